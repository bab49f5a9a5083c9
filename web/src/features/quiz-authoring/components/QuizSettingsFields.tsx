import { Box, Field, Fieldset, HStack, Input, InputGroup, Stack } from "@chakra-ui/react";
import { SwitchField } from "../../../components/form/SwitchField";
import type { ReactNode } from "react";
import { SelectField } from "../../../components/form/SelectField";
import {
  allowsManyAttempts,
  gradingMethodLabels,
  MAX_ATTEMPTS,
  MAX_PASS_PERCENTAGE,
  MAX_TIME_LIMIT,
  MIN_ATTEMPTS,
  MIN_PASS_PERCENTAGE,
  MIN_TIME_LIMIT,
  reviewPolicyLabels,
  SETTINGS_LOCKED_NOTE,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsField,
} from "../quiz-settings";

// The element each field's message belongs to, so the form can move focus to the first one.
export const settingsFieldId = (idPrefix: string, field: SettingsField): string => `${idPrefix}-settings-${field}`;

type ToggleName = "timed" | "shuffleQuestions" | "shuffleOptions" | "unlimitedAttempts";

type QuizSettingsFieldsProps = {
  idPrefix: string;
  draft: SettingsDraft;
  onChange: (patch: Partial<SettingsDraft>) => void;
  errors: SettingsErrors;
  disabled: boolean;
  // Learners have attempted: time limit, shuffling and attempts allowed are fixed.
  lockedFields?: boolean;
  children?: ReactNode;
};

const PASS_MARK_HELP = "Learners pass with at least this share of the points";

type NumberSettingProps = {
  // The input's id (settingsFieldId), for focus on the field's message.
  id: string;
  label: string;
  help: string;
  error?: string;
  // Left out: as the fieldset is.
  disabled?: boolean;
  // The whole numbers allowed, both ends included.
  min: number;
  max: number;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  // Shown after the number ("%"), hidden from screen readers (the label says it).
  unit?: string;
};

// A whole-number setting: the number keyboard on phones, arrows that step by 1 within its range,
// its help and its message under it.
const NumberSetting = ({ id, label, help, error, disabled, min, max, value, onValueChange, placeholder, unit }: NumberSettingProps) => {
  const input = (
    <Input
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={value}
      placeholder={placeholder}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} maxW="xs" ids={{ control: id }}>
      <Field.Label>{label}</Field.Label>
      {unit ? <InputGroup endElement={<span aria-hidden="true">{unit}</span>}>{input}</InputGroup> : input}
      <Field.HelperText>{help}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
};

// The quiz's Settings: time limit, opening window, shuffling, review policy, attempts and pass mark.
export const QuizSettingsFields = ({
  idPrefix,
  draft,
  onChange,
  errors,
  disabled,
  lockedFields = false,
  children,
}: QuizSettingsFieldsProps) => {
  const fixed = disabled || lockedFields;
  const noteId = `${idPrefix}-settings-note`;
  // Every switch is fixed once learners have attempted.
  const toggle = (name: ToggleName) => ({
    checked: draft[name],
    disabled: fixed,
    onCheckedChange: (checked: boolean) => onChange({ [name]: checked }),
  });
  return (
    <Fieldset.Root disabled={disabled} aria-describedby={lockedFields ? noteId : undefined}>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        Settings
      </Fieldset.Legend>
      {lockedFields && (
        <Fieldset.HelperText id={noteId} color="fg.muted">
          {SETTINGS_LOCKED_NOTE}
        </Fieldset.HelperText>
      )}
      <Fieldset.Content gap="5">
        <Stack gap="3">
          <SwitchField label="Time limit" {...toggle("timed")} />
          {draft.timed && (
            <NumberSetting
              id={settingsFieldId(idPrefix, "timeLimitMinutes")}
              label="Time limit in minutes"
              help="From 1 to 600 minutes"
              error={errors.timeLimitMinutes}
              disabled={fixed}
              min={MIN_TIME_LIMIT}
              max={MAX_TIME_LIMIT}
              value={draft.timeLimit}
              onValueChange={(timeLimit) => onChange({ timeLimit })}
            />
          )}
        </Stack>

        <Stack direction={{ base: "column", sm: "row" }} gap="4">
          <Field.Root>
            <Field.Label>Opens</Field.Label>
            <Input type="datetime-local" value={draft.opensAt} onChange={(event) => onChange({ opensAt: event.target.value })} />
            <Field.HelperText>Optional, in your time zone</Field.HelperText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.closesAt)} ids={{ control: settingsFieldId(idPrefix, "closesAt") }}>
            <Field.Label>Closes</Field.Label>
            <Input type="datetime-local" value={draft.closesAt} onChange={(event) => onChange({ closesAt: event.target.value })} />
            <Field.HelperText>Optional, in your time zone</Field.HelperText>
            <Field.ErrorText>{errors.closesAt}</Field.ErrorText>
          </Field.Root>
        </Stack>

        <Stack gap="3">
          <SwitchField label="Shuffle questions" {...toggle("shuffleQuestions")} />
          <SwitchField label="Shuffle options" {...toggle("shuffleOptions")} />
        </Stack>

        <Stack gap="1" id={settingsFieldId(idPrefix, "reviewPolicy")}>
          <SelectField
            label="When learners see correct answers"
            value={draft.reviewPolicy}
            options={reviewPolicyLabels}
            onValueChange={(reviewPolicy) => onChange({ reviewPolicy })}
            error={errors.reviewPolicy}
            disabled={disabled}
          />
        </Stack>

        <Stack gap="3">
          <HStack gap="4" align="flex-start" wrap="wrap">
            <NumberSetting
              id={settingsFieldId(idPrefix, "attemptsAllowed")}
              label="Attempts allowed"
              help="From 1 to 10"
              error={errors.attemptsAllowed}
              disabled={fixed || draft.unlimitedAttempts}
              min={MIN_ATTEMPTS}
              max={MAX_ATTEMPTS}
              value={draft.unlimitedAttempts ? "" : draft.attemptsAllowed}
              placeholder={draft.unlimitedAttempts ? "Unlimited" : undefined}
              onValueChange={(attemptsAllowed) => onChange({ attemptsAllowed })}
            />
            <Box pt={{ base: "0", sm: "8" }}>
              <SwitchField label="Unlimited" {...toggle("unlimitedAttempts")} />
            </Box>
          </HStack>
        </Stack>

        {allowsManyAttempts(draft) && (
          <SelectField
            label="Which attempt counts"
            value={draft.gradingMethod}
            options={gradingMethodLabels}
            onValueChange={(gradingMethod) => onChange({ gradingMethod })}
            disabled={disabled}
          />
        )}

        {/* Never locked: a new mark decides the attempts already made too (the server moves them). */}
        <NumberSetting
          id={settingsFieldId(idPrefix, "passPercentage")}
          label="Pass mark"
          help={PASS_MARK_HELP}
          error={errors.passPercentage}
          min={MIN_PASS_PERCENTAGE}
          max={MAX_PASS_PERCENTAGE}
          value={draft.passPercentage}
          onValueChange={(passPercentage) => onChange({ passPercentage })}
          unit="%"
        />
        {children}
      </Fieldset.Content>
    </Fieldset.Root>
  );
};
