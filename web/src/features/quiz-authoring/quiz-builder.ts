// The quiz builder's rules (SPEC.md sections 3, 5 and 9), free of React so every rule is tested alone.
import type { QuestionType, QuizInput, QuizQuestionInput, QuizSlotInput, TextFormat } from "../../graphql/__generated__/graphql";
import { assertUnreachable } from "../../lib/assert-unreachable";
import { optionLetter } from "./option-letter";

const MIN_QUESTIONS = 1;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
const DEFAULT_OPTION_COUNT = 4;
const DEFAULT_CORRECT_INDEX = 0;

const FILL_REQUIRED_FIELDS = "Please fill in all required fields";
const questionMessages = {
  missingText: (n: number) => `Question ${n} is missing text`,
  emptyOptions: (n: number) => `Question ${n} has empty options`,
  duplicateOptions: (n: number) => `Question ${n} has duplicate options`,
  notNumber: (n: number, name: string) => `Question ${n}: ${name} must be a number`,
};

// The types a tutor picks from, in the select's order, with their names.
export const QUESTION_TYPES: readonly { value: QuestionType; label: string }[] = [
  { value: "SINGLE_CHOICE", label: "Single choice" },
  { value: "MULTIPLE_RESPONSE", label: "Multiple response" },
  { value: "TRUE_FALSE", label: "True/False" },
  { value: "SHORT_ANSWER", label: "Short answer" },
  { value: "NUMERICAL", label: "Numerical" },
  { value: "MATCHING", label: "Matching" },
  { value: "ESSAY", label: "Essay" },
];
export const questionTypeLabel = (type: QuestionType): string => QUESTION_TYPES.find((item) => item.value === type)?.label ?? type;

const MAX_ANSWERS = 20;
const MIN_PAIRS = 2;
const MAX_PAIRS = 20;
const MAX_EXTRA_MATCHES = 20;

// Numbers stay as typed (strings) until they are sent; credits are typed in percent.
export type AcceptedAnswerDraft = { text: string; credit: string; feedback: string };
export type NumericForm = "tolerance" | "range";
export type NumericAnswerDraft = {
  form: NumericForm;
  value: string;
  tolerance: string;
  min: string;
  max: string;
  credit: string;
  feedback: string;
};
export type PairDraft = { prompt: string; match: string };

// Every type's fields live on one draft, so changing the type keeps the text, the points and what
// was typed for another type; only the fields the chosen type reads are sent.
// `key` only keeps React's list identity stable while questions are added and removed.
export type QuestionDraft = {
  key: string;
  type: QuestionType;
  questionText: string;
  points: string;
  generalFeedback: string;
  textFormat: TextFormat;
  options: string[];
  correctAnswerIndex: number;
  optionFeedback: string[];
  optionCredits: string[];
  correctBoolean: boolean;
  // [if True, if False]
  booleanFeedback: [string, string];
  acceptedAnswers: AcceptedAnswerDraft[];
  caseSensitive: boolean;
  numericAnswers: NumericAnswerDraft[];
  pairs: PairDraft[];
  extraMatches: string[];
};
// A question of the tutor's bank, used as it is (its latest version when saved): read-only here.
export type BankEntryDraft = {
  kind: "bank";
  key: string;
  questionId: string;
  title: string;
  version: number;
  type: QuestionType;
  questionText: string;
  textFormat: TextFormat;
};
// A random draw per attempt of `count` bank questions tagged `tag` (of `difficulty` when chosen).
// `poolSize` is what the server last said the pool held (when loaded with the quiz).
export type RandomEntryDraft = {
  kind: "random";
  key: string;
  tag: string;
  count: string;
  difficulty: string;
  poolSize?: number | null;
};
type SlotEntryDraft = BankEntryDraft | RandomEntryDraft;

// `questions` are the questions written here; `slots` the bank questions and random draws; `order`
// the keys of both in the list's order once moved (an entry it does not name follows, in the order
// added: written questions first, then the others).
export type QuizDraft = {
  title: string;
  instructions: string;
  questions: QuestionDraft[];
  slots?: SlotEntryDraft[];
  order?: string[];
};

// One entry of the builder's list, in order: a written question (with its index in `questions`), a
// bank question or a random draw.
export type QuizEntry = { kind: "written"; key: string; questionIndex: number; question: QuestionDraft } | SlotEntryDraft;

