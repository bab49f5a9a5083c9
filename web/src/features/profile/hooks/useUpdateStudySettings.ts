import { useCallback } from "react";
import { UpdateStudySettingsDocument, type StudySettingsInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";

// Saves practice settings. StudySettings is one cached object per user (graphql/cache.ts), so the
// answer replaces what myStudySettings shows without a refetch.
export const useUpdateStudySettings = () => {
  const { call, ...state } = useMutationCall(UpdateStudySettingsDocument, (data) => data.updateStudySettings);
  const updateStudySettings = useCallback((input: StudySettingsInput) => call({ input }), [call]);
  return { updateStudySettings, ...state };
};
