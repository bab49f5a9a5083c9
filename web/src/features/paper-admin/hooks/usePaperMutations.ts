import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  AdminDeletePaperDocument,
  AdminUpdatePaperDocument,
  AdminUploadPaperDocument,
  type AdminUpdatePaperMutationVariables,
  type AdminUploadPaperMutationVariables,
  type PaperType,
} from "../../../graphql/__generated__/graphql";
import type { UploadFetchInit, UploadProgressHandler } from "../../../graphql/upload-fetch";
import { addPaperToLists, movePaperToType, removePaperFromCache } from "../paper-cache";

// The upload link hands context.fetchOptions to graphql/upload-fetch.ts, which reports progress.
const progressContext = (onUploadProgress?: UploadProgressHandler) => {
  const fetchOptions: UploadFetchInit = { onUploadProgress };
  return onUploadProgress ? { fetchOptions } : undefined;
};

export const useUploadPaper = () => {
  const [mutate, { loading }] = useMutation(AdminUploadPaperDocument, {
    update(cache, { data }) {
      if (data) addPaperToLists(cache, data.uploadPaper);
    },
  });

  const uploadPaper = useCallback(
    async (variables: AdminUploadPaperMutationVariables, onUploadProgress?: UploadProgressHandler) => {
      const { data } = await mutate({ variables, context: progressContext(onUploadProgress) });
      if (!data) throw new Error("Upload returned no data");
      return data.uploadPaper;
    },
    [mutate],
  );

  return { uploadPaper, loading };
};

// The answer carries the paper's id and fields, so the normalized cache updates every list itself;
// a new type moves it between the lists of one type (`previousType` is its type before the edit).
export const useUpdatePaper = () => {
  const [mutate, { loading }] = useMutation(AdminUpdatePaperDocument);

  const updatePaper = useCallback(
    async (variables: AdminUpdatePaperMutationVariables, previousType: PaperType, onUploadProgress?: UploadProgressHandler) => {
      const { data } = await mutate({
        variables,
        context: progressContext(onUploadProgress),
        update(cache, { data: answer }) {
          if (answer) movePaperToType(cache, previousType, answer.updatePaper.paperType);
        },
      });
      if (!data) throw new Error("Update returned no data");
      return data.updatePaper;
    },
    [mutate],
  );

  return { updatePaper, loading };
};

export const useDeletePaper = () => {
  const [mutate] = useMutation(AdminDeletePaperDocument, {
    update(cache, { data }) {
      if (data) removePaperFromCache(cache, data.deletePaper);
    },
  });

  return useCallback(
    async (id: string) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
};
