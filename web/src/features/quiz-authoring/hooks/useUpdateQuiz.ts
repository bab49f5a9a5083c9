import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringUpdateQuizDocument, type QuizInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { dropInsightOfNewPassMark, readPassPercentage } from "../quiz-cache";

// The answer selects the list's fields, so the normalized Quiz (title, count, pass mark...) updates every
// list itself. A new pass mark drops the quiz's cached insight (quiz-cache.ts).
export const useUpdateQuiz = () => {
  const { cache } = useApolloClient();
  const { call, ...state } = useMutationCall(AuthoringUpdateQuizDocument, (data) => data.updateQuiz);
  const updateQuiz = useCallback(
    (id: string, input: QuizInput) => {
      // Read before the answer is written over it.
      const before = readPassPercentage(cache, id);
      return call({ id, input }, { update: (store, { data }) => data && dropInsightOfNewPassMark(store, id, before, data.updateQuiz.passPercentage) });
    },
    [call, cache],
  );
  return { updateQuiz, ...state };
};
