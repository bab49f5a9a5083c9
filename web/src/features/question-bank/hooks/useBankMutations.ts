import { useCallback } from "react";
import {
  CreateBankQuestionDocument,
  DeleteBankQuestionDocument,
  ImportQuestionsIntoBankDocument,
  type QuestionImportFormat,
  RestoreBankQuestionDocument,
  RetireBankQuestionDocument,
  UpdateBankQuestionDocument,
  type BankQuestionInput,
} from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { addCreated, adjustTagCounts, dropInUseLists, moveUpdated, removeDeleted, removeRetired } from "../bank-cache";

// The question a list action is about: its id, its tags (the tag filter's counts) and whether it is retired.
export type BankTarget = { id: string; title: string; tags: readonly string[]; retiredAt?: string | null };

/** A new question: first in the cached lists without filters, its tags counted. */
export const useCreateBankQuestion = () => {
  const { call, loading } = useMutationCall(CreateBankQuestionDocument, (data) => data.createBankQuestion);
  const create = useCallback(
    (input: BankQuestionInput) =>
      call(
        { input },
        {
          update: (cache, { data }) => {
            if (!data) return;
            addCreated(cache, data.createBankQuestion.id);
            adjustTagCounts(cache, [], data.createBankQuestion.tags);
          },
        },
      ),
    [call],
  );
  return { create, saving: loading };
};

/** Saves the whole question; the answer (its version, its history) updates the cached question itself. */
export const useUpdateBankQuestion = () => {
  const { call, loading } = useMutationCall(UpdateBankQuestionDocument, (data) => data.updateBankQuestion);
  const update = useCallback(
    (before: BankTarget, input: BankQuestionInput) =>
      call(
        { id: before.id, input },
        {
          update: (cache, { data }) => {
            if (!data) return;
            moveUpdated(cache, before.id);
            if (!before.retiredAt) adjustTagCounts(cache, before.tags, data.updateBankQuestion.tags);
          },
        },
      ),
    [call],
  );
  return { update, saving: loading };
};

/** A file's questions into the bank: first in the cached lists without filters, their tags counted. */
export const useImportIntoBank = () => {
  const { call, loading } = useMutationCall(ImportQuestionsIntoBankDocument, (data) => data.importQuestionsIntoBank);
  const importIntoBank = useCallback(
    (format: QuestionImportFormat, file: File, tags: string[]) =>
      call(
        { format, file, tags: tags.length > 0 ? tags : undefined },
        {
          update: (cache, { data }) => {
            if (!data) return;
            const imported = data.importQuestionsIntoBank;
            addCreated(cache, imported.map((question) => question.id));
            adjustTagCounts(cache, [], imported.flatMap((question) => question.tags));
          },
        },
      ),
    [call],
  );
  return { importIntoBank, importing: loading };
};

export const useRetireBankQuestion = () => {
  const { call } = useMutationCall(RetireBankQuestionDocument, (data) => data.retireBankQuestion);
  return useCallback(
    (target: BankTarget) =>
      call(
        { id: target.id },
        {
          update: (cache) => {
            removeRetired(cache, target.id);
            adjustTagCounts(cache, target.tags, []);
          },
        },
      ),
    [call],
  );
};

export const useRestoreBankQuestion = () => {
  const { call } = useMutationCall(RestoreBankQuestionDocument, (data) => data.restoreBankQuestion);
  return useCallback(
    (target: BankTarget) =>
      call(
        { id: target.id },
        {
          update: (cache) => {
            dropInUseLists(cache);
            adjustTagCounts(cache, [], target.tags);
          },
        },
      ),
    [call],
  );
};

export const useDeleteBankQuestion = () => {
  const { call } = useMutationCall(DeleteBankQuestionDocument, (data) => data.deleteBankQuestion);
  return useCallback(
    (target: BankTarget) =>
      call(
        { id: target.id },
        {
          update: (cache) => {
            removeDeleted(cache, target.id);
            if (!target.retiredAt) adjustTagCounts(cache, target.tags, []);
          },
        },
      ),
    [call],
  );
};