// Where a validation message belongs, so the form can move focus there.
export type IssueTarget =
  | { kind: "title" }
  | { kind: "instructions" }
  | { kind: "questionText"; questionIndex: number }
  | { kind: "option"; questionIndex: number; optionIndex: number }
  // Any other field of a question, named as the server names it after `questions.<i>.`
  // (e.g. "points", "optionCredits.1", "acceptedAnswers.0.text").
  | { kind: "field"; questionIndex: number; field: string }
  // A random draw's field (entryIndex: its place in the list).
  | { kind: "slot"; entryIndex: number; field: "randomTag" | "count" };
export type ValidationIssue = { message: string; target: IssueTarget };

let keyCounter = 0;
const nextKey = (prefix = "question"): string => {
  keyCounter += 1;
  return `${prefix}-${keyCounter}`;
};

export const MAX_DRAW = 50;
const slotMessages = {
  noTag: (n: number) => `Slot ${n} needs a tag to draw from`,
  count: (n: number) => `Slot ${n} draws 1 to ${MAX_DRAW} questions`,
};

// The list in order (see QuizDraft).
export const entriesOf = (draft: QuizDraft): QuizEntry[] => {
  const all: QuizEntry[] = [
    ...draft.questions.map((question, questionIndex) => ({ kind: "written" as const, key: question.key, questionIndex, question })),
    ...(draft.slots ?? []),
  ];
  const order = draft.order;
  if (!order) return all;
  const position = new Map(order.map((key, index) => [key, index]));
  const rank = (entry: QuizEntry, index: number) => position.get(entry.key) ?? order.length + index;
  return all.map((entry, index) => ({ entry, rank: rank(entry, index) })).sort((a, b) => a.rank - b.rank).map((item) => item.entry);
};

// Whether the quiz is saved as slots: it has a bank question or a random draw.
const hasSlots = (draft: QuizDraft): boolean => (draft.slots ?? []).length > 0;

// The server names a fixed question (written or from the bank) by its index among the fixed ones,
// random draws left out: its place in the list.
export const entryIndexOfFixed = (draft: QuizDraft, fixedIndex: number): number | null => {
  let seen = -1;
  const entries = entriesOf(draft);
  for (const [index, entry] of entries.entries()) {
    if (entry.kind === "random") continue;
    seen += 1;
    if (seen === fixedIndex) return index;
  }
  return null;
};

export type BankQuestionPick = Omit<BankEntryDraft, "kind" | "key">;
const createBankEntry = (pick: BankQuestionPick): BankEntryDraft => ({ kind: "bank", key: nextKey("bank"), ...pick });
const createRandomEntry = (fields: Partial<Omit<RandomEntryDraft, "kind" | "key">> = {}): RandomEntryDraft => ({
  kind: "random",
  key: nextKey("random"),
  tag: "",
  count: "1",
  difficulty: "",
  ...fields,
});

const emptyAcceptedAnswer = (credit = "100"): AcceptedAnswerDraft => ({ text: "", credit, feedback: "" });
const emptyNumericAnswer = (credit = "100"): NumericAnswerDraft => ({
  form: "tolerance",
  value: "",
  tolerance: "0",
  min: "",
  max: "",
  credit,
  feedback: "",
});
const emptyPair = (): PairDraft => ({ prompt: "", match: "" });

// A new question: single choice with four empty options and the first one marked correct, worth 1
// point; the other types' fields start ready (one full-credit answer, two pairs).
export const createQuestion = (): QuestionDraft => ({
  key: nextKey(),
  type: "SINGLE_CHOICE",
  questionText: "",
  points: "1",
  generalFeedback: "",
  textFormat: "PLAIN",
  options: Array.from({ length: DEFAULT_OPTION_COUNT }, () => ""),
  correctAnswerIndex: DEFAULT_CORRECT_INDEX,
  optionFeedback: Array.from({ length: DEFAULT_OPTION_COUNT }, () => ""),
  optionCredits: Array.from({ length: DEFAULT_OPTION_COUNT }, () => "0"),
  correctBoolean: true,
  booleanFeedback: ["", ""],
  acceptedAnswers: [emptyAcceptedAnswer()],
  caseSensitive: false,
  numericAnswers: [emptyNumericAnswer()],
  pairs: [emptyPair(), emptyPair()],
  extraMatches: [],
});

export const createDraft = (): QuizDraft => ({ title: "", instructions: "", questions: [createQuestion()] });

