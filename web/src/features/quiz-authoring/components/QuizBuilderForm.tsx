import { Button, Card, Field, Fieldset, Heading, HStack, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useId, useMemo, useReducer, useRef, useState, type SubmitEvent } from "react";
import type { QuizInput } from "../../../graphql/__generated__/graphql";
import {
  canRemoveQuestion,
  entriesOf,
  entryIndexOfFixed,
  findIssue,
  parseCount,
  quizBuilderReducer,
  toQuizInput,
  type IssueTarget,
  type QuizDraft,
  type QuizEntry,
  type ValidationIssue,
} from "../quiz-builder";
import { QuestionEditor, questionFieldId, questionTextId } from "./QuestionEditor";
import { AddFromBankDialog } from "./AddFromBankDialog";
import { BankEntryCard, bankEntryId } from "./BankEntryCard";
import { moveButtonId, type EntryPlacement } from "./EntryControls";
import { RandomSlotEditor, slotFieldId, type SlotField } from "./RandomSlotEditor";
import { QuizSettingsFields, settingsFieldId } from "./QuizSettingsFields";
import {
  defaultSettings,
  changedSettings,
  hasSettingsErrors,
  SETTINGS_ORDER,
  settingsErrorsFrom,
  validateSettings,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsField,
} from "../quiz-settings";
import { FieldMessageLinks } from "../../../components/form/FieldMessageLinks";
import { FormActions } from "../../../components/form/FormActions";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { toaster } from "../../../components/ui/toaster";
import { plural } from "../../../lib/format";

