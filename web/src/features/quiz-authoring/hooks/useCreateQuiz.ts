import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringCreateQuizDocument, type QuizInput } from "../../../graphql/__generated__/graphql";
import { dataOf } from "../../../graphql/mutation";
import { writeCreatedQuiz } from "../quiz-cache";

// Creates a draft quiz: the chapter's cached quiz lists take it (quiz-cache.ts).
export const useCreateQuiz = () => {
  const [mutate, { loading, error, reset }] = useMutation(AuthoringCreateQuizDocument, {
    update: (cache, { data }) => data && writeCreatedQuiz(cache, data.createQuiz),
  });
  const createQuiz = useCallback(
    async (chapterId: string, input: QuizInput) => dataOf(await mutate({ variables: { chapterId, input } })).createQuiz,
    [mutate],
  );
  return { createQuiz, loading, error, reset };
};
