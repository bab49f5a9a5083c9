import { Button, Card, Field, Fieldset, Heading, HStack, Input, Link, List, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from "react";
import type { QuizInput } from "../../../graphql/__generated__/graphql";
import {
  canRemoveQuestion,
  findIssue,
  quizBuilderReducer,
  toQuizInput,
  type IssueTarget,
  type QuizDraft,
  type ValidationIssue,
} from "../quiz-builder";
import { QuestionEditor, questionFieldId, questionTextId } from "./QuestionEditor";
import { QuizSettingsFields, settingsFieldId } from "./QuizSettingsFields";
import {
  defaultSettings,
  changedSettings,
  hasSettingsErrors,
  validateSettings,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsField,
} from "../quiz-settings";
import { FormActions } from "../../../components/form/FormActions";
import { ErrorAlert } from "../../../components/ErrorAlert";

type QuizBuilderFormProps = {
  initialDraft: QuizDraft;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  // Everything read-only: after success, or when the quiz can no longer be edited.
  locked?: boolean;
  // The server's refusal, shown where the validation messages are.
  serverError?: string | null;
  // The settings (a new quiz's defaults when left out) and the server's field errors of them.
  initialSettings?: SettingsDraft;
  serverSettingsErrors?: SettingsErrors;
  // The server's field errors (extensions.fieldErrors): those keyed `questions.<i>.<field>` are
  // shown at their field and listed under the message.
  serverFieldErrors?: Readonly<Record<string, string>>;
  cancelTo: string;
  onSubmit: (input: QuizInput) => void;
};

const targetId = (idPrefix: string, target: IssueTarget): string => {
  switch (target.kind) {
    case "title":
    case "instructions":
      return `${idPrefix}-${target.kind}`;
    case "questionText":
      return questionTextId(idPrefix, target.questionIndex);
    case "option":
      return questionFieldId(idPrefix, target.questionIndex, `options.${target.optionIndex}`);
    case "field":
      return questionFieldId(idPrefix, target.questionIndex, target.field);
  }
};

// A question's field a message belongs to, as the server names it ("questionText", "options.1", "points").
const issueField = (target: IssueTarget): { questionIndex: number; field: string } | null => {
  switch (target.kind) {
    case "questionText":
      return { questionIndex: target.questionIndex, field: "questionText" };
    case "option":
      return { questionIndex: target.questionIndex, field: `options.${target.optionIndex}` };
    case "field":
      return { questionIndex: target.questionIndex, field: target.field };
    default:
      return null;
  }
};

// The server's `questions.<i>.<field>` messages, in the order it sent them.
export const questionFieldErrors = (fieldErrors: Readonly<Record<string, string>>): { questionIndex: number; field: string; message: string }[] =>
  Object.entries(fieldErrors).flatMap(([key, message]) => {
    const match = /^questions\.(\d+)\.(.+)$/.exec(key);
    return match ? [{ questionIndex: Number(match[1]), field: match[2], message }] : [];
  });

// Focus a settings field: its input, or the select inside its wrapper.
export const focusSettingsField = (idPrefix: string, field: SettingsField): void => {
  const element = document.getElementById(settingsFieldId(idPrefix, field));
  const target = element && !["INPUT", "SELECT"].includes(element.tagName) ? element.querySelector<HTMLElement>("input, select") : element;
  target?.focus();
};

const SETTINGS_ORDER: readonly SettingsField[] = ["timeLimitMinutes", "closesAt", "reviewPolicy", "attemptsAllowed"];

// The Create Quiz form, also used (prefilled) to edit a quiz. Rules live in quiz-builder.ts.
export const QuizBuilderForm = ({
  initialDraft,
  submitLabel,
  busyLabel,
  busy,
  locked = false,
  serverError,
  initialSettings,
  serverSettingsErrors,
  serverFieldErrors,
  cancelTo,
  onSubmit,
}: QuizBuilderFormProps) => {
  const idPrefix = `quiz-${useId().replace(/:/g, "")}`;
  const [draft, dispatch] = useReducer(quizBuilderReducer, initialDraft);
  const [issue, setIssue] = useState<ValidationIssue | null>(null);
  const [startSettings] = useState<SettingsDraft>(() => initialSettings ?? defaultSettings());
  const [settings, setSettings] = useState<SettingsDraft>(startSettings);
  const [settingsErrors, setSettingsErrors] = useState<SettingsErrors>({});
  // The server's field errors, until the field changes.
  const [shownServerErrors, setShownServerErrors] = useState<SettingsErrors>({});
  useEffect(() => setShownServerErrors(serverSettingsErrors ?? {}), [serverSettingsErrors]);
  // The server's question messages, until the questions change.
  const [serverQuestionErrors, setServerQuestionErrors] = useState<ReturnType<typeof questionFieldErrors>>([]);
  useEffect(() => setServerQuestionErrors(questionFieldErrors(serverFieldErrors ?? {})), [serverFieldErrors]);
  // Where keyboard focus goes after the next render (a new question, a new option or the first problem).
  const focusNext = useRef<string | null>(null);
  const disabled = locked || busy;
  const error = issue?.message ?? serverError ?? null;
  const target = issue?.target;
  // Each question's messages by field: this form's check first, else the server's.
  const errorsByQuestion = useMemo(() => {
    const found = issue ? issueField(issue.target) : null;
    const all = found && issue ? [{ ...found, message: issue.message }] : serverQuestionErrors;
    const byQuestion = new Map<number, Record<string, string>>();
    for (const item of all) byQuestion.set(item.questionIndex, { ...byQuestion.get(item.questionIndex), [item.field]: item.message });
    return byQuestion;
  }, [issue, serverQuestionErrors]);
  const dispatchChange: typeof dispatch = (action) => {
    dispatch(action);
    if (serverQuestionErrors.length > 0) setServerQuestionErrors([]);
  };

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    const found = findIssue(draft);
    setIssue(found);
    if (found) {
      document.getElementById(targetId(idPrefix, found.target))?.focus();
      return;
    }
    const errors = validateSettings(settings);
    setSettingsErrors(errors);
    if (hasSettingsErrors(errors)) {
      const first = SETTINGS_ORDER.find((field) => errors[field]);
      if (first) focusSettingsField(idPrefix, first);
      return;
    }
    // Only what changed: a settings field left out keeps its value on the server.
    const changed = changedSettings(settings, startSettings);
    onSubmit(changed ? { ...toQuizInput(draft), settings: changed } : toQuizInput(draft));
  };

  const changeSettings = (patch: Partial<SettingsDraft>) => {
    setSettings((current) => ({ ...current, ...patch }));
    // A changed field drops its message (the whole check runs again at submit).
    setSettingsErrors({});
    setShownServerErrors({});
  };

  const canRemove = canRemoveQuestion(draft);

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body p={{ base: "4", md: "6" }}>
            <Fieldset.Root disabled={disabled}>
              <Fieldset.Legend fontSize="lg" fontWeight="semibold">
                Quiz details
              </Fieldset.Legend>
              <Fieldset.Content gap="4">
                <Field.Root required id={`${idPrefix}-title`} invalid={target?.kind === "title"}>
                  <Field.Label>
                    Quiz title <Field.RequiredIndicator />
                  </Field.Label>
                  <Input value={draft.title} onChange={(event) => dispatch({ type: "setTitle", value: event.target.value })} maxLength={200} />
                </Field.Root>
                <Field.Root required id={`${idPrefix}-instructions`} invalid={target?.kind === "instructions"}>
                  <Field.Label>
                    Instructions <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    value={draft.instructions}
                    onChange={(event) => dispatch({ type: "setInstructions", value: event.target.value })}
                    rows={3}
                  />
                </Field.Root>
              </Fieldset.Content>
            </Fieldset.Root>
          </Card.Body>
        </Card.Root>

        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="lg">
              Questions
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {draft.questions.length} {draft.questions.length === 1 ? "question" : "questions"}
            </Text>
          </HStack>
          {draft.questions.map((question, questionIndex) => (
            <QuestionEditor
              key={question.key}
              idPrefix={idPrefix}
              question={question}
              questionIndex={questionIndex}
              canRemove={canRemove}
              errors={errorsByQuestion.get(questionIndex) ?? {}}
              disabled={disabled}
              dispatch={dispatchChange}
              onRemove={() => {
                dispatchChange({ type: "removeQuestion", questionIndex });
                focusNext.current = `${idPrefix}-add-question`;
              }}
              requestFocus={(elementId) => {
                focusNext.current = elementId;
              }}
            />
          ))}
          <Button
            id={`${idPrefix}-add-question`}
            variant="outline"
            colorPalette="teal"
            alignSelf="flex-start"
            disabled={disabled}
            onClick={() => {
              dispatchChange({ type: "addQuestion" });
              focusNext.current = questionTextId(idPrefix, draft.questions.length);
            }}
          >
            Add Question
          </Button>
        </Stack>

        <Card.Root variant="outline">
          <Card.Body p={{ base: "4", md: "6" }}>
            <QuizSettingsFields
              idPrefix={idPrefix}
              draft={settings}
              onChange={changeSettings}
              errors={{ ...shownServerErrors, ...settingsErrors }}
              disabled={disabled}
            />
          </Card.Body>
        </Card.Root>

        {error && (
          <ErrorAlert title={error}>
            {!issue && serverQuestionErrors.length > 0 && (
              <List.Root as="ul" ps="4" mt="1">
                {serverQuestionErrors.map((item) => (
                  <List.Item key={`${item.questionIndex}.${item.field}`}>
                    <Link
                      href={`#${questionFieldId(idPrefix, item.questionIndex, item.field)}`}
                      textDecoration="underline"
                      onClick={(event) => {
                        // To the field itself (a link to an id only scrolls): keyboard users land where they type.
                        const field = document.getElementById(questionFieldId(idPrefix, item.questionIndex, item.field));
                        if (!field) return;
                        event.preventDefault();
                        field.focus();
                      }}
                    >
                      {item.message}
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </ErrorAlert>
        )}

        <FormActions submitLabel={submitLabel} busyLabel={busyLabel} busy={busy} cancel={cancelTo} done={locked} />
      </Stack>
    </form>
  );
};