// A stored question as the tutor reads it (QuizQuestion's fields; older fixtures may leave the
// typed ones out).
export type StoredQuestion = {
  questionText: string;
  options: readonly string[];
  correctAnswerIndex?: number | null;
  type?: QuestionType | null;
  points?: number | null;
  textFormat?: TextFormat | null;
  generalFeedback?: string | null;
  optionCredits?: readonly number[] | null;
  optionFeedback?: readonly (string | null)[] | null;
  correctBoolean?: boolean | null;
  acceptedAnswers?: readonly { text: string; credit: number; feedback?: string | null }[] | null;
  caseSensitive?: boolean | null;
  numericAnswers?:
    | readonly {
        value?: number | null;
        tolerance?: number | null;
        min?: number | null;
        max?: number | null;
        credit: number;
        feedback?: string | null;
      }[]
    | null;
  pairs?: readonly { prompt: string; match: string }[] | null;
  extraMatches?: readonly string[] | null;
};

// A quiz's slots as its tutor reads them (Quiz.slots).
type StoredSlot = {
  kind: "FIXED" | "RANDOM";
  questionIndex?: number | null;
  randomTag?: string | null;
  difficulty?: number | null;
  count: number;
  poolSize?: number | null;
};
type QuizLike = { title: string; instructions: string; questions: readonly StoredQuestion[]; slots?: readonly StoredSlot[] | null };

// A fraction as the percent typed in the builder (0.333333 reads 33.3333).
export const toPercent = (fraction: number): string => String(Math.round(fraction * 1_000_000) / 10_000);
const numberText = (value: number | null | undefined): string => (value === null || value === undefined ? "" : String(value));

// A stored question as the builder's draft; an index the API did not disclose (or out of range) falls back to 0.
export const draftFromQuestion = (question: StoredQuestion): QuestionDraft => {
  const fresh = createQuestion();
  const index = question.correctAnswerIndex ?? DEFAULT_CORRECT_INDEX;
  const options = [...question.options];
  const type = question.type ?? "SINGLE_CHOICE";
  const perOption = (values: readonly (string | null)[] | null | undefined) => options.map((_, i) => values?.[i] ?? "");
  const hasOptions = type === "SINGLE_CHOICE" || type === "MULTIPLE_RESPONSE";
  return {
    ...fresh,
    type,
    questionText: question.questionText,
    points: question.points === null || question.points === undefined ? fresh.points : String(question.points),
    generalFeedback: question.generalFeedback ?? "",
    textFormat: question.textFormat ?? "PLAIN",
    ...(hasOptions || options.length > 0
      ? {
          options,
          correctAnswerIndex: index >= 0 && index < options.length ? index : DEFAULT_CORRECT_INDEX,
          optionFeedback: type === "TRUE_FALSE" ? perOption(null) : perOption(question.optionFeedback),
          optionCredits: options.map((_, i) => toPercent(question.optionCredits?.[i] ?? 0)),
        }
      : {}),
    correctBoolean: question.correctBoolean ?? true,
    booleanFeedback:
      type === "TRUE_FALSE" ? [question.optionFeedback?.[0] ?? "", question.optionFeedback?.[1] ?? ""] : fresh.booleanFeedback,
    acceptedAnswers: question.acceptedAnswers?.length
      ? question.acceptedAnswers.map((answer) => ({ text: answer.text, credit: toPercent(answer.credit), feedback: answer.feedback ?? "" }))
      : fresh.acceptedAnswers,
    caseSensitive: question.caseSensitive ?? false,
    numericAnswers: question.numericAnswers?.length
      ? question.numericAnswers.map((answer) => ({
          form: answer.value === null || answer.value === undefined ? "range" : "tolerance",
          value: numberText(answer.value),
          tolerance: numberText(answer.tolerance ?? (answer.value === null || answer.value === undefined ? null : 0)),
          min: numberText(answer.min),
          max: numberText(answer.max),
          credit: toPercent(answer.credit),
          feedback: answer.feedback ?? "",
        }))
      : fresh.numericAnswers,
    pairs: question.pairs?.length ? question.pairs.map((pair) => ({ prompt: pair.prompt, match: pair.match })) : fresh.pairs,
    extraMatches: [...(question.extraMatches ?? [])],
  };
};

