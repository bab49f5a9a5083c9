import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringUpdateQuizDocument, type QuizInput } from "../../../graphql/__generated__/graphql";

// The answer selects the list's fields, so the normalized Quiz (title, count...) updates every list itself.
export const useUpdateQuiz = () => {
  const [mutate, { loading, error }] = useMutation(AuthoringUpdateQuizDocument);

  const updateQuiz = useCallback(
    async (id: string, input: QuizInput) => {
      const { data } = await mutate({ variables: { id, input } });
      if (!data) throw new Error("Saving the quiz returned no data");
      return data.updateQuiz;
    },
    [mutate],
  );

  return { updateQuiz, loading, error };
};
