import {
  Box,
  chakra,
  Button,
  Card,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import type { Dispatch, ReactNode } from "react";
import { RichText } from "../../../components/RichText";
import type { QuestionType, TextFormat } from "../../../graphql/__generated__/graphql";
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  QUESTION_TYPES,
  ROW_BOUNDS,
  canAddOption,
  canAddRow,
  canRemoveOption,
  canRemoveRow,
  type NumericForm,
  type QuestionDraft,
  type QuizBuilderAction,
  type RowList,
} from "../quiz-builder";
import { optionLetter } from "../option-letter";
import { EntryControls } from "./EntryControls";

// Every field of a question has an id made from its name as the server gives it after
// `questions.<i>.` ("points", "optionCredits.1", "acceptedAnswers.0.text"), so a message finds it.
export const questionFieldId = (
  idPrefix: string,
  questionIndex: number,
  field: string,
): string => {
  if (field === "questionText")
    return `${idPrefix}-question-${questionIndex}-text`;
  const option = /^options\.(\d+)$/.exec(field);
  if (option)
    return `${idPrefix}-question-${questionIndex}-option-${option[1]}`;
  return `${idPrefix}-question-${questionIndex}-${field.replace(/\./g, "-")}`;
};
export const questionTextId = (idPrefix: string, questionIndex: number) =>
  questionFieldId(idPrefix, questionIndex, "questionText");
const optionId = (
  idPrefix: string,
  questionIndex: number,
  optionIndex: number,
) => questionFieldId(idPrefix, questionIndex, `options.${optionIndex}`);

type QuestionEditorProps = {
  idPrefix: string;
  question: QuestionDraft;
  questionIndex: number;
  // Its place in the quiz's list, from 1 (bank questions and random draws count): questionIndex + 1 when left out.
  n?: number;
  // Moving it up or down the list (no buttons when left out); controlsId names the buttons.
  move?: { controlsId: string; canMoveUp: boolean; canMoveDown: boolean; onMove: (by: -1 | 1) => void };
  canRemove: boolean;
  // The messages of this question's fields, keyed as the server keys them after `questions.<i>.`.
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  dispatch: Dispatch<QuizBuilderAction>;
  onRemove: () => void;
  // Moves keyboard focus to an element once the change has rendered.
  requestFocus: (elementId: string) => void;
};

type TextFieldProps = {
  id: string;
  label: ReactNode;
  // The full name for screen readers when the visible label is short ("Question 2, option B credit").
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  numeric?: boolean;
  multiline?: boolean;
  placeholder?: string;
  flex?: string;
  minW?: string;
  children?: ReactNode;
};

// One labelled input with its message: aria-invalid, and the message as its error message and
// description (Ark's Field only sets aria-errormessage, which few screen readers read).
const TextField = ({
  id,
  label,
  name,
  value,
  onChange,
  error,
  required,
  numeric,
  multiline,
  placeholder,
  flex,
  minW,
  children,
}: TextFieldProps) => {
  const described = error ? `field::${id}::error-text` : undefined;
  return (
    <Field.Root
      id={id}
      invalid={Boolean(error)}
      required={required}
      flex={flex}
      minW={minW ?? "0"}
    >
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <HStack gap="2" width="full" align="start">
        {multiline ? (
          <Textarea
            aria-label={name}
            aria-describedby={described}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            rows={2}
            maxLength={2000}
          />
        ) : (
          <Input
            aria-label={name}
            aria-describedby={described}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            inputMode={numeric ? "decimal" : undefined}
            maxLength={numeric ? 32 : 2000}
            flex="1"
            minW="0"
          />
        )}
        {children}
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
};

// A list's own message (its count, credits adding up...), reachable from the error summary.
const GroupMessage = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <Text id={id} tabIndex={-1} color="fg.error" fontSize="sm">
      {message}
    </Text>
  ) : null;

// Feedback fields fold away until wanted.
// Open from the start when it holds feedback or a message, so neither is hidden.
const FeedbackDetails = ({
  summary,
  open,
  children,
}: {
  summary: string;
  open: boolean;
  children: ReactNode;
}) => (
  <chakra.details fontSize="sm" open={open || undefined}>
    <chakra.summary cursor="pointer" color="fg.muted" py="1">
      {summary}
    </chakra.summary>
    <Stack gap="3" pt="2">
      {children}
    </Stack>
  </chakra.details>
);

