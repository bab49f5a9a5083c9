import { plural } from "../../../lib/format";
import { Badge, Card, Field, Fieldset, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useMemo, useReducer, useRef, useState, type SubmitEvent } from "react";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { FieldMessageLinks } from "../../../components/form/FieldMessageLinks";
import { FormActions } from "../../../components/form/FormActions";
import { useServerFailure } from "../../../components/form/useServerFailure";
import type { BankQuestionInput } from "../../../graphql/__generated__/graphql";
import { QuestionEditor, questionFieldId } from "../../quiz-authoring/components/QuestionEditor";
import { quizBuilderReducer, type QuizBuilderAction } from "../../quiz-authoring/quiz-builder";
import {
  contentChanged,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  findBankIssue,
  MAX_TAGS,
  MAX_TITLE_LENGTH,
  parseTags,
  questionOf,
  toBankQuestionInput,
  type BankDraft,
  type FieldIssue,
} from "../bank-draft";
import { QUESTION_BANK_PATH } from "../paths";

type BankQuestionFormProps = {
  initialDraft: BankDraft;
  // Editing: the version saved and its draft, to say whether saving makes a new version.
  // `attempted`: the quizzes using it that have attempts (they keep their version).
  saved?: { version: number; draft: BankDraft; attempted?: number };
  submitLabel: string;
  busy: boolean;
  // The save: when the server refuses, its reason (this message when it gives none) shows above the
  // buttons and its messages by field ('title', 'tags', 'options.1', ...) at their fields.
  onSave: (input: BankQuestionInput) => Promise<void>;
  failureMessage: string;
};

// The bank's own fields; every other field the server names is the question's.
const BANK_FIELDS = ["title", "tags", "difficulty"] as const;
type BankField = (typeof BANK_FIELDS)[number];
const bankFieldOf = (key: string): BankField | null => BANK_FIELDS.find((field) => key === field || key.startsWith(`${field}.`)) ?? null;

// The question is the quiz builder's editor (QuestionEditor) driving one question of its draft.
const QUESTION_INDEX = 0;