type QuizBuilderFormProps = {
  initialDraft: QuizDraft;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  // Everything read-only: after success, or when the quiz can no longer be edited.
  locked?: boolean;
  // The server's refusal, shown where the validation messages are.
  serverError?: string | null;
  // The settings: a new quiz's defaults when left out.
  initialSettings?: SettingsDraft;
  // The server's field errors (extensions.fieldErrors), a new object at each refusal: the settings'
  // ("settings.closesAt") at their fields; those keyed `questions.<i>.<field>` (and `slots.<i>`) at
  // their field too, and listed under the message.
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
    case "slot":
      return slotFieldId(idPrefix, target.entryIndex, target.field);
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

// How many questions an attempt gets: the fixed ones and each random draw's count.
const questionCountLine = (entries: readonly QuizEntry[]): string => {
  const drawn = entries.reduce((sum, entry) => sum + (entry.kind === "random" ? (parseCount(entry.count) ?? 0) : 0), 0);
  const fixed = entries.filter((entry) => entry.kind !== "random").length;
  const total = plural(fixed + drawn, "question");
  return drawn > 0 ? `${total} (${drawn} drawn at random)` : total;
};

// A server message placed on the list's entries: a written question's field, or a slot's (a bank
// question's or a random draw's; field "" for the slot as a whole). `key` is the entry's.
export type EntryError =
  | { kind: "question"; key: string; questionIndex: number; field: string; message: string }
  | { kind: "slot"; key: string; entryIndex: number; field: string; message: string };

// The server names a fixed question by its index among the fixed ones (`questions.<i>.<field>`)
// and a slot by its place in the list (`slots.<i>` or `slots.<i>.<field>`): each message goes to
// its entry as the list stood when it was sent. Others (settings...) are not the list's.
const entryErrors = (draft: QuizDraft, fieldErrors: Readonly<Record<string, string>>): EntryError[] => {
  const entries = entriesOf(draft);
  return Object.entries(fieldErrors).flatMap(([key, message]): EntryError[] => {
    const question = /^questions\.(\d+)\.(.+)$/.exec(key);
    if (question) {
      const index = entryIndexOfFixed(draft, Number(question[1]));
      const entry = index === null ? undefined : entries[index];
      if (!entry || index === null) return [];
      if (entry.kind === "written") return [{ kind: "question", key: entry.key, questionIndex: entry.questionIndex, field: question[2], message }];
      return [{ kind: "slot", key: entry.key, entryIndex: index, field: "", message }];
    }
    const slot = /^slots\.(\d+)(?:\.(.+))?$/.exec(key);
    if (!slot) return [];
    const entryIndex = Number(slot[1]);
    const entry = entries[entryIndex];
    if (!entry) return [];
    const field = slot[2] ?? "";
    // A written question's slot message belongs to its text, where the tutor can act on it.
    if (entry.kind === "written") return [{ kind: "question", key: entry.key, questionIndex: entry.questionIndex, field: field.startsWith("question.") ? field.slice("question.".length) : "questionText", message }];
    return [{ kind: "slot", key: entry.key, entryIndex, field: entry.kind === "random" && ["randomTag", "count", "difficulty"].includes(field) ? field : "", message }];
  });
};

// Focus a settings field: its input, or the select inside its wrapper.
export const focusSettingsField = (idPrefix: string, field: SettingsField): void => {
  const element = document.getElementById(settingsFieldId(idPrefix, field));
  const target = element && !["INPUT", "SELECT"].includes(element.tagName) ? element.querySelector<HTMLElement>("input, select") : element;
  target?.focus();
};

// The Create Quiz form, also used (prefilled) to edit a quiz. Rules live in quiz-builder.ts.
export const QuizBuilderForm = ({
  initialDraft,
  submitLabel,
  busyLabel,
  busy,
  locked = false,
  serverError,
  initialSettings,
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
  const serverSettingsErrors = useMemo(() => (serverFieldErrors ? settingsErrorsFrom(serverFieldErrors) : undefined), [serverFieldErrors]);
  // The server's field errors of the settings, until a field changes.
  const [shownServerErrors, setShownServerErrors] = useState<SettingsErrors>(serverSettingsErrors ?? {});
  const [lastServerErrors, setLastServerErrors] = useState(serverSettingsErrors);
  if (lastServerErrors !== serverSettingsErrors) {
    setLastServerErrors(serverSettingsErrors);
    setShownServerErrors(serverSettingsErrors ?? {});
  }
  // The server's messages about the list's entries, until the list changes (placed on the list as
  // it was sent: the draft of the last submit).
  const sentDraft = useRef<QuizDraft>(initialDraft);
  const [serverQuestionErrors, setServerQuestionErrors] = useState<EntryError[]>([]);
  useEffect(() => setServerQuestionErrors(entryErrors(sentDraft.current, serverFieldErrors ?? {})), [serverFieldErrors]);
  const [bankOpen, setBankOpen] = useState(false);
  // Where keyboard focus goes after the next render (a new question, a new option or the first problem).
  const focusNext = useRef<string | null>(null);
  const disabled = locked || busy;
  const error = issue?.message ?? serverError ?? null;
  const target = issue?.target;
  // Each question's messages by field: this form's check first, else the server's.
  const entries = entriesOf(draft);
  const errorsByQuestion = useMemo(() => {
    const found = issue ? issueField(issue.target) : null;
    const all = found && issue ? [{ ...found, message: issue.message }] : serverQuestionErrors.flatMap((item) => (item.kind === "question" ? [item] : []));
    const byQuestion = new Map<number, Record<string, string>>();
    for (const item of all) byQuestion.set(item.questionIndex, { ...byQuestion.get(item.questionIndex), [item.field]: item.message });
    return byQuestion;
  }, [issue, serverQuestionErrors]);
  // Each bank question's and random draw's messages by field, by its key: this form's check first, else the server's.
  const errorsBySlot = useMemo(() => {
    const bySlot = new Map<string, Partial<Record<SlotField | "", string>>>();
    if (issue) {
      if (issue.target.kind === "slot") {
        const entry = entries[issue.target.entryIndex];
        if (entry) bySlot.set(entry.key, { [issue.target.field]: issue.message });
      }
      return bySlot;
    }
    for (const item of serverQuestionErrors) {
      if (item.kind === "slot") bySlot.set(item.key, { ...bySlot.get(item.key), [item.field]: item.message });
    }
    return bySlot;
  }, [issue, serverQuestionErrors, entries]);
  const dispatchChange: typeof dispatch = (action) => {
    dispatch(action);
    if (serverQuestionErrors.length > 0) setServerQuestionErrors([]);
  };

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
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
    sentDraft.current = draft;
    onSubmit(changed ? { ...toQuizInput(draft), settings: changed } : toQuizInput(draft));
  };

  const changeSettings = (patch: Partial<SettingsDraft>) => {
    setSettings((current) => ({ ...current, ...patch }));
    // A changed field drops its message (the whole check runs again at submit).
    setSettingsErrors({});
    setShownServerErrors({});
  };

  const canRemove = canRemoveQuestion(draft);
  const controlsId = (entry: QuizEntry) => `${idPrefix}-${entry.key}-move`;
  const held = new Set((draft.slots ?? []).flatMap((slot) => (slot.kind === "bank" ? [slot.questionId] : [])));
  // An entry moved keeps the keyboard focus on its button (or the other one, at the list's end).
  const moveEntry = (entry: QuizEntry, entryIndex: number, by: -1 | 1) => {
    dispatchChange({ type: "moveEntry", key: entry.key, by });
    const to = entryIndex + by;
    const atEnd = to === 0 || to === entries.length - 1;
    focusNext.current = moveButtonId(controlsId(entry), atEnd ? (-by as -1 | 1) : by);
  };
  const removeEntry = (entry: QuizEntry) => {
    if (entry.kind === "written") dispatchChange({ type: "removeQuestion", questionIndex: entry.questionIndex });
    else dispatchChange({ type: "removeSlot", key: entry.key });
    focusNext.current = `${idPrefix}-add-question`;
  };
  const serverLink = (item: EntryError): string => {
    if (item.kind === "question") return questionFieldId(idPrefix, item.questionIndex, item.field);
    const entry = entries.findIndex((candidate) => candidate.key === item.key);
    return entry === -1 ? `${idPrefix}-add-question` : item.field ? slotFieldId(idPrefix, entry, item.field as SlotField) : bankEntryId(idPrefix, entry);
  };

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
              {questionCountLine(entries)}
            </Text>
          </HStack>
          {entries.map((entry, entryIndex) => {
            const n = entryIndex + 1;
            const placement: EntryPlacement = {
              controlsId: controlsId(entry),
              canMoveUp: entryIndex > 0,
              canMoveDown: entryIndex < entries.length - 1,
              canRemove,
              disabled,
              onMove: (by) => moveEntry(entry, entryIndex, by),
              onRemove: () => removeEntry(entry),
            };
            if (entry.kind === "written") {
              return (
                <QuestionEditor
                  key={entry.key}
                  idPrefix={idPrefix}
                  question={entry.question}
                  questionIndex={entry.questionIndex}
                  n={n}
                  move={placement}
                  canRemove={canRemove}
                  errors={errorsByQuestion.get(entry.questionIndex) ?? {}}
                  disabled={disabled}
                  dispatch={dispatchChange}
                  onRemove={placement.onRemove}
                  requestFocus={(elementId) => {
                    focusNext.current = elementId;
                  }}
                />
              );
            }
            const errors = errorsBySlot.get(entry.key) ?? {};
            if (entry.kind === "bank") {
              return (
                <BankEntryCard key={entry.key} idPrefix={idPrefix} entry={entry} n={n} placement={placement} errors={Object.values(errors)} />
              );
            }
            return (
              <RandomSlotEditor
                key={entry.key}
                idPrefix={idPrefix}
                entry={entry}
                n={n}
                placement={placement}
                errors={errors}
                onChange={(fields) => dispatchChange({ type: "setRandomSlot", key: entry.key, fields })}
              />
            );
          })}
          <HStack gap="3" wrap="wrap">
            <Button
              id={`${idPrefix}-add-question`}
              variant="outline"
              colorPalette="teal"
              disabled={disabled}
              onClick={() => {
                dispatchChange({ type: "addQuestion" });
                focusNext.current = questionTextId(idPrefix, draft.questions.length);
              }}
            >
              Add Question
            </Button>
            <Button id={`${idPrefix}-add-from-bank`} variant="outline" colorPalette="teal" disabled={disabled} onClick={() => setBankOpen(true)}>
              Add from bank
            </Button>
            <Button
              variant="outline"
              colorPalette="teal"
              disabled={disabled}
              onClick={() => {
                dispatchChange({ type: "addRandomSlot" });
                focusNext.current = slotFieldId(idPrefix, entries.length, "randomTag");
              }}
            >
              Add random questions
            </Button>
          </HStack>
          <AddFromBankDialog
            open={bankOpen}
            onClose={() => setBankOpen(false)}
            held={held}
            finalFocusEl={() => document.getElementById(`${idPrefix}-add-from-bank`)}
            onAdd={(picks) => {
              dispatchChange({ type: "addBankQuestions", picks });
              toaster.create({ type: "success", title: `Added ${plural(picks.length, "question")} from the bank`, closable: true });
            }}
          />
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
              <FieldMessageLinks
                messages={serverQuestionErrors.map((item) => ({ key: `${item.key}.${item.field}.${item.message}`, message: item.message, target: serverLink(item) }))}
              />
            )}
          </ErrorAlert>
        )}

        <FormActions submitLabel={submitLabel} busyLabel={busyLabel} busy={busy} cancel={cancelTo} done={locked} />
      </Stack>
    </form>
  );
};
