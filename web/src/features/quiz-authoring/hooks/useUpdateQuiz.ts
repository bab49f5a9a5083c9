import { useCallback } from "react";
import { AuthoringUpdateQuizDocument, type QuizInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

// The answer selects the list's fields, so the normalized Quiz (title, count...) updates every list itself.
export const useUpdateQuiz = () => {
  const { call, ...state } = useMutationCall(AuthoringUpdateQuizDocument, (data) => data.updateQuiz);
  const updateQuiz = useCallback((id: string, input: QuizInput) => call({ id, input }), [call]);
  return { updateQuiz, ...state };
};
