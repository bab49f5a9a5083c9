import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringUpdateQuizDocument, type QuizInput } from "../../../graphql/__generated__/graphql";
import { dataOf } from "../../../graphql/mutation";
import { dropInsightOfNewPassMark, readPassPercentage } from "../quiz-cache";

// The answer selects the list's fields, so the normalized Quiz (title, count, pass mark...) updates every
// list itself. A new pass mark drops the quiz's cached insight (quiz-cache.ts).
export const useUpdateQuiz = () => {
  const { cache } = useApolloClient();
  const [mutate, { loading, error, reset }] = useMutation(AuthoringUpdateQuizDocument);
  const updateQuiz = useCallback(
    async (id: string, input: QuizInput) => {
      // Read before the answer is written over it.
      const before = readPassPercentage(cache, id);
      const { updateQuiz: saved } = dataOf(
        await mutate({
          variables: { id, input },
          update: (store, { data }) => data && dropInsightOfNewPassMark(store, id, before, data.updateQuiz.passPercentage),
        }),
      );
      return saved;
    },
    [mutate, cache],
  );
  return { updateQuiz, loading, error, reset };
};
