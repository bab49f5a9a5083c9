import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringUpdateQuizSettingsDocument, type QuizSettingsInput } from "../../../graphql/__generated__/graphql";
import { dataOf } from "../../../graphql/mutation";
import { dropInsightOfNewPassMark, readPassPercentage } from "../quiz-cache";

// Settings only (allowed after attempts for the window, review policy, grading method and pass mark);
// the answer selects the list's fields (passPercentage among them), so every cached list updates from
// the normalized Quiz. A new pass mark drops the quiz's cached insight (quiz-cache.ts).
export const useUpdateQuizSettings = () => {
  const { cache } = useApolloClient();
  const [mutate, { loading, error, reset }] = useMutation(AuthoringUpdateQuizSettingsDocument);
  const updateQuizSettings = useCallback(
    async (id: string, settings: QuizSettingsInput) => {
      // Read before the answer is written over it.
      const before = readPassPercentage(cache, id);
      const { updateQuizSettings: saved } = dataOf(
        await mutate({
          variables: { id, settings },
          update: (store, { data }) => data && dropInsightOfNewPassMark(store, id, before, data.updateQuizSettings.passPercentage),
        }),
      );
      return saved;
    },
    [mutate, cache],
  );
  return { updateQuizSettings, loading, error, reset };
};