// The edit screen's prefill. Fixed questions (from the bank or not) load as written questions, still
// editable (an unchanged one keeps its bank version on the server); random draws load as random
// entries, in the quiz's order.
export const draftFromQuiz = (quiz: QuizLike): QuizDraft => {
  const questions = quiz.questions.map(draftFromQuestion);
  const random = (quiz.slots ?? []).some((slot) => slot.kind === "RANDOM");
  if (!random) return { title: quiz.title, instructions: quiz.instructions, questions };
  const slots: SlotEntryDraft[] = [];
  const order: string[] = [];
  for (const slot of quiz.slots ?? []) {
    if (slot.kind === "RANDOM") {
      const entry = createRandomEntry({
        tag: slot.randomTag ?? "",
        count: String(slot.count),
        difficulty: slot.difficulty === null || slot.difficulty === undefined ? "" : String(slot.difficulty),
        poolSize: slot.poolSize ?? null,
      });
      slots.push(entry);
      order.push(entry.key);
    } else {
      const question = questions[slot.questionIndex ?? -1];
      if (question) order.push(question.key);
    }
  }
  return { title: quiz.title, instructions: quiz.instructions, questions, slots, order };
};

const entryCount = (draft: QuizDraft): number => draft.questions.length + (draft.slots ?? []).length;
// At least one entry stays (a written question, a bank question or a random draw).
export const canRemoveQuestion = (draft: QuizDraft): boolean => entryCount(draft) > MIN_QUESTIONS;
export const canAddOption = (question: QuestionDraft): boolean => question.options.length < MAX_OPTIONS;
export const canRemoveOption = (question: QuestionDraft): boolean => question.options.length > MIN_OPTIONS;

const updateQuestion = (draft: QuizDraft, questionIndex: number, change: (question: QuestionDraft) => QuestionDraft): QuizDraft => {
  const question = draft.questions[questionIndex];
  if (!question) return draft;
  const next = change(question);
  if (next === question) return draft;
  return { ...draft, questions: draft.questions.map((item, index) => (index === questionIndex ? next : item)) };
};

const setTitle = (draft: QuizDraft, title: string): QuizDraft => ({ ...draft, title });
const setInstructions = (draft: QuizDraft, instructions: string): QuizDraft => ({ ...draft, instructions });

export const addQuestion = (draft: QuizDraft): QuizDraft => ({ ...draft, questions: [...draft.questions, createQuestion()] });

// Bank questions join the end of the list, each once (one already there is not added again).
export const addBankQuestions = (draft: QuizDraft, picks: readonly BankQuestionPick[]): QuizDraft => {
  const held = new Set((draft.slots ?? []).flatMap((slot) => (slot.kind === "bank" ? [slot.questionId] : [])));
  const fresh = picks.filter((pick) => !held.has(pick.questionId) && (held.add(pick.questionId), true));
  if (fresh.length === 0) return draft;
  return { ...draft, slots: [...(draft.slots ?? []), ...fresh.map(createBankEntry)] };
};

export const addRandomSlot = (draft: QuizDraft): QuizDraft => ({ ...draft, slots: [...(draft.slots ?? []), createRandomEntry()] });

export type RandomFields = Partial<Pick<RandomEntryDraft, "tag" | "count" | "difficulty">>;
export const setRandomSlot = (draft: QuizDraft, key: string, fields: RandomFields): QuizDraft => ({
  ...draft,
  slots: (draft.slots ?? []).map((slot) => (slot.key === key && slot.kind === "random" ? { ...slot, ...fields } : slot)),
});

// A bank question or random draw leaves the list (one entry always stays).
export const removeSlot = (draft: QuizDraft, key: string): QuizDraft => {
  if (!canRemoveQuestion(draft) || !(draft.slots ?? []).some((slot) => slot.key === key)) return draft;
  return { ...draft, slots: (draft.slots ?? []).filter((slot) => slot.key !== key) };
};

// An entry moves one place up (-1) or down (+1); at either end nothing changes.
export const moveEntry = (draft: QuizDraft, key: string, by: -1 | 1): QuizDraft => {
  const keys = entriesOf(draft).map((entry) => entry.key);
  const from = keys.indexOf(key);
  const to = from + by;
  if (from === -1 || to < 0 || to >= keys.length) return draft;
  [keys[from], keys[to]] = [keys[to], keys[from]];
  return { ...draft, order: keys };
};

// At least one question stays.
export const removeQuestion = (draft: QuizDraft, questionIndex: number): QuizDraft => {
  if (!canRemoveQuestion(draft) || !draft.questions[questionIndex]) return draft;
  return { ...draft, questions: draft.questions.filter((_, index) => index !== questionIndex) };
};

