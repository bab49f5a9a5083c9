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
import { evictLists, evictObject, removeNode } from "../../../graphql/connection-cache";
import { dataOf } from "../../../graphql/mutation";
import type { UploadFetchInit, UploadProgressHandler } from "../../../graphql/upload-fetch";

// The upload link hands context.fetchOptions to graphql/upload-fetch.ts, which reports progress.
const progressContext = (onUploadProgress?: UploadProgressHandler) => {
  const fetchOptions: UploadFetchInit = { onUploadProgress };
  return onUploadProgress ? { fetchOptions } : undefined;
};

// The cached `papers` lists (one per type, newest first) are the server's to order and filter: a new
// paper, or one whose type changed, drops them and Manage Papers loads them afresh.
export const useUploadPaper = () => {
  const [mutate, { loading }] = useMutation(AdminUploadPaperDocument, { update: (cache) => evictLists(cache, "papers") });
  const uploadPaper = useCallback(
    async (variables: AdminUploadPaperMutationVariables, onUploadProgress?: UploadProgressHandler) =>
      dataOf(await mutate({ variables, context: progressContext(onUploadProgress) })).uploadPaper,
    [mutate],
  );
  return { uploadPaper, loading };
};

// The answer carries the paper's id and fields, so the normalized cache updates every list itself;
// a new type (`previousType` is its type before the edit) drops the lists of the old and new types
// (its place there is the server's); the list of all papers keeps it where it is.
export const useUpdatePaper = () => {
  const [mutate, { loading }] = useMutation(AdminUpdatePaperDocument);
  const updatePaper = useCallback(
    async (variables: AdminUpdatePaperMutationVariables, previousType: PaperType, onUploadProgress?: UploadProgressHandler) =>
      dataOf(
        await mutate({
          variables,
          context: progressContext(onUploadProgress),
          update: (cache, { data }) => {
            if (!data || data.updatePaper.paperType === previousType) return;
            for (const type of [previousType, data.updatePaper.paperType]) cache.evict({ fieldName: "papers", args: { type } });
          },
        }),
      ).updatePaper,
    [mutate],
  );
  return { updatePaper, loading };
};

// A deleted paper leaves every cached list (their totals one less), then the cache.
export const useDeletePaper = () => {
  const [mutate] = useMutation(AdminDeletePaperDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      const paper = { __typename: "Paper", id: data.deletePaper };
      cache.modify({ fields: { papers: removeNode(cache.identify(paper)) } });
      evictObject(cache, paper);
    },
  });
  return useCallback(async (id: string): Promise<void> => {
    await mutate({ variables: { id } });
  }, [mutate]);
};
