import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringPublishQuizDocument, AuthoringUnpublishQuizDocument } from "../../../graphql/__generated__/graphql";
import { evictLists, removeNode } from "../../../graphql/connection-cache";
import { dataOf } from "../../../graphql/mutation";

// The answer's isPublished flips the badge and buttons through the normalized Quiz (no refetch). The
// learners' list of the chapter (oldest first: where an older draft goes is the server's call) and
// the tutor's figures are dropped; they load afresh when next shown.
export const usePublishQuiz = () => {
  const [mutate, { loading, error, reset }] = useMutation(AuthoringPublishQuizDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({ id: "ROOT_QUERY", fieldName: "publishedQuizzes", args: { chapterId: data.publishQuiz.chapterId } });
      evictLists(cache, "tutorDashboard");
    },
  });
  const publishQuiz = useCallback(async (id: string) => dataOf(await mutate({ variables: { id } })).publishQuiz, [mutate]);
  return { publishQuiz, loading, error, reset };
};

// Back to draft: the badge follows the normalized Quiz; the learners' published lists lose it (one
// fewer), the tutor's figures are dropped.
export const useUnpublishQuiz = () => {
  const [mutate, { loading, error, reset }] = useMutation(AuthoringUnpublishQuizDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.modify({ fields: { publishedQuizzes: removeNode(cache.identify(data.unpublishQuiz)) } });
      evictLists(cache, "tutorDashboard");
    },
  });
  const unpublishQuiz = useCallback(async (id: string) => dataOf(await mutate({ variables: { id } })).unpublishQuiz, [mutate]);
  return { unpublishQuiz, loading, error, reset };
};