const RemoveButton = ({
  name,
  onClick,
}: {
  name: string;
  onClick: () => void;
}) => (
  <IconButton
    aria-label={name}
    variant="ghost"
    colorPalette="red"
    onClick={onClick}
  >
    <span aria-hidden="true">✕</span>
  </IconButton>
);

// The formats a question's text and feedback can be written in.
const TEXT_FORMATS: { value: TextFormat; label: string }[] = [
  { value: "PLAIN", label: "Plain text" },
  { value: "MARKDOWN", label: "Markdown" },
];

// How a Markdown question will look to learners (its feedback is written the same way).
const MarkdownPreview = ({ id, text }: { id: string; text: string }) => (
  <Box as="section" aria-labelledby={`${id}-title`} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
    <Text id={`${id}-title`} fontSize="sm" color="fg.muted" mb="1">
      Preview, as learners see it
    </Text>
    <RichText text={text} format="MARKDOWN" />
  </Box>
);

// One question: its type, text, points and general feedback, then the fields its type reads.
export const QuestionEditor = ({
  idPrefix,
  question,
  questionIndex,
  n = questionIndex + 1,
  move,
  canRemove,
  errors,
  disabled,
  dispatch,
  onRemove,
  requestFocus,
}: QuestionEditorProps) => {
  const fieldId = (field: string) =>
    questionFieldId(idPrefix, questionIndex, field);
  const named = (part: string) => `Question ${n}, ${part}`;
  const addId = (list: string) => fieldId(`${list}-add`);

  const setRowsFocus = (list: RowList, first: string, rowIndex: number) =>
    requestFocus(fieldId(`${list}.${rowIndex}${first}`));
  const addRow = (list: RowList, first: string) => {
    dispatch({ type: "addRow", questionIndex, list });
    setRowsFocus(list, first, question[list].length);
  };
  const removeRow = (list: RowList, first: string, rowIndex: number) => {
    dispatch({ type: "removeRow", questionIndex, list, rowIndex });
    if (question[list].length > 1)
      setRowsFocus(list, first, Math.max(0, rowIndex - 1));
    else requestFocus(addId(list));
  };
  const addRowButton = (list: RowList, first: string, label: string) => (
    <HStack gap="3" wrap="wrap">
      <Button
        id={addId(list)}
        size="sm"
        variant="outline"
        disabled={!canAddRow(question, list)}
        onClick={() => addRow(list, first)}
      >
        {label}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {ROW_BOUNDS[list].min} to {ROW_BOUNDS[list].max}
      </Text>
    </HStack>
  );

  const options = (withCredits: boolean) => (
    <Stack gap="3" role="group" aria-label={`Question ${n} options`}>
      {question.options.map((option, optionIndex) => {
        const letter = optionLetter(optionIndex);
        return (
          <Stack key={optionIndex} gap="2" borderBottomWidth="1px" pb="3">
            <HStack gap="2" align="start" wrap="wrap">
              <TextField
                id={optionId(idPrefix, questionIndex, optionIndex)}
                label={`Option ${letter}`}
                required
                value={option}
                placeholder={`Option ${letter}`}
                error={errors[`options.${optionIndex}`]}
                onChange={(value) =>
                  dispatch({
                    type: "setOption",
                    questionIndex,
                    optionIndex,
                    value,
                  })
                }
                flex="1 1 12rem"
              />
              {withCredits && (
                <TextField
                  id={fieldId(`optionCredits.${optionIndex}`)}
                  label="Credit %"
                  name={named(`option ${letter} credit (percent)`)}
                  numeric
                  value={question.optionCredits[optionIndex] ?? ""}
                  error={errors[`optionCredits.${optionIndex}`]}
                  onChange={(value) =>
                    dispatch({
                      type: "setPerOption",
                      questionIndex,
                      list: "optionCredits",
                      index: optionIndex,
                      value,
                    })
                  }
                  flex="0 1 7rem"
                />
              )}
              {canRemoveOption(question) && (
                <Box alignSelf="end">
                  <RemoveButton
                    name={`Remove option ${letter}`}
                    onClick={() => {
                      dispatch({
                        type: "removeOption",
                        questionIndex,
                        optionIndex,
                      });
                      requestFocus(
                        optionId(
                          idPrefix,
                          questionIndex,
                          Math.max(0, optionIndex - 1),
                        ),
                      );
                    }}
                  />
                </Box>
              )}
            </HStack>
            <FeedbackDetails
              summary={`Feedback for option ${letter}`}
              open={Boolean(
                question.optionFeedback[optionIndex]?.trim() ||
                errors[`optionFeedback.${optionIndex}`],
              )}
            >
              <TextField
                id={fieldId(`optionFeedback.${optionIndex}`)}
                label="Feedback"
                name={named(`option ${letter} feedback`)}
                multiline
                value={question.optionFeedback[optionIndex] ?? ""}
                error={errors[`optionFeedback.${optionIndex}`]}
                onChange={(value) =>
                  dispatch({
                    type: "setPerOption",
                    questionIndex,
                    list: "optionFeedback",
                    index: optionIndex,
                    value,
                  })
                }
              />
            </FeedbackDetails>
          </Stack>
        );
      })}
      <GroupMessage
        id={fieldId("optionCredits")}
        message={withCredits ? errors.optionCredits : undefined}
      />
      <GroupMessage id={fieldId("options")} message={errors.options} />
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={!canAddOption(question)}
          onClick={() => {
            dispatch({ type: "addOption", questionIndex });
            requestFocus(
              optionId(idPrefix, questionIndex, question.options.length),
            );
          }}
        >
          Add option
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {MIN_OPTIONS} to {MAX_OPTIONS} options
          {withCredits ? "; the positive credits add up to 100%" : ""}
        </Text>
      </HStack>
    </Stack>
  );

  const select = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    choices: { value: string; label: string }[],
    error?: string,
  ) => (
    <Field.Root id={id} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );

  const singleChoice = () => (
    <>
      {options(false)}
      {select(
        `${idPrefix}-question-${questionIndex}-correct`,
        "Correct answer",
        String(question.correctAnswerIndex),
        (value) =>
          dispatch({
            type: "setCorrect",
            questionIndex,
            optionIndex: Number(value),
          }),
        question.options.map((option, optionIndex) => ({
          value: String(optionIndex),
          label: `${optionLetter(optionIndex)}. ${option.trim() === "" ? "(empty option)" : option}`,
        })),
        errors.correctAnswerIndex,
      )}
    </>
  );

  const trueFalse = () => (
    <>
      {select(
        fieldId("correctBoolean"),
        "The statement is",
        question.correctBoolean ? "true" : "false",
        (value) =>
          dispatch({
            type: "setQuestionField",
            questionIndex,
            field: "correctBoolean",
            value: value === "true",
          }),
        [
          { value: "true", label: "True" },
          { value: "false", label: "False" },
        ],
        errors.correctBoolean,
      )}
      <FeedbackDetails
        summary="Feedback for each answer"
        open={
          question.booleanFeedback.some((text) => text.trim() !== "") ||
          Boolean(errors["optionFeedback.0"] || errors["optionFeedback.1"])
        }
      >
        {(["True", "False"] as const).map((word, index) => (
          <TextField
            key={word}
            id={fieldId(`optionFeedback.${index}`)}
            label={`Feedback if the learner answers ${word}`}
            name={named(`feedback if the learner answers ${word}`)}
            multiline
            value={question.booleanFeedback[index]}
            error={errors[`optionFeedback.${index}`]}
            onChange={(value) =>
              dispatch({
                type: "setPerOption",
                questionIndex,
                list: "booleanFeedback",
                index,
                value,
              })
            }
          />
        ))}
      </FeedbackDetails>
    </>
  );

  const creditField = (
    list: "acceptedAnswers" | "numericAnswers",
    rowIndex: number,
    what: string,
    value: string,
  ) => (
    <TextField
      id={fieldId(`${list}.${rowIndex}.credit`)}
      label="Credit %"
      name={named(`${what} ${rowIndex + 1} credit (percent)`)}
      numeric
      value={value}
      error={errors[`${list}.${rowIndex}.credit`]}
      onChange={(credit) =>
        dispatch({
          type: "setRow",
          questionIndex,
          change: { list, rowIndex, value: { credit } },
        })
      }
      flex="0 1 7rem"
    />
  );

  const rowFeedback = (
    list: "acceptedAnswers" | "numericAnswers",
    rowIndex: number,
    what: string,
    value: string,
  ) => (
    <FeedbackDetails
      summary={`Feedback for ${what} ${rowIndex + 1}`}
      open={Boolean(value.trim() || errors[`${list}.${rowIndex}.feedback`])}
    >
      <TextField
        id={fieldId(`${list}.${rowIndex}.feedback`)}
        label="Feedback"
        name={named(`${what} ${rowIndex + 1} feedback`)}
        multiline
        value={value}
        error={errors[`${list}.${rowIndex}.feedback`]}
        onChange={(feedback) =>
          dispatch({
            type: "setRow",
            questionIndex,
            change: { list, rowIndex, value: { feedback } },
          })
        }
      />
    </FeedbackDetails>
  );

  const shortAnswer = () => (
    <Stack gap="3" role="group" aria-label={`Question ${n} accepted answers`}>
      {question.acceptedAnswers.map((answer, rowIndex) => (
        <Stack key={rowIndex} gap="2" borderBottomWidth="1px" pb="3">
          <HStack gap="2" align="start" wrap="wrap">
            <TextField
              id={fieldId(`acceptedAnswers.${rowIndex}.text`)}
              label={`Accepted answer ${rowIndex + 1}`}
              name={named(`accepted answer ${rowIndex + 1}`)}
              required
              value={answer.text}
              error={errors[`acceptedAnswers.${rowIndex}.text`]}
              onChange={(text) =>
                dispatch({
                  type: "setRow",
                  questionIndex,
                  change: {
                    list: "acceptedAnswers",
                    rowIndex,
                    value: { text },
                  },
                })
              }
              flex="1 1 12rem"
            />
            {creditField(
              "acceptedAnswers",
              rowIndex,
              "accepted answer",
              answer.credit,
            )}
            {canRemoveRow(question, "acceptedAnswers") && (
              <Box alignSelf="end">
                <RemoveButton
                  name={named(`remove accepted answer ${rowIndex + 1}`)}
                  onClick={() =>
                    removeRow("acceptedAnswers", ".text", rowIndex)
                  }
                />
              </Box>
            )}
          </HStack>
          {rowFeedback(
            "acceptedAnswers",
            rowIndex,
            "accepted answer",
            answer.feedback,
          )}
        </Stack>
      ))}
      <Text fontSize="sm" color="fg.muted">
        The first accepted answer that matches decides; * matches any
        characters.
      </Text>
      <GroupMessage
        id={fieldId("acceptedAnswers")}
        message={errors.acceptedAnswers}
      />
      {addRowButton("acceptedAnswers", ".text", "Add accepted answer")}
      <Checkbox.Root
        checked={question.caseSensitive}
        onCheckedChange={(details) =>
          dispatch({
            type: "setQuestionField",
            questionIndex,
            field: "caseSensitive",
            value: details.checked === true,
          })
        }
      >
        <Checkbox.HiddenInput id={fieldId("caseSensitive")} />
        <Checkbox.Control />
        <Checkbox.Label>Case sensitive</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );

  const numerical = () => (
    <Stack gap="3" role="group" aria-label={`Question ${n} accepted numbers`}>
      {question.numericAnswers.map((answer, rowIndex) => {
        const set = (value: Partial<typeof answer>) =>
          dispatch({
            type: "setRow",
            questionIndex,
            change: { list: "numericAnswers", rowIndex, value },
          });
        const numberField = (
          key: "value" | "tolerance" | "min" | "max",
          label: string,
        ) => (
          <TextField
            id={fieldId(`numericAnswers.${rowIndex}.${key}`)}
            label={label}
            name={named(
              `accepted number ${rowIndex + 1} ${label.toLowerCase()}`,
            )}
            numeric
            value={answer[key]}
            error={errors[`numericAnswers.${rowIndex}.${key}`]}
            onChange={(value) => set({ [key]: value })}
            flex="1 1 6rem"
          />
        );
        return (
          <Stack key={rowIndex} gap="2" borderBottomWidth="1px" pb="3">
            {select(
              fieldId(`numericAnswers.${rowIndex}.form`),
              `Accepted number ${rowIndex + 1}`,
              answer.form,
              (form) => set({ form: form as NumericForm }),
              [
                { value: "tolerance", label: "A value ± a tolerance" },
                {
                  value: "range",
                  label: "A range from a minimum to a maximum",
                },
              ],
            )}
            <HStack gap="2" align="start" wrap="wrap">
              {answer.form === "tolerance" ? (
                <>
                  {numberField("value", "Value")}
                  {numberField("tolerance", "Tolerance")}
                </>
              ) : (
                <>
                  {numberField("min", "Minimum")}
                  {numberField("max", "Maximum")}
                </>
              )}
              {creditField(
                "numericAnswers",
                rowIndex,
                "accepted number",
                answer.credit,
              )}
              {canRemoveRow(question, "numericAnswers") && (
                <Box alignSelf="end">
                  <RemoveButton
                    name={named(`remove accepted number ${rowIndex + 1}`)}
                    onClick={() =>
                      removeRow("numericAnswers", ".form", rowIndex)
                    }
                  />
                </Box>
              )}
            </HStack>
            {rowFeedback(
              "numericAnswers",
              rowIndex,
              "accepted number",
              answer.feedback,
            )}
          </Stack>
        );
      })}
      <GroupMessage
        id={fieldId("numericAnswers")}
        message={errors.numericAnswers}
      />
      {addRowButton("numericAnswers", ".form", "Add accepted number")}
    </Stack>
  );

  const matching = () => (
    <>
      <Stack gap="3" role="group" aria-label={`Question ${n} pairs`}>
        {question.pairs.map((pair, rowIndex) => (
          <HStack
            key={rowIndex}
            gap="2"
            align="start"
            wrap="wrap"
            borderBottomWidth="1px"
            pb="3"
          >
            <TextField
              id={fieldId(`pairs.${rowIndex}.prompt`)}
              label={`Prompt ${rowIndex + 1}`}
              name={named(`pair ${rowIndex + 1} prompt`)}
              required
              value={pair.prompt}
              error={errors[`pairs.${rowIndex}.prompt`]}
              onChange={(prompt) =>
                dispatch({
                  type: "setRow",
                  questionIndex,
                  change: { list: "pairs", rowIndex, value: { prompt } },
                })
              }
              flex="1 1 10rem"
            />
            <Text aria-hidden="true" alignSelf="center" pt="6">
              →
            </Text>
            <TextField
              id={fieldId(`pairs.${rowIndex}.match`)}
              label={`Match ${rowIndex + 1}`}
              name={named(`pair ${rowIndex + 1} match`)}
              required
              value={pair.match}
              error={errors[`pairs.${rowIndex}.match`]}
              onChange={(match) =>
                dispatch({
                  type: "setRow",
                  questionIndex,
                  change: { list: "pairs", rowIndex, value: { match } },
                })
              }
              flex="1 1 10rem"
            />
            {canRemoveRow(question, "pairs") && (
              <Box alignSelf="end">
                <RemoveButton
                  name={named(`remove pair ${rowIndex + 1}`)}
                  onClick={() => removeRow("pairs", ".prompt", rowIndex)}
                />
              </Box>
            )}
          </HStack>
        ))}
        <GroupMessage id={fieldId("pairs")} message={errors.pairs} />
        {addRowButton("pairs", ".prompt", "Add pair")}
      </Stack>
      <Stack gap="3" role="group" aria-label={`Question ${n} extra matches`}>
        <Text fontSize="sm" color="fg.muted">
          Extra matches belong to no prompt: they make guessing harder.
        </Text>
        {question.extraMatches.map((extra, rowIndex) => (
          <TextField
            key={rowIndex}
            id={fieldId(`extraMatches.${rowIndex}`)}
            label={`Extra match ${rowIndex + 1}`}
            name={named(`extra match ${rowIndex + 1}`)}
            value={extra}
            error={errors[`extraMatches.${rowIndex}`]}
            onChange={(value) =>
              dispatch({
                type: "setRow",
                questionIndex,
                change: { list: "extraMatches", rowIndex, value },
              })
            }
          >
            <RemoveButton
              name={named(`remove extra match ${rowIndex + 1}`)}
              onClick={() => removeRow("extraMatches", "", rowIndex)}
            />
          </TextField>
        ))}
        <GroupMessage
          id={fieldId("extraMatches")}
          message={errors.extraMatches}
        />
        {addRowButton("extraMatches", "", "Add extra match")}
      </Stack>
    </>
  );

  const typeFields = (): ReactNode => {
    switch (question.type) {
      case "SINGLE_CHOICE":
        return singleChoice();
      case "MULTIPLE_RESPONSE":
        return options(true);
      case "TRUE_FALSE":
        return trueFalse();
      case "SHORT_ANSWER":
        return shortAnswer();
      case "NUMERICAL":
        return numerical();
      case "MATCHING":
        return matching();
      case "ESSAY":
        return (
          <Text fontSize="sm" color="fg.muted">
            Learners write their answer; you grade it from the grading queue.
          </Text>
        );
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Body gap="4" p={{ base: "4", md: "6" }}>
        <Fieldset.Root disabled={disabled}>
          <HStack justify="space-between" align="center" gap="3" wrap="wrap">
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              Question {n}
            </Fieldset.Legend>
            {move ? (
              <EntryControls
                id={move.controlsId}
                name={`question ${n}`}
                canMoveUp={move.canMoveUp}
                canMoveDown={move.canMoveDown}
                canRemove={canRemove}
                disabled={disabled}
                onMove={move.onMove}
                onRemove={onRemove}
                removeLabel="Remove question"
              />
            ) : (
              canRemove && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={onRemove}
                  aria-label={`Remove question ${n}`}
                >
                  Remove question
                </Button>
              )
            )}
          </HStack>

          <Fieldset.Content gap="4">
            <HStack gap="3" align="start" wrap="wrap">
              <Box flex="1 1 12rem">
                {select(
                  fieldId("type"),
                  "Question type",
                  question.type,
                  (value) =>
                    dispatch({
                      type: "setType",
                      questionIndex,
                      value: value as QuestionType,
                    }),
                  QUESTION_TYPES.map((item) => ({
                    value: item.value,
                    label: item.label,
                  })),
                  errors.type,
                )}
              </Box>
              <TextField
                id={fieldId("points")}
                label="Points"
                name={named("points")}
                numeric
                required
                value={question.points}
                error={errors.points}
                onChange={(value) =>
                  dispatch({
                    type: "setQuestionField",
                    questionIndex,
                    field: "points",
                    value,
                  })
                }
                flex="0 1 8rem"
              />
              <Box flex="1 1 10rem">
                {select(
                  fieldId("textFormat"),
                  "Text format",
                  question.textFormat,
                  (value) =>
                    dispatch({
                      type: "setQuestionField",
                      questionIndex,
                      field: "textFormat",
                      value: value as TextFormat,
                    }),
                  TEXT_FORMATS,
                  errors.textFormat,
                )}
              </Box>
            </HStack>

            <TextField
              id={questionTextId(idPrefix, questionIndex)}
              label="Question text"
              required
              multiline
              value={question.questionText}
              error={errors.questionText}
              onChange={(value) =>
                dispatch({ type: "setQuestionText", questionIndex, value })
              }
            />
            {question.textFormat === "MARKDOWN" &&
              question.questionText.trim() !== "" && (
                <MarkdownPreview id={fieldId("preview")} text={question.questionText} />
              )}

            {typeFields()}

            <TextField
              id={fieldId("generalFeedback")}
              label="General feedback"
              name={named("general feedback")}
              multiline
              value={question.generalFeedback}
              error={errors.generalFeedback}
              placeholder="Shown with the result, whatever was answered"
              onChange={(value) =>
                dispatch({
                  type: "setQuestionField",
                  questionIndex,
                  field: "generalFeedback",
                  value,
                })
              }
            />
          </Fieldset.Content>
        </Fieldset.Root>
      </Card.Body>
    </Card.Root>
  );
};
