import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringDeleteQuizDocument } from "../../../graphql/__generated__/graphql";
import { evictLists, evictObject, removeNode } from "../../../graphql/connection-cache";

// Out of every cached list of quizzes (totals one less), the tutor's figures dropped, then out of the
// cache with its insight and what only it referenced.
export const useDeleteQuiz = () => {
  const [mutate, { loading, error, reset }] = useMutation(AuthoringDeleteQuizDocument);
  const deleteQuiz = useCallback(
    async (quiz: { id: string; chapterId: string }) => {
      await mutate({
        variables: { id: quiz.id },
        update: (cache) => {
          const ref = cache.identify({ __typename: "Quiz", id: quiz.id });
          cache.modify({ fields: { quizzes: removeNode(ref), publishedQuizzes: removeNode(ref) } });
          cache.modify({ id: cache.identify({ __typename: "Chapter", id: quiz.chapterId }), fields: { quizzes: removeNode(ref) } });
          cache.evict({ id: "ROOT_QUERY", fieldName: "quizInsight", args: { quizId: quiz.id } });
          evictLists(cache, "tutorDashboard");
          evictObject(cache, { __typename: "Quiz", id: quiz.id });
        },
      });
    },
    [mutate],
  );
  return { deleteQuiz, loading, error, reset };
};
