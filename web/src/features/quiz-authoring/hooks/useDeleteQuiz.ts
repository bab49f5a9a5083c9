import { useCallback } from "react";
import { AuthoringDeleteQuizDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { readIsPublished, removeDeletedQuiz } from "../quiz-cache";

// Takes the quiz out of every cached list and figure, then evicts it.
export const useDeleteQuiz = () => {
  const { call, ...state } = useMutationCall(AuthoringDeleteQuizDocument, () => undefined);
  const deleteQuiz = useCallback(
    (quiz: { id: string; chapterId: string }) =>
      call({ id: quiz.id }, { update: (cache, { data }) => data && removeDeletedQuiz(cache, quiz, readIsPublished(cache, quiz.id)) }),
    [call],
  );
  return { deleteQuiz, ...state };
};
