import { Card, Stack } from "@chakra-ui/react";
import { useId, useState, type SubmitEvent } from "react";
import { useNavigate } from "react-router";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { FormActions } from "../../../components/form/FormActions";
import { toaster } from "../../../components/ui/toaster";
import type { QuizSettingsFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { useUpdateQuizSettings } from "../hooks/useUpdateQuizSettings";
import {
  hasSettingsErrors,
  settingsErrorsFrom,
  settingsFromQuiz,
  SETTINGS_ORDER,
  toSettingsInput,
  validateSettings,
  type SettingsDraft,
  type SettingsErrors,
} from "../quiz-settings";
import { focusSettingsField } from "./QuizBuilderForm";
import { QuizSettingsFields } from "./QuizSettingsFields";

const SETTINGS_SAVED_MESSAGE = "Quiz settings saved";

type QuizSettingsFormProps = {
  quiz: QuizSettingsFieldsFragment & { id: string };
  quizzesPath: string;
};

// The settings of a quiz learners have attempted, alone: its window, review policy, grading
// method and pass mark can still change (updateQuizSettings); the fields attempts fix are shown disabled.
export const QuizSettingsForm = ({ quiz, quizzesPath }: QuizSettingsFormProps) => {
  const idPrefix = `quiz-settings-${useId().replace(/:/g, "")}`;
  const navigate = useNavigate();
  const { updateQuizSettings, loading } = useUpdateQuizSettings();
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsFromQuiz(quiz));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = validateSettings(draft);
    setErrors(found);
    setFailure(null);
    if (hasSettingsErrors(found)) {
      const first = SETTINGS_ORDER.find((field) => found[field]);
      if (first) focusSettingsField(idPrefix, first);
      return;
    }
    try {
      await updateQuizSettings(quiz.id, toSettingsInput(draft, { locked: true }));
      toaster.create({ type: "success", title: SETTINGS_SAVED_MESSAGE, closable: true });
      void navigate(quizzesPath);
    } catch (caught) {
      const fieldErrors = settingsErrorsFrom(getFieldErrors(caught));
      setErrors(fieldErrors);
      setFailure(getErrorMessage(caught, "Failed to save quiz settings"));
    }
  };

  return (
    <form noValidate aria-label="Quiz settings" aria-busy={loading} onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body p={{ base: "4", md: "6" }}>
            <QuizSettingsFields
              idPrefix={idPrefix}
              draft={draft}
              onChange={(patch) => {
                setDraft((current) => ({ ...current, ...patch }));
                setErrors({});
              }}
              errors={errors}
              disabled={loading}
              lockedFields
            />
          </Card.Body>
        </Card.Root>
        {failure && <ErrorAlert title={failure} />}
        <FormActions submitLabel="Save Settings" busyLabel="Saving..." busy={loading} cancel={quizzesPath} />
      </Stack>
    </form>
  );
};