export const setQuestionText = (draft: QuizDraft, questionIndex: number, questionText: string): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => ({ ...question, questionText }));

export const setOption = (draft: QuizDraft, questionIndex: number, optionIndex: number, value: string): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => {
    if (optionIndex < 0 || optionIndex >= question.options.length) return question;
    return { ...question, options: question.options.map((option, index) => (index === optionIndex ? value : option)) };
  });

// At most six options: adding at six changes nothing. Each option has its feedback and credit.
export const addOption = (draft: QuizDraft, questionIndex: number): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) =>
    canAddOption(question)
      ? {
          ...question,
          options: [...question.options, ""],
          optionFeedback: [...question.optionFeedback, ""],
          optionCredits: [...question.optionCredits, "0"],
        }
      : question,
  );

// At least two options stay. The correct index follows its option: at or above the removed
// position it moves down by one, never below 0.
export const removeOption = (draft: QuizDraft, questionIndex: number, optionIndex: number): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => {
    if (!canRemoveOption(question) || optionIndex < 0 || optionIndex >= question.options.length) return question;
    const correct = question.correctAnswerIndex;
    const others = <T,>(list: readonly T[]) => list.filter((_, index) => index !== optionIndex);
    return {
      ...question,
      options: others(question.options),
      optionFeedback: others(question.optionFeedback),
      optionCredits: others(question.optionCredits),
      correctAnswerIndex: correct >= optionIndex ? Math.max(0, correct - 1) : correct,
    };
  });

// Only an existing option can be the correct one.
export const setCorrect = (draft: QuizDraft, questionIndex: number, correctAnswerIndex: number): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => {
    if (!Number.isInteger(correctAnswerIndex) || correctAnswerIndex < 0 || correctAnswerIndex >= question.options.length) {
      return question;
    }
    return { ...question, correctAnswerIndex };
  });

// Changing the type keeps everything typed so far (the text and points above all).
export const setType = (draft: QuizDraft, questionIndex: number, type: QuestionType): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => (question.type === type ? question : { ...question, type }));

// The question's own fields that hold one value each.
export type QuestionScalars = Pick<QuestionDraft, "points" | "generalFeedback" | "correctBoolean" | "caseSensitive" | "textFormat">;
export const setQuestionField = <F extends keyof QuestionScalars>(
  draft: QuizDraft,
  questionIndex: number,
  field: F,
  value: QuestionScalars[F],
): QuizDraft => updateQuestion(draft, questionIndex, (question) => ({ ...question, [field]: value }));

// One value per option (or, for True/False, per answer).
export type PerOptionList = "optionFeedback" | "optionCredits" | "booleanFeedback";
export const setPerOption = (draft: QuizDraft, questionIndex: number, list: PerOptionList, index: number, value: string): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => {
    const values = question[list];
    if (index < 0 || index >= values.length) return question;
    return { ...question, [list]: values.map((item, i) => (i === index ? value : item)) };
  });

// The lists of rows a tutor adds to and removes from, with their bounds.
type Rows = {
  acceptedAnswers: AcceptedAnswerDraft;
  numericAnswers: NumericAnswerDraft;
  pairs: PairDraft;
  extraMatches: string;
};
export type RowList = keyof Rows;
export const ROW_BOUNDS: Record<RowList, { min: number; max: number }> = {
  acceptedAnswers: { min: 1, max: MAX_ANSWERS },
  numericAnswers: { min: 1, max: MAX_ANSWERS },
  pairs: { min: MIN_PAIRS, max: MAX_PAIRS },
  extraMatches: { min: 0, max: MAX_EXTRA_MATCHES },
};
// A new row: the first answer earns everything, later ones start at 0%.
const newRow = {
  acceptedAnswers: (count: number) => emptyAcceptedAnswer(count === 0 ? "100" : "0"),
  numericAnswers: (count: number) => emptyNumericAnswer(count === 0 ? "100" : "0"),
  pairs: () => emptyPair(),
  extraMatches: () => "",
} satisfies { [L in RowList]: (count: number) => Rows[L] };

export const canAddRow = (question: QuestionDraft, list: RowList): boolean => question[list].length < ROW_BOUNDS[list].max;
export const canRemoveRow = (question: QuestionDraft, list: RowList): boolean => question[list].length > ROW_BOUNDS[list].min;

