import { Field, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useId, useState, type SubmitEvent } from "react";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { FormActions } from "../../../components/form/FormActions";
import { TextField } from "../../../components/form/TextField";
import { ModalDialog } from "../../../components/ModalDialog";
import { toaster } from "../../../components/ui/toaster";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import {
  draftErrorsOf,
  draftOf,
  emptyDraft,
  inputOf,
  learnerName,
  type Accommodation,
  type AccommodationDraft,
  type DraftErrors,
} from "../accommodation-form";
import { useSetAccommodation } from "../hooks/useAccommodationMutations";

type ScopeOption = { value: string; label: string };
// A learner the form is for (the gradebook's row); without one, the tutor types the e-mail.
export type KnownLearner = { id: string; name: string; email: string };

type AccommodationFormDialogProps = {
  open: boolean;
  onClose: () => void;
  activityId: string;
  scopes: readonly ScopeOption[];
  // Editing this one (its learner and scope stay); otherwise a new one.
  editing?: Accommodation | null;
  learner?: KnownLearner | null;
  finalFocusEl?: () => HTMLElement | null;
};

const FORM_FAILED = "Could not save the accommodation";

// The form of one learner's accommodation: extra time (a factor, minutes or both), extra attempts and
// a personal window in the viewer's zone, for one quiz or every quiz of the activity.
export const AccommodationFormDialog = ({
  open,
  onClose,
  activityId,
  scopes,
  editing = null,
  learner = null,
  finalFocusEl,
}: AccommodationFormDialogProps) => (
  <ModalDialog
    open={open}
    onClose={onClose}
    title={editing ? `Edit accommodation: ${learnerName(editing)}` : learner ? `Add accommodation: ${learner.name}` : "Add accommodation"}
    finalFocusEl={finalFocusEl}
    footer={null}
  >
    {open && <AccommodationForm onDone={onClose} activityId={activityId} scopes={scopes} editing={editing} learner={learner} />}
  </ModalDialog>
);

export type AccommodationFormProps = Omit<AccommodationFormDialogProps, "open" | "onClose" | "finalFocusEl"> & { onDone: () => void };

export const AccommodationForm = ({ onDone, activityId, scopes, editing = null, learner = null }: AccommodationFormProps) => {
  const formId = useId();
  const [draft, setDraft] = useState<AccommodationDraft>(() => (editing ? draftOf(editing) : emptyDraft(scopes[0]?.value ?? "")));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { setAccommodation, loading } = useSetAccommodation();
  const learnerId = editing?.learnerId ?? learner?.id ?? null;
  const who = editing ? learnerName(editing) : learner?.name ?? null;

  const bind = (name: keyof AccommodationDraft) => ({
    name,
    value: draft[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setDraft((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    const target = learnerId ? { learnerId } : { learnerEmail: draft.learnerEmail.trim() };
    const { input, errors: parseErrors } = inputOf(draft, target, activityId);
    if (!learnerId && !draft.learnerEmail.trim()) parseErrors.learnerEmail = "Enter the learner's e-mail address";
    if (Object.values(parseErrors).some(Boolean)) {
      setErrors(parseErrors);
      return;
    }
    try {
      const saved = await setAccommodation(input);
      toaster.create({ type: "success", title: `Accommodation saved for ${learnerName(saved)}`, closable: true });
      onDone();
    } catch (caught) {
      const fieldErrors = draftErrorsOf(getFieldErrors(caught));
      setErrors(fieldErrors);
      const onFields = Object.entries(fieldErrors).some(([field, message]) => message && field !== "learnerId");
      setFailure(onFields ? null : getErrorMessage(caught, FORM_FAILED));
    }
  };

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate aria-label="Accommodation">
      <Stack gap="4">
        {failure && <ErrorAlert title={FORM_FAILED} detail={failure === FORM_FAILED ? "" : failure} />}
        {who ? (
          <Text>
            Learner: <strong>{who}</strong>
            {errors.learnerId && (
              <Text as="span" display="block" color="fg.error" fontSize="sm">
                {errors.learnerId}
              </Text>
            )}
          </Text>
        ) : (
          <TextField label="Learner's e-mail" type="email" autoComplete="off" required requiredMark {...bind("learnerEmail")} />
        )}
        <Field.Root invalid={Boolean(errors.scope)} disabled={Boolean(editing)}>
          <Field.Label>For</Field.Label>
          <NativeSelect.Root disabled={Boolean(editing)}>
            <NativeSelect.Field name="scope" value={draft.scope} onChange={(event) => bind("scope").onValueChange(event.target.value)}>
              {scopes.map((scope) => (
                <option key={scope.value} value={scope.value}>
                  {scope.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {editing && <Field.HelperText>To change the scope, remove this one and add another.</Field.HelperText>}
          <Field.ErrorText>{errors.scope}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <TextField label="Time factor" inputMode="decimal" helperText="1.5: half as long again" {...bind("timeFactor")} />
          <TextField label="Extra minutes" inputMode="numeric" {...bind("extraMinutes")} />
          <TextField label="Extra attempts" inputMode="numeric" {...bind("extraAttempts")} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <DateTimeField label="Opens for them" {...bind("opensAt")} />
          <DateTimeField label="Closes for them" {...bind("closesAt")} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          Leave a field empty to keep the quiz&apos;s own. Times are in your time zone.
        </Text>
        <FormActions submitLabel="Save accommodation" busyLabel="Saving..." busy={loading} cancel={onDone} />
      </Stack>
    </form>
  );
};

type DateTimeFieldProps = { label: string; name: string; value: string; error?: string; onValueChange: (value: string) => void };

const DateTimeField = ({ label, name, value, error, onValueChange }: DateTimeFieldProps) => (
  <Field.Root invalid={Boolean(error)}>
    <Field.Label>{label}</Field.Label>
    <Input type="datetime-local" name={name} value={value} onChange={(event) => onValueChange(event.target.value)} />
    <Field.ErrorText>{error}</Field.ErrorText>
  </Field.Root>
);
