import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringUpdateQuizSettingsDocument, type QuizSettingsInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { dropInsightOfNewPassMark, readPassPercentage } from "../quiz-cache";

// Settings only (allowed after attempts for the window, review policy, grading method and pass mark);
// the answer selects the list's fields (passPercentage among them), so every cached list updates from
// the normalized Quiz. A new pass mark drops the quiz's cached insight (quiz-cache.ts).
export const useUpdateQuizSettings = () => {
  const { cache } = useApolloClient();
  const { call, ...state } = useMutationCall(AuthoringUpdateQuizSettingsDocument, (data) => data.updateQuizSettings);
  const updateQuizSettings = useCallback(
    (id: string, settings: QuizSettingsInput) => {
      // Read before the answer is written over it.
      const before = readPassPercentage(cache, id);
      return call(
        { id, settings },
        { update: (store, { data }) => data && dropInsightOfNewPassMark(store, id, before, data.updateQuizSettings.passPercentage) },
      );
    },
    [call, cache],
  );
  return { updateQuizSettings, ...state };
};
