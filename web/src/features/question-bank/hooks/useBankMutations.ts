import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
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
import { evictLists, evictObject, removeNode } from "../../../graphql/connection-cache";
import { dataOf } from "../../../graphql/mutation";

// The question a list action is about: its id, its tags and whether it is retired.
export type BankTarget = { id: string; title: string; tags: readonly string[]; retiredAt?: string | null };

// The bank's lists are filtered (search, tags, type, difficulty, retired or not) and ordered (latest
// change first) on the server, as are the tag filter's counts: a change drops them, and the list
// shown asks again. A question's own fields update through its id.
const dropBankLists = (cache: ApolloCache) => evictLists(cache, "questionBank", "questionBankTags");

/** A new question, first in the lists that show it. */
export const useCreateBankQuestion = () => {
  const [mutate, { loading }] = useMutation(CreateBankQuestionDocument, { update: dropBankLists });
  const create = useCallback(
    async (input: BankQuestionInput) => dataOf(await mutate({ variables: { input } })).createBankQuestion,
    [mutate],
  );
  return { create, saving: loading };
};

/** Saves the whole question; the answer (its version, its history) updates the cached question itself. */
export const useUpdateBankQuestion = () => {
  const [mutate, { loading }] = useMutation(UpdateBankQuestionDocument, { update: dropBankLists });
  const update = useCallback(
    async (before: BankTarget, input: BankQuestionInput) => dataOf(await mutate({ variables: { id: before.id, input } })).updateBankQuestion,
    [mutate],
  );
  return { update, saving: loading };
};

/** A file's questions into the bank. */
export const useImportIntoBank = () => {
  const [mutate, { loading }] = useMutation(ImportQuestionsIntoBankDocument, { update: dropBankLists });
  const importIntoBank = useCallback(
    async (format: QuestionImportFormat, file: File, tags: string[]) =>
      dataOf(await mutate({ variables: { format, file, tags: tags.length > 0 ? tags : undefined } })).importQuestionsIntoBank,
    [mutate],
  );
  return { importIntoBank, importing: loading };
};

/** Retired: it leaves the lists of questions in use; those showing retired ones keep it (badged). */
export const useRetireBankQuestion = () => {
  const [mutate] = useMutation(RetireBankQuestionDocument, { update: dropBankLists });
  return useCallback(async (target: BankTarget) => dataOf(await mutate({ variables: { id: target.id } })).retireBankQuestion, [mutate]);
};

export const useRestoreBankQuestion = () => {
  const [mutate] = useMutation(RestoreBankQuestionDocument, { update: dropBankLists });
  return useCallback(async (target: BankTarget) => dataOf(await mutate({ variables: { id: target.id } })).restoreBankQuestion, [mutate]);
};

/** Deleted: out of every list (totals one less) and out of the cache; the tag counts load afresh. */
export const useDeleteBankQuestion = () => {
  const [mutate] = useMutation(DeleteBankQuestionDocument);
  return useCallback(
    async (target: BankTarget) =>
      dataOf(
        await mutate({
          variables: { id: target.id },
          update: (cache) => {
            const question = { __typename: "BankQuestion", id: target.id };
            cache.modify({ fields: { questionBank: removeNode(cache.identify(question)) } });
            evictLists(cache, "questionBankTags");
            evictObject(cache, question);
          },
        }),
      ).deleteBankQuestion,
    [mutate],
  );
};
