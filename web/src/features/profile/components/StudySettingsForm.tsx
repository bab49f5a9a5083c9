import { useQuery } from "@apollo/client/react";
import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { IntegerField } from "../../../components/form/IntegerField";
import { useFormFields } from "../../../components/form/useFormFields";
import { LoadError } from "../../../components/LoadError";
import { toaster } from "../../../components/ui/toaster";
import { MyStudySettingsDocument, type StudySettingsFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { hasErrors } from "../../../lib/forms";
import { useUpdateStudySettings } from "../hooks/useUpdateStudySettings";
import {
  NEW_CARDS_PER_DAY,
  RETENTION_PERCENT,
  toStudySettingsInput,
  toStudySettingsValues,
  validateStudySettings,
  type StudySettingsValues,
} from "../study-settings";

const STUDY_SETTINGS_SAVED = "Practice settings saved";

const SettingsFields = ({ settings }: { settings: StudySettingsFieldsFragment }) => {
  const { updateStudySettings, loading } = useUpdateStudySettings();
  const { values, setValues, failure, field, submit } = useFormFields<StudySettingsValues>(toStudySettingsValues(settings), {
    validate: validateStudySettings,
    disabled: loading,
  });

  const handleSubmit = submit(
    async () => {
      const saved = await updateStudySettings(toStudySettingsInput(values));
      setValues(toStudySettingsValues(saved));
      toaster.create({ type: "success", title: STUDY_SETTINGS_SAVED, closable: true });
    },
    // A message tied to a field shows under it; anything else goes in the red box.
    (caught, fieldErrors) => (hasErrors(fieldErrors) ? null : getErrorMessage(caught, "An error occurred. Please try again.")),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Practice settings">
      <Stack gap="4" maxW="md">
        {failure && <ErrorAlert title={failure} />}
        <IntegerField
          label="Desired retention (%)"
          range={RETENTION_PERCENT}
          helperText={`Higher means more reviews. From ${RETENTION_PERCENT.min}% to ${RETENTION_PERCENT.max}%.`}
          {...field("desiredRetention")}
        />
        <IntegerField
          label="New cards per day"
          range={NEW_CARDS_PER_DAY}
          helperText="Per course: how many cards you have not seen before practice may bring in a day."
          {...field("newCardsPerDay")}
        />
        <Text textStyle="sm" color="fg.muted">
          Days are counted in {settings.timeZone}
        </Text>
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading} loadingText="Saving...">
          Save Settings
        </Button>
      </Stack>
    </form>
  );
};

// The learner's spaced-repetition settings. The time zone is the browser's, stored by the app
// shell (useStudyTimeZoneSync): shown here, not edited.
export const StudySettingsForm = () => {
  const { data, loading, refetch } = useQuery(MyStudySettingsDocument, { notifyOnNetworkStatusChange: true });
  const settings = data?.myStudySettings;
  if (loading && !settings) return <Spinner role="status" size="md" color="teal.solid" aria-label="Loading your practice settings" />;
  if (!settings) return <LoadError message="Failed to fetch your practice settings" onRetry={() => refetch()} />;
  return <SettingsFields settings={settings} />;
};
