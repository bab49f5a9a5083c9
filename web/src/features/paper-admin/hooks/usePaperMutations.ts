import { useCallback } from "react";
import {
  AdminDeletePaperDocument,
  AdminUpdatePaperDocument,
  AdminUploadPaperDocument,
  type AdminUpdatePaperMutationVariables,
  type AdminUploadPaperMutationVariables,
  type PaperType,
} from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import type { UploadFetchInit, UploadProgressHandler } from "../../../graphql/upload-fetch";
import { addPaperToLists, movePaperToType, removePaperFromCache } from "../paper-cache";

// The upload link hands context.fetchOptions to graphql/upload-fetch.ts, which reports progress.
const progressContext = (onUploadProgress?: UploadProgressHandler) => {
  const fetchOptions: UploadFetchInit = { onUploadProgress };
  return onUploadProgress ? { fetchOptions } : undefined;
};

export const useUploadPaper = () => {
  const { call, loading } = useMutationCall(AdminUploadPaperDocument, (data) => data.uploadPaper, {
    update: (cache, { data }) => data && addPaperToLists(cache, data.uploadPaper),
  });
  const uploadPaper = useCallback(
    (variables: AdminUploadPaperMutationVariables, onUploadProgress?: UploadProgressHandler) =>
      call(variables, { context: progressContext(onUploadProgress) }),
    [call],
  );
  return { uploadPaper, loading };
};

// The answer carries the paper's id and fields, so the normalized cache updates every list itself;
// a new type moves it between the lists of one type (`previousType` is its type before the edit).
export const useUpdatePaper = () => {
  const { call, loading } = useMutationCall(AdminUpdatePaperDocument, (data) => data.updatePaper);
  const updatePaper = useCallback(
    (variables: AdminUpdatePaperMutationVariables, previousType: PaperType, onUploadProgress?: UploadProgressHandler) =>
      call(variables, {
        context: progressContext(onUploadProgress),
        update: (cache, { data }) => data && movePaperToType(cache, previousType, data.updatePaper.paperType),
      }),
    [call],
  );
  return { updatePaper, loading };
};

export const useDeletePaper = () => {
  const { call } = useMutationCall(AdminDeletePaperDocument, () => undefined, {
    update: (cache, { data }) => data && removePaperFromCache(cache, data.deletePaper),
  });
  return useCallback((id: string) => call({ id }), [call]);
};
