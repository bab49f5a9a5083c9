import { Button, Card, Field, Fieldset, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import type { Dispatch } from "react";
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  canAddOption,
  canRemoveOption,
  type IssueTarget,
  type QuestionDraft,
  type QuizBuilderAction,
} from "../quiz-builder";
import { optionLetter } from "../option-letter";

export const questionTextId = (idPrefix: string, questionIndex: number) => `${idPrefix}-question-${questionIndex}-text`;
export const optionId = (idPrefix: string, questionIndex: number, optionIndex: number) =>
  `${idPrefix}-question-${questionIndex}-option-${optionIndex}`;

type QuestionEditorProps = {
  idPrefix: string;
  question: QuestionDraft;
  questionIndex: number;
  canRemove: boolean;
  // The field the last validation message points at, when it is in this question.
  invalidTarget: IssueTarget | null;
  disabled: boolean;
  dispatch: Dispatch<QuizBuilderAction>;
  onRemove: () => void;
  // Moves keyboard focus to an element once the change has rendered.
  requestFocus: (elementId: string) => void;
};

// One question: its text, 2 to 6 options and the correct-answer select.
export const QuestionEditor = ({
  idPrefix,
  question,
  questionIndex,
  canRemove,
  invalidTarget,
  disabled,
  dispatch,
  onRemove,
  requestFocus,
}: QuestionEditorProps) => {
  const n = questionIndex + 1;
  const removableOptions = canRemoveOption(question);
  const addable = canAddOption(question);
  const correctId = `${idPrefix}-question-${questionIndex}-correct`;

  return (
    <Card.Root variant="outline">
      <Card.Body gap="4" p={{ base: "4", md: "6" }}>
        <Fieldset.Root disabled={disabled}>
          <HStack justify="space-between" align="center" gap="3" wrap="wrap">
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              Question {n}
            </Fieldset.Legend>
            {canRemove && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove} aria-label={`Remove question ${n}`}>
                Remove question
              </Button>
            )}
          </HStack>

          <Fieldset.Content gap="4">
            <Field.Root required id={questionTextId(idPrefix, questionIndex)} invalid={invalidTarget?.kind === "questionText"}>
              <Field.Label>
                Question text <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                value={question.questionText}
                onChange={(event) => dispatch({ type: "setQuestionText", questionIndex, value: event.target.value })}
                rows={2}
                maxLength={2000}
              />
            </Field.Root>

            <Stack gap="3" role="group" aria-label={`Question ${n} options`}>
              {question.options.map((option, optionIndex) => {
                const letter = optionLetter(optionIndex);
                const id = optionId(idPrefix, questionIndex, optionIndex);
                return (
                  <Field.Root
                    key={optionIndex}
                    required
                    id={id}
                    invalid={invalidTarget?.kind === "option" && invalidTarget.optionIndex === optionIndex}
                  >
                    <Field.Label>
                      Option {letter} <Field.RequiredIndicator />
                    </Field.Label>
                    <HStack gap="2" width="full">
                      <Input
                        value={option}
                        placeholder={`Option ${letter}`}
                        onChange={(event) => dispatch({ type: "setOption", questionIndex, optionIndex, value: event.target.value })}
                        maxLength={2000}
                        flex="1"
                        minW="0"
                      />
                      {removableOptions && (
                        <IconButton
                          aria-label={`Remove option ${letter}`}
                          variant="ghost"
                          colorPalette="red"
                          onClick={() => {
                            dispatch({ type: "removeOption", questionIndex, optionIndex });
                            requestFocus(optionId(idPrefix, questionIndex, Math.max(0, optionIndex - 1)));
                          }}
                        >
                          <span aria-hidden="true">✕</span>
                        </IconButton>
                      )}
                    </HStack>
                  </Field.Root>
                );
              })}
            </Stack>

            <HStack gap="3" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                disabled={!addable}
                onClick={() => {
                  dispatch({ type: "addOption", questionIndex });
                  requestFocus(optionId(idPrefix, questionIndex, question.options.length));
                }}
              >
                Add option
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {MIN_OPTIONS} to {MAX_OPTIONS} options
              </Text>
            </HStack>

            <Field.Root id={correctId}>
              <Field.Label>Correct answer</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={String(question.correctAnswerIndex)}
                  onChange={(event) => dispatch({ type: "setCorrect", questionIndex, optionIndex: Number(event.target.value) })}
                >
                  {question.options.map((option, optionIndex) => (
                    <option key={optionIndex} value={optionIndex}>
                      {`${optionLetter(optionIndex)}. ${option.trim() === "" ? "(empty option)" : option}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Fieldset.Content>
        </Fieldset.Root>
      </Card.Body>
    </Card.Root>
  );
};
