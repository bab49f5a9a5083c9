import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringCreateQuizDocument, type QuizInput } from "../../../graphql/__generated__/graphql";
import { writeCreatedQuiz } from "../quiz-cache";

// Creates a draft quiz and adds it to the chapter's cached quiz lists.
export const useCreateQuiz = () => {
  const [mutate, { loading, error }] = useMutation(AuthoringCreateQuizDocument, {
    update(cache, { data }) {
      if (data) writeCreatedQuiz(cache, data.createQuiz);
    },
  });

  const createQuiz = useCallback(
    async (chapterId: string, input: QuizInput) => {
      const { data } = await mutate({ variables: { chapterId, input } });
      if (!data) throw new Error("Creating the quiz returned no data");
      return data.createQuiz;
    },
    [mutate],
  );

  return { createQuiz, loading, error };
};
