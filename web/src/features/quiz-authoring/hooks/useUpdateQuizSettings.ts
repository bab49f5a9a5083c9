import { useCallback } from "react";
import { AuthoringUpdateQuizSettingsDocument, type QuizSettingsInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

// Settings only (allowed after attempts for the window, review policy and grading method); the
// answer selects the list's fields, so every cached list updates from the normalized Quiz.
export const useUpdateQuizSettings = () => {
  const { call, ...state } = useMutationCall(AuthoringUpdateQuizSettingsDocument, (data) => data.updateQuizSettings);
  const updateQuizSettings = useCallback((id: string, settings: QuizSettingsInput) => call({ id, settings }), [call]);
  return { updateQuizSettings, ...state };
};
