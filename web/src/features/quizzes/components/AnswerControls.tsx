import { Badge, Box, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { NativeRadio } from "../../../components/form/NativeRadio";
import { assertUnreachable } from "../../../lib/assert-unreachable";
import { ESSAY_MAX_LENGTH, SHORT_ANSWER_MAX_LENGTH, isPicks, type AnswerableQuestion, type AnswerValue } from "../answers";
import { optionLetter } from "../quiz-letters";
import type { ShownGrade } from "../quiz-rules";

const CHOOSE_ALL_HINT = "Choose all that apply";
const DECIMAL_HINT = "Use a point for decimals, e.g. 3.5";
const CHOOSE_MATCH = "Choose…";
const YOUR_ANSWER = "Your answer";

type OptionMark = { label: string; palette: "green" | "red" } | null;

const markOf = (optionIndex: number, graded: ShownGrade | undefined): OptionMark => {
  if (!graded || graded.correct === null) return null;
  const correct = optionIndex === graded.correct;
  const picked = optionIndex === graded.selected;
  if (correct && picked) return { label: "Your answer · Correct", palette: "green" };
  if (correct) return { label: "Correct answer", palette: "green" };
  if (picked) return { label: "Your answer · Incorrect", palette: "red" };
  return null;
};

const CHECK_STYLE = { accentColor: "var(--chakra-colors-teal-solid)", width: "1.1rem", height: "1.1rem", flexShrink: 0 } as const;

// One choice as a bordered row around its native input: the whole row is its label.
const ChoiceRow = ({ input, checked, disabled, mark, children }: { input: ReactNode; checked: boolean; disabled: boolean; mark?: OptionMark; children: ReactNode }) => (
  <Box
    as="label"
    display="flex"
    alignItems="center"
    gap="3"
    px="4"
    py="3"
    borderWidth="1px"
    borderRadius="md"
    cursor={disabled ? "default" : "pointer"}
    borderColor={mark ? `${mark.palette}.solid` : checked ? "teal.solid" : "border"}
    bg={mark ? `${mark.palette}.subtle` : checked ? "teal.subtle" : undefined}
    _hover={disabled ? undefined : { borderColor: "teal.emphasized" }}
    _focusWithin={{ outline: "2px solid", outlineColor: "teal.focusRing", outlineOffset: "2px" }}
  >
    {input}
    <HStack flex="1" justify="space-between" gap="3" wrap="wrap">
      <Text as="span" overflowWrap="anywhere">
        {children}
      </Text>
      {mark && (
        <Badge variant="solid" bg={`${mark.palette}.700`} color="white">
          {mark.label}
        </Badge>
      )}
    </HStack>
  </Box>
);

const Lettered = ({ index, text }: { index: number; text: string }) => (
  <>
    <Text as="span" fontWeight="bold">
      {optionLetter(index)}.
    </Text>{" "}
    {text}
  </>
);

// SINGLE_CHOICE: a native radio group (arrow keys move, Space picks); with `graded`, the marks of a result.
export const ChoiceOptions = ({ name, options, selected, onSelect, disabled, graded }: {
  name: string;
  options: readonly string[];
  selected: number | null;
  onSelect: (optionIndex: number) => void;
  disabled: boolean;
  graded?: ShownGrade;
}) => (
  <Stack gap="2">
    {options.map((option, optionIndex) => (
      <ChoiceRow
        key={optionIndex}
        checked={selected === optionIndex}
        disabled={disabled}
        mark={markOf(optionIndex, graded)}
        input={<NativeRadio name={name} value={optionIndex} checked={selected === optionIndex} disabled={disabled} onChange={() => onSelect(optionIndex)} />}
      >
        <Lettered index={optionIndex} text={option} />
      </ChoiceRow>
    ))}
  </Stack>
);

type ControlProps = { name: string; question: AnswerableQuestion; value: AnswerValue; onChange: (value: AnswerValue) => void; disabled: boolean; hintId: string };

const ResponseOptions = ({ name, question, value, onChange, disabled, hintId }: ControlProps) => {
  const chosen = isPicks(value) ? (value as number[]) : [];
  const toggle = (optionIndex: number, on: boolean) => {
    const next = on ? [...chosen, optionIndex].sort((a, b) => a - b) : chosen.filter((index) => index !== optionIndex);
    onChange(next.length > 0 ? next : null);
  };
  return (
    <Stack gap="2">
      <Text id={hintId} color="fg.muted" fontSize="sm">
        {CHOOSE_ALL_HINT}
      </Text>
      {question.options.map((option, optionIndex) => {
        const checked = chosen.includes(optionIndex);
        return (
          <ChoiceRow
            key={optionIndex}
            checked={checked}
            disabled={disabled}
            input={<input type="checkbox" style={CHECK_STYLE} name={name} value={optionIndex} checked={checked} disabled={disabled} onChange={(event) => toggle(optionIndex, event.target.checked)} />}
          >
            <Lettered index={optionIndex} text={option} />
          </ChoiceRow>
        );
      })}
    </Stack>
  );
};

const TrueFalseOptions = ({ name, value, onChange, disabled }: ControlProps) => (
  <Stack gap="2">
    {[true, false].map((choice) => (
      <ChoiceRow
        key={String(choice)}
        checked={value === choice}
        disabled={disabled}
        input={<NativeRadio name={name} value={String(choice)} checked={value === choice} disabled={disabled} onChange={() => onChange(choice)} />}
      >
        {choice ? "True" : "False"}
      </ChoiceRow>
    ))}
  </Stack>
);

const textOf = (value: AnswerValue): string => (typeof value === "string" ? value : "");

const TypedAnswer = ({ name, question, value, onChange, disabled }: ControlProps) => {
  const numeric = question.type === "NUMERICAL";
  return (
    <Field.Root disabled={disabled} maxW="md">
      <Field.Label>{YOUR_ANSWER}</Field.Label>
      <Input
        name={name}
        value={textOf(value)}
        autoComplete="off"
        inputMode={numeric ? "decimal" : undefined}
        maxLength={numeric ? undefined : SHORT_ANSWER_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
      />
      {numeric && <Field.HelperText>{DECIMAL_HINT}</Field.HelperText>}
    </Field.Root>
  );
};

const EssayAnswer = ({ name, value, onChange, disabled }: ControlProps) => {
  const text = textOf(value);
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{YOUR_ANSWER}</Field.Label>
      <Textarea name={name} value={text} rows={8} maxLength={ESSAY_MAX_LENGTH} onChange={(event) => onChange(event.target.value)} />
      <Field.HelperText>
        {text.length.toLocaleString("en")} / {ESSAY_MAX_LENGTH.toLocaleString("en")} characters
      </Field.HelperText>
    </Field.Root>
  );
};

// MATCHING: a native select per prompt (labelled by it) over the shown matches, blank until chosen.
const MatchingAnswer = ({ name, question, value, onChange, disabled }: ControlProps) => {
  const picks = isPicks(value) && value.length === question.prompts.length ? value : question.prompts.map(() => null);
  const choose = (promptIndex: number, raw: string) => {
    const next = picks.map((pick, index) => (index === promptIndex ? (raw === "" ? null : Number(raw)) : pick));
    onChange(next.some((pick) => pick !== null) ? next : null);
  };
  return (
    <Stack gap="3">
      {question.prompts.map((prompt, promptIndex) => (
        <Field.Root key={promptIndex} disabled={disabled} maxW="md">
          <Field.Label>{prompt}</Field.Label>
          <NativeSelect.Root disabled={disabled}>
            <NativeSelect.Field name={`${name}-prompt-${promptIndex}`} value={picks[promptIndex] ?? ""} onChange={(event) => choose(promptIndex, event.target.value)}>
              <option value="">{CHOOSE_MATCH}</option>
              {question.matches.map((match, matchIndex) => (
                <option key={matchIndex} value={matchIndex}>
                  {match}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
    </Stack>
  );
};

// The control a question of each type is answered with.
export const AnswerControl = (props: ControlProps) => {
  switch (props.question.type) {
    case "SINGLE_CHOICE":
      return (
        <ChoiceOptions
          name={props.name}
          options={props.question.options}
          selected={typeof props.value === "number" ? props.value : null}
          onSelect={props.onChange}
          disabled={props.disabled}
        />
      );
    case "MULTIPLE_RESPONSE":
      return <ResponseOptions {...props} />;
    case "TRUE_FALSE":
      return <TrueFalseOptions {...props} />;
    case "SHORT_ANSWER":
    case "NUMERICAL":
      return <TypedAnswer {...props} />;
    case "ESSAY":
      return <EssayAnswer {...props} />;
    case "MATCHING":
      return <MatchingAnswer {...props} />;
    default:
      return assertUnreachable(props.question.type);
  }
};
