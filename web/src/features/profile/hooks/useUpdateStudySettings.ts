import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { dataOf } from "../../../graphql/mutation";
import { UpdateStudySettingsDocument, type StudySettingsInput } from "../../../graphql/__generated__/graphql";

// Saves practice settings. StudySettings is one cached object per user (graphql/cache.ts), so the
// answer replaces what myStudySettings shows without a refetch.
export const useUpdateStudySettings = () => {
  const [mutate, { loading, error, reset }] = useMutation(UpdateStudySettingsDocument);
  const updateStudySettings = useCallback(
    async (input: StudySettingsInput) => dataOf(await mutate({ variables: { input } })).updateStudySettings,
    [mutate],
  );
  return { updateStudySettings, loading, error, reset };
};