export const addRow = (draft: QuizDraft, questionIndex: number, list: RowList): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) =>
    canAddRow(question, list) ? { ...question, [list]: [...question[list], newRow[list](question[list].length)] } : question,
  );

export const removeRow = (draft: QuizDraft, questionIndex: number, list: RowList, rowIndex: number): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => {
    if (!canRemoveRow(question, list) || rowIndex < 0 || rowIndex >= question[list].length) return question;
    return { ...question, [list]: (question[list] as readonly unknown[]).filter((_, index) => index !== rowIndex) };
  });

// A row's new value: a whole string (extra matches) or some of an object row's fields.
export type RowChange = { [L in RowList]: { list: L; rowIndex: number; value: Rows[L] extends string ? string : Partial<Rows[L]> } }[RowList];
export const setRow = (draft: QuizDraft, questionIndex: number, change: RowChange): QuizDraft =>
  updateQuestion(draft, questionIndex, (question) => {
    const rows = question[change.list] as readonly unknown[];
    if (change.rowIndex < 0 || change.rowIndex >= rows.length) return question;
    const next = rows.map((row, index) => {
      if (index !== change.rowIndex) return row;
      return typeof change.value === "string" ? change.value : { ...(row as object), ...change.value };
    });
    return { ...question, [change.list]: next };
  });

// Options compare as the API compares them: trimmed and case-insensitively.
const normalise = (value: string): string => value.trim().toLowerCase();

// A number typed in the builder: null when blank or not a number.
export const parseNumber = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
};
const fraction = (percent: string): number => Math.round((parseNumber(percent) ?? 0) * 10_000) / 1_000_000;

// The numbers the chosen type sends, each with its field (as the server names it) and its name
// for a message. Anything else (ranges, sums, bounds) is the server's to check.
const numberFields = (question: QuestionDraft): { field: string; name: string; text: string }[] => {
  const fields = [{ field: "points", name: "points", text: question.points }];
  switch (question.type) {
    case "MULTIPLE_RESPONSE":
      return [
        ...fields,
        ...question.optionCredits.map((text, i) => ({ field: `optionCredits.${i}`, name: `option ${optionLetter(i)}'s credit`, text })),
      ];
    case "SHORT_ANSWER":
      return [
        ...fields,
        ...question.acceptedAnswers.map((answer, i) => ({ field: `acceptedAnswers.${i}.credit`, name: `accepted answer ${i + 1}'s credit`, text: answer.credit })),
      ];
    case "NUMERICAL":
      return [
        ...fields,
        ...question.numericAnswers.flatMap((answer, i) => {
          const named = (key: "value" | "tolerance" | "min" | "max" | "credit", word: string) => ({
            field: `numericAnswers.${i}.${key}`,
            name: `accepted number ${i + 1}'s ${word}`,
            text: answer[key],
          });
          const form =
            answer.form === "tolerance"
              ? [named("value", "value"), ...(answer.tolerance.trim() === "" ? [] : [named("tolerance", "tolerance")])]
              : [named("min", "minimum"), named("max", "maximum")];
          return [...form, named("credit", "credit")];
        }),
      ];
    default:
      return fields;
  }
};

const questionIssue = (question: QuestionDraft, questionIndex: number, n = questionIndex + 1): ValidationIssue | null => {
  if (question.questionText.trim() === "") {
    return { message: questionMessages.missingText(n), target: { kind: "questionText", questionIndex } };
  }
  const notNumber = numberFields(question).find(({ text }) => parseNumber(text) === null);
  if (notNumber) {
    return { message: questionMessages.notNumber(n, notNumber.name), target: { kind: "field", questionIndex, field: notNumber.field } };
  }
  // Options are checked here for single choice only; the other types' rules are the server's.
  if (question.type !== "SINGLE_CHOICE") return null;
  const empty = question.options.findIndex((option) => option.trim() === "");
  if (empty !== -1) {
    return { message: questionMessages.emptyOptions(n), target: { kind: "option", questionIndex, optionIndex: empty } };
  }
  const seen = question.options.map(normalise);
  const duplicate = seen.findIndex((option, index) => seen.indexOf(option) !== index);
  if (duplicate !== -1) {
    return { message: questionMessages.duplicateOptions(n), target: { kind: "option", questionIndex, optionIndex: duplicate } };
  }
  return null;
};

