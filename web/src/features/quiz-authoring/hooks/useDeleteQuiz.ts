import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringDeleteQuizDocument } from "../../../graphql/__generated__/graphql";
import { readIsPublished, removeDeletedQuiz } from "../quiz-cache";

// Takes the quiz out of every cached list and figure, then evicts it.
export const useDeleteQuiz = () => {
  const [mutate, { loading, error }] = useMutation(AuthoringDeleteQuizDocument);

  const deleteQuiz = useCallback(
    async (quiz: { id: string; chapterId: string }) => {
      await mutate({
        variables: { id: quiz.id },
        update(cache, { data }) {
          if (data) removeDeletedQuiz(cache, quiz, readIsPublished(cache, quiz.id));
        },
      });
    },
    [mutate],
  );

  return { deleteQuiz, loading, error };
};
