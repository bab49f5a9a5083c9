import { useCallback } from "react";
import { AuthoringCreateQuizDocument, type QuizInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { writeCreatedQuiz } from "../quiz-cache";

// Creates a draft quiz and adds it to the chapter's cached quiz lists.
export const useCreateQuiz = () => {
  const { call, ...state } = useMutationCall(AuthoringCreateQuizDocument, (data) => data.createQuiz, {
    update: (cache, { data }) => data && writeCreatedQuiz(cache, data.createQuiz),
  });
  const createQuiz = useCallback((chapterId: string, input: QuizInput) => call({ chapterId, input }), [call]);
  return { createQuiz, ...state };
};