// SPEC.md's order: title and instructions, then each question (N from 1): text, empty options, duplicates.
// A random draw's count as sent: a whole number from 1 to MAX_DRAW, else null.
export const parseCount = (text: string): number | null => {
  const value = parseNumber(text);
  return value !== null && Number.isInteger(value) && value >= 1 && value <= MAX_DRAW ? value : null;
};

const randomIssue = (entry: RandomEntryDraft, entryIndex: number): ValidationIssue | null => {
  if (entry.tag.trim() === "") return { message: slotMessages.noTag(entryIndex + 1), target: { kind: "slot", entryIndex, field: "randomTag" } };
  if (parseCount(entry.count) === null) return { message: slotMessages.count(entryIndex + 1), target: { kind: "slot", entryIndex, field: "count" } };
  return null;
};

// A written question is named by its place in the list ("Question 3"), as the list shows it.
export const findIssue = (draft: QuizDraft): ValidationIssue | null => {
  if (draft.title.trim() === "") return { message: FILL_REQUIRED_FIELDS, target: { kind: "title" } };
  if (draft.instructions.trim() === "") return { message: FILL_REQUIRED_FIELDS, target: { kind: "instructions" } };
  for (const [entryIndex, entry] of entriesOf(draft).entries()) {
    if (entry.kind === "written") {
      const issue = questionIssue(entry.question, entry.questionIndex, entryIndex + 1);
      if (issue) return issue;
    } else if (entry.kind === "random") {
      const issue = randomIssue(entry, entryIndex);
      if (issue) return issue;
    }
  }
  return null;
};

// The first message, or null when the quiz can be saved.
export const validate = (draft: QuizDraft): string | null => findIssue(draft)?.message ?? null;

// Feedback left empty is not sent (null keeps a row's place in a per-option list).
const feedbackOf = (text: string): string | null => (text.trim() === "" ? null : text.trim());
const feedbackList = (texts: readonly string[]): (string | null)[] | undefined =>
  texts.some((text) => text.trim() !== "") ? texts.map(feedbackOf) : undefined;
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

// One question as the API receives it: only the fields its type reads, trimmed, credits as fractions.
export const toQuestionInput = (question: QuestionDraft): QuizQuestionInput => {
  const common = {
    type: question.type,
    questionText: question.questionText.trim(),
    points: parseNumber(question.points) ?? undefined,
    textFormat: question.textFormat === "PLAIN" ? undefined : question.textFormat,
    generalFeedback: feedbackOf(question.generalFeedback) ?? undefined,
  };
  const options = question.options.map((option) => option.trim());
  switch (question.type) {
    case "SINGLE_CHOICE":
      return withoutUndefined({ ...common, options, correctAnswerIndex: question.correctAnswerIndex, optionFeedback: feedbackList(question.optionFeedback) });
    case "MULTIPLE_RESPONSE":
      return withoutUndefined({
        ...common,
        options,
        optionCredits: question.optionCredits.map(fraction),
        optionFeedback: feedbackList(question.optionFeedback),
      });
    case "TRUE_FALSE":
      return withoutUndefined({ ...common, correctBoolean: question.correctBoolean, optionFeedback: feedbackList(question.booleanFeedback) });
    case "SHORT_ANSWER":
      return withoutUndefined({
        ...common,
        caseSensitive: question.caseSensitive,
        acceptedAnswers: question.acceptedAnswers.map((answer) =>
          withoutUndefined({ text: answer.text.trim(), credit: fraction(answer.credit), feedback: feedbackOf(answer.feedback) ?? undefined }),
        ),
      });
    case "NUMERICAL":
      return withoutUndefined({
        ...common,
        numericAnswers: question.numericAnswers.map((answer) =>
          withoutUndefined({
            ...(answer.form === "tolerance"
              ? { value: parseNumber(answer.value) ?? undefined, tolerance: parseNumber(answer.tolerance) ?? undefined }
              : { min: parseNumber(answer.min) ?? undefined, max: parseNumber(answer.max) ?? undefined }),
            credit: fraction(answer.credit),
            feedback: feedbackOf(answer.feedback) ?? undefined,
          }),
        ),
      });
    case "MATCHING":
      return withoutUndefined({
        ...common,
        pairs: question.pairs.map((pair) => ({ prompt: pair.prompt.trim(), match: pair.match.trim() })),
        extraMatches: question.extraMatches.map((match) => match.trim()),
      });
    case "ESSAY":
      return withoutUndefined(common);
    default:
      return assertUnreachable(question.type);
  }
};