/** A bank question's form: title, tags and difficulty, then the question as the quiz builder edits it. */
export const BankQuestionForm = ({
  initialDraft,
  saved,
  submitLabel,
  busy,
  onSave,
  failureMessage,
}: BankQuestionFormProps) => {
  const idPrefix = `bank-${useId().replace(/:/g, "")}`;
  const {
    run,
    failure: { serverError, serverFieldErrors },
  } = useServerFailure(failureMessage);
  const [meta, setMeta] = useState(() => ({ title: initialDraft.title, tags: initialDraft.tags, difficulty: initialDraft.difficulty }));
  const [quiz, dispatchQuiz] = useReducer(quizBuilderReducer, initialDraft.quiz);
  const draft: BankDraft = { ...meta, quiz };
  const [issue, setIssue] = useState<FieldIssue | null>(null);
  // The server's messages, until something changes (each answer brings a new object).
  const [clearedErrors, setClearedErrors] = useState<Readonly<Record<string, string>> | undefined>(undefined);
  const shownServerErrors = useMemo(
    () => (serverFieldErrors && serverFieldErrors !== clearedErrors ? serverFieldErrors : {}),
    [serverFieldErrors, clearedErrors],
  );
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  // This form's own check first, else the server's messages: the bank's fields, then the question's.
  const errors: Record<string, string> = issue ? { [issue.field]: issue.message } : { ...shownServerErrors };
  const bankErrors: Partial<Record<BankField, string>> = {};
  const questionErrors: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = bankFieldOf(key);
    if (field) bankErrors[field] ??= message;
    else questionErrors[key] = message;
  }

  const fieldId = (key: string) => {
    const bankField = bankFieldOf(key);
    return bankField ? `${idPrefix}-${bankField}` : questionFieldId(idPrefix, QUESTION_INDEX, key);
  };
  const changed = () => {
    setIssue(null);
    setClearedErrors(serverFieldErrors);
  };
  const dispatch = (action: QuizBuilderAction) => {
    dispatchQuiz(action);
    changed();
  };
  const setField = (patch: Partial<typeof meta>) => {
    setMeta((current) => ({ ...current, ...patch }));
    changed();
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = findBankIssue(draft);
    setIssue(found);
    if (found) {
      document.getElementById(fieldId(found.field))?.focus();
      return;
    }
    void run(() => onSave(toBankQuestionInput(draft)));
  };

  const tags = parseTags(meta.tags);
  const serverList = !issue ? Object.entries(shownServerErrors) : [];
  const message = issue?.message ?? serverError ?? null;
  const willChange = saved ? contentChanged(draft, saved.draft) : false;

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body p={{ base: "4", md: "6" }}>
            <Fieldset.Root disabled={busy}>
              <Fieldset.Legend fontSize="lg" fontWeight="semibold">
                In the bank
              </Fieldset.Legend>
              <Fieldset.Content gap="4">
                <Field.Root required id={`${idPrefix}-title`} invalid={Boolean(bankErrors.title)}>
                  <Field.Label>
                    Title <Field.RequiredIndicator />
                  </Field.Label>
                  <Input value={meta.title} onChange={(event) => setField({ title: event.target.value })} maxLength={MAX_TITLE_LENGTH} />
                  <Field.HelperText>For you: learners never see it.</Field.HelperText>
                  {bankErrors.title && <Field.ErrorText>{bankErrors.title}</Field.ErrorText>}
                </Field.Root>
                <HStack gap="4" align="start" wrap="wrap">
                  <Field.Root id={`${idPrefix}-tags`} invalid={Boolean(bankErrors.tags)} flex="2 1 14rem" minW="0">
                    <Field.Label>Tags</Field.Label>
                    <Input value={meta.tags} onChange={(event) => setField({ tags: event.target.value })} placeholder="algebra, week 2" />
                    <Field.HelperText>Separate tags with commas; up to {MAX_TAGS}.</Field.HelperText>
                    {bankErrors.tags && <Field.ErrorText>{bankErrors.tags}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root id={`${idPrefix}-difficulty`} invalid={Boolean(bankErrors.difficulty)} flex="1 1 10rem" minW="0">
                    <Field.Label>Difficulty</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={meta.difficulty} onChange={(event) => setField({ difficulty: event.target.value })}>
                        <option value="">None</option>
                        {DIFFICULTIES.map((level) => (
                          <option key={level} value={String(level)}>
                            {DIFFICULTY_LABELS[level]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {bankErrors.difficulty && <Field.ErrorText>{bankErrors.difficulty}</Field.ErrorText>}
                  </Field.Root>
                </HStack>
                {tags.length > 0 && (
                  <HStack as="ul" aria-label="Tags to save" gap="1.5" wrap="wrap" listStyleType="none">
                    {tags.map((tag) => (
                      <Badge as="li" key={tag.toLowerCase()} variant="surface">
                        {tag}
                      </Badge>
                    ))}
                  </HStack>
                )}
              </Fieldset.Content>
            </Fieldset.Root>
          </Card.Body>
        </Card.Root>

        <QuestionEditor
          idPrefix={idPrefix}
          question={questionOf(draft)}
          questionIndex={QUESTION_INDEX}
          canRemove={false}
          errors={questionErrors}
          disabled={busy}
          dispatch={dispatch}
          onRemove={() => undefined}
          requestFocus={(elementId) => {
            focusNext.current = elementId;
          }}
        />

        {message && (
          <ErrorAlert title={message}>
            {serverList.length > 0 && <FieldMessageLinks messages={serverList.map(([key, text]) => ({ key, message: text, target: fieldId(key) }))} />}
          </ErrorAlert>
        )}

        {saved && (
          <Text color="fg.muted" aria-live="polite" data-testid="version-note">
            {willChange
              ? `Saving makes version ${saved.version + 1}; version ${saved.version} stays readable.`
              : `The question itself is unchanged: saving keeps version ${saved.version}.`}
            {willChange && Boolean(saved.attempted) &&
              ` ${plural(saved.attempted ?? 0, "quiz", "quizzes")} with attempts keep${saved.attempted === 1 ? "s" : ""} the version ${saved.attempted === 1 ? "it uses" : "they use"}; once saved, Used by offers to update ${saved.attempted === 1 ? "it" : "them"}.`}
          </Text>
        )}
        <FormActions submitLabel={submitLabel} busyLabel="Saving..." busy={busy} cancel={QUESTION_BANK_PATH} />
      </Stack>
    </form>
  );
};
