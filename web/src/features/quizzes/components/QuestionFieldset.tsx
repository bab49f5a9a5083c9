import { Badge, Box, Fieldset, HStack, Stack, Text } from "@chakra-ui/react";
import { NativeRadio } from "../../../components/form/NativeRadio";
import { optionLetter } from "../quiz-letters";
import type { ShownGrade } from "../quiz-rules";

export const NOT_ANSWERED = "Not answered";

type QuestionFieldsetProps = {
  name: string;
  questionIndex: number;
  questionText: string;
  options: readonly string[];
  selected: number | null;
  onSelect: (optionIndex: number) => void;
  disabled: boolean;
  // Present once submitted (as shown positions): marks the correct option and a wrong pick, when
  // the review policy lets the correct one be seen.
  graded?: ShownGrade;
};

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

// One question as a native radio group: arrow keys move between options, Space picks one.
// The inputs (not the fieldset) are disabled once submitted so the question text keeps full contrast.
export const QuestionFieldset = ({
  name,
  questionIndex,
  questionText,
  options,
  selected,
  onSelect,
  disabled,
  graded,
}: QuestionFieldsetProps) => (
  <Fieldset.Root>
    <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="3">
      <Text as="span" display="block" color="fg.muted" fontSize="sm">
        Question {questionIndex + 1}
      </Text>
      {questionText}
    </Fieldset.Legend>
    <Stack gap="2">
      {options.map((option, optionIndex) => {
        const mark = markOf(optionIndex, graded);
        const checked = selected === optionIndex;
        return (
          <Box
            as="label"
            key={optionIndex}
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
            <NativeRadio name={name} value={optionIndex} checked={checked} disabled={disabled} onChange={() => onSelect(optionIndex)} />
            <HStack flex="1" justify="space-between" gap="3" wrap="wrap">
              <Text as="span">
                <Text as="span" fontWeight="bold">
                  {optionLetter(optionIndex)}.
                </Text>{" "}
                {option}
              </Text>
              {mark && (
                <Badge variant="solid" bg={`${mark.palette}.700`} color="white">
                  {mark.label}
                </Badge>
              )}
            </HStack>
          </Box>
        );
      })}
      {graded && graded.selected === null && (
        <Text color="fg.muted" fontStyle="italic">
          {NOT_ANSWERED}
        </Text>
      )}
    </Stack>
  </Fieldset.Root>
);

type ShownQuestion = { index: number; questionText: string; options: readonly string[] };

/**
 * Every question as the learner is shown it, to answer: an answer names a question and an option by
 * their places on screen (`answers[position]`), which the server maps back to the tutor's order.
 */
export const QuestionFieldsets = ({
  name,
  questions,
  answers,
  onSelect,
  disabled,
}: {
  name: string;
  questions: readonly ShownQuestion[];
  answers: ReadonlyArray<number | null | undefined>;
  onSelect: (position: number, optionIndex: number) => void;
  disabled: boolean;
}) =>
  questions.map((question, position) => (
    <QuestionFieldset
      key={`${question.index}-${position}`}
      name={`${name}-question-${position}`}
      questionIndex={position}
      questionText={question.questionText}
      options={question.options}
      selected={answers[position] ?? null}
      onSelect={(optionIndex) => onSelect(position, optionIndex)}
      disabled={disabled}
    />
  ));