// One entry as a slot: a bank question by its id, a written one in full, a random draw by its tag.
const toSlotInput = (entry: QuizEntry): QuizSlotInput => {
  switch (entry.kind) {
    case "written":
      return { question: toQuestionInput(entry.question) };
    case "bank":
      return { questionId: entry.questionId };
    case "random": {
      const difficulty = parseNumber(entry.difficulty);
      return { randomTag: entry.tag.trim(), count: parseCount(entry.count) ?? parseNumber(entry.count) ?? 0, ...(difficulty === null ? {} : { difficulty }) };
    }
    default:
      return assertUnreachable(entry);
  }
};

// What the API receives: trimmed texts, no React keys. Plain `questions` while every question is
// written here; `slots`, in the list's order, once a bank question or a random draw is in it.
export const toQuizInput = (draft: QuizDraft): QuizInput => {
  const details = { title: draft.title.trim(), instructions: draft.instructions.trim() };
  if (!hasSlots(draft)) return { ...details, questions: entriesOf(draft).flatMap((entry) => (entry.kind === "written" ? [toQuestionInput(entry.question)] : [])) };
  return { ...details, slots: entriesOf(draft).map(toSlotInput) };
};

export type QuizBuilderAction =
  | { type: "setTitle"; value: string }
  | { type: "setInstructions"; value: string }
  | { type: "addQuestion" }
  | { type: "removeQuestion"; questionIndex: number }
  | { type: "setQuestionText"; questionIndex: number; value: string }
  | { type: "addOption"; questionIndex: number }
  | { type: "removeOption"; questionIndex: number; optionIndex: number }
  | { type: "setOption"; questionIndex: number; optionIndex: number; value: string }
  | { type: "setCorrect"; questionIndex: number; optionIndex: number }
  | { type: "setType"; questionIndex: number; value: QuestionType }
  | { [F in keyof QuestionScalars]: { type: "setQuestionField"; questionIndex: number; field: F; value: QuestionScalars[F] } }[keyof QuestionScalars]
  | { type: "setPerOption"; questionIndex: number; list: PerOptionList; index: number; value: string }
  | { type: "addRow"; questionIndex: number; list: RowList }
  | { type: "removeRow"; questionIndex: number; list: RowList; rowIndex: number }
  | { type: "setRow"; questionIndex: number; change: RowChange }
  | { type: "addBankQuestions"; picks: readonly BankQuestionPick[] }
  | { type: "addRandomSlot" }
  | { type: "setRandomSlot"; key: string; fields: RandomFields }
  | { type: "removeSlot"; key: string }
  | { type: "moveEntry"; key: string; by: -1 | 1 };

export const quizBuilderReducer = (draft: QuizDraft, action: QuizBuilderAction): QuizDraft => {
  switch (action.type) {
    case "setTitle":
      return setTitle(draft, action.value);
    case "setInstructions":
      return setInstructions(draft, action.value);
    case "addQuestion":
      return addQuestion(draft);
    case "removeQuestion":
      return removeQuestion(draft, action.questionIndex);
    case "setQuestionText":
      return setQuestionText(draft, action.questionIndex, action.value);
    case "addOption":
      return addOption(draft, action.questionIndex);
    case "removeOption":
      return removeOption(draft, action.questionIndex, action.optionIndex);
    case "setOption":
      return setOption(draft, action.questionIndex, action.optionIndex, action.value);
    case "setCorrect":
      return setCorrect(draft, action.questionIndex, action.optionIndex);
    case "setType":
      return setType(draft, action.questionIndex, action.value);
    case "setQuestionField":
      return setQuestionField(draft, action.questionIndex, action.field, action.value);
    case "setPerOption":
      return setPerOption(draft, action.questionIndex, action.list, action.index, action.value);
    case "addRow":
      return addRow(draft, action.questionIndex, action.list);
    case "removeRow":
      return removeRow(draft, action.questionIndex, action.list, action.rowIndex);
    case "setRow":
      return setRow(draft, action.questionIndex, action.change);
    case "addBankQuestions":
      return addBankQuestions(draft, action.picks);
    case "addRandomSlot":
      return addRandomSlot(draft);
    case "setRandomSlot":
      return setRandomSlot(draft, action.key, action.fields);
    case "removeSlot":
      return removeSlot(draft, action.key);
    case "moveEntry":
      return moveEntry(draft, action.key, action.by);
    default:
      return assertUnreachable(action);
  }
};
