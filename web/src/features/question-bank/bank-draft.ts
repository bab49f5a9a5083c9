// The bank question form's rules, free of React. The question itself is the quiz builder's draft
// (quiz-authoring/quiz-builder.ts): one question of a QuizDraft, edited by its reducer.
import type { BankQuestionInput, QuestionType } from "../../graphql/__generated__/graphql";
import {
  createQuestion,
  draftFromQuestion,
  findIssue,
  toQuestionInput,
  type IssueTarget,
  type QuestionDraft,
  type QuizDraft,
  type StoredQuestion,
} from "../quiz-authoring/quiz-builder";

export const MAX_TAGS = 20;
export const MAX_TITLE_LENGTH = 200;
export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;
export const BANK_PAGE_SIZE = 20;
export const BANK_SEARCH_DEBOUNCE_MS = 300;

const TITLE_REQUIRED = "Give the question a title";

// The bank's own fields beside the question: tags as typed (comma-separated), difficulty "" for none.
export type BankDraft = { title: string; tags: string; difficulty: string; quiz: QuizDraft };

/** "algebra, Week 2,, algebra" -> ["algebra", "Week 2"]: trimmed, empty ones dropped, each once (any case). */
export const parseTags = (text: string): string[] => {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(",")) {
    const tag = part.trim();
    if (tag === "" || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
};

// The quiz builder's draft of one question (title and instructions unused: the bank has its own title).
const quizOf = (question: QuestionDraft): QuizDraft => ({ title: "", instructions: "", questions: [question] });
export const questionOf = (draft: BankDraft): QuestionDraft => draft.quiz.questions[0] ?? createQuestion();

export const emptyBankDraft = (): BankDraft => ({ title: "", tags: "", difficulty: "", quiz: quizOf(createQuestion()) });

// A bank version may leave out the options (a type without them).
type StoredBankQuestion = {
  title: string;
  tags: readonly string[];
  difficulty?: number | null;
  question: Omit<StoredQuestion, "options"> & { options?: readonly string[] | null };
};

export const bankDraftFrom = (stored: StoredBankQuestion): BankDraft => ({
  title: stored.title,
  tags: stored.tags.join(", "),
  difficulty: stored.difficulty ? String(stored.difficulty) : "",
  quiz: quizOf(draftFromQuestion({ ...stored.question, options: stored.question.options ?? [] })),
});

export const toBankQuestionInput = (draft: BankDraft): BankQuestionInput => ({
  ...toQuestionInput(questionOf(draft)),
  title: draft.title.trim(),
  tags: parseTags(draft.tags),
  difficulty: draft.difficulty === "" ? null : Number(draft.difficulty),
});

/** The question's content as it would be sent: two drafts with the same content make no new version. */
const contentOf = (draft: BankDraft): string => JSON.stringify(toQuestionInput(questionOf(draft)));
export const contentChanged = (draft: BankDraft, saved: BankDraft): boolean => contentOf(draft) !== contentOf(saved);

// A message at a field, keyed as the server keys the bank's fields ('title', 'tags') and the
// question's own ('questionText', 'options.1', 'points').
export type FieldIssue = { field: string; message: string };

const questionField = (target: IssueTarget): string | null => {
  switch (target.kind) {
    case "questionText":
      return "questionText";
    case "option":
      return `options.${target.optionIndex}`;
    case "field":
      return target.field;
    default:
      return null;
  }
};

// The builder's "Question 1 is missing text" / "Question 1: points must be a number", for the one question.
const bankMessage = (message: string): string =>
  message.replace(/^Question 1: (.)/, (_, first: string) => first.toUpperCase()).replace(/^Question 1 /, "The question ");

/**
 * What must be fixed before sending: the title, then the quiz builder's own checks of the question
 * (text, numbers, single choice options). The rest is the server's to check.
 */
export const findBankIssue = (draft: BankDraft): FieldIssue | null => {
  if (draft.title.trim() === "") return { field: "title", message: TITLE_REQUIRED };
  // The builder checks a quiz's title and instructions first: given, only the question is checked.
  const issue = findIssue({ ...draft.quiz, title: "-", instructions: "-" });
  if (!issue) return null;
  const field = questionField(issue.target);
  return field ? { field, message: bankMessage(issue.message) } : null;
};

export const DIFFICULTY_LABELS: Record<number, string> = { 1: "1 (easiest)", 2: "2", 3: "3", 4: "4", 5: "5 (hardest)" };

// The list's filters; "" is "any".
export type BankFilters = { tag: string; type: QuestionType | ""; difficulty: string; includeRetired: boolean };
export const NO_FILTERS: BankFilters = { tag: "", type: "", difficulty: "", includeRetired: false };
const QUESTION_TYPE_VALUES: readonly string[] = ["SINGLE_CHOICE", "MULTIPLE_RESPONSE", "TRUE_FALSE", "SHORT_ANSWER", "NUMERICAL", "MATCHING", "ESSAY"];

/** The filters kept in the address (?tag=&type=&difficulty=&retired=1), so they survive a visit to a question and back. */
export const filtersFromParams = (params: URLSearchParams): BankFilters => {
  const type = params.get("type") ?? "";
  const difficulty = params.get("difficulty") ?? "";
  return {
    tag: params.get("tag") ?? "",
    type: QUESTION_TYPE_VALUES.includes(type) ? (type as QuestionType) : "",
    difficulty: /^[1-5]$/.test(difficulty) ? difficulty : "",
    includeRetired: params.get("retired") === "1",
  };
};

export const paramsFromFilters = (filters: BankFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.tag) params.set("tag", filters.tag);
  if (filters.type) params.set("type", filters.type);
  if (filters.difficulty) params.set("difficulty", filters.difficulty);
  if (filters.includeRetired) params.set("retired", "1");
  return params;
};

export const hasFilters = (filters: BankFilters, search: string): boolean =>
  search !== "" || filters.tag !== "" || filters.type !== "" || filters.difficulty !== "";

/** The list's variables: only the filters set, so the same filters always name the same cached list. */
export const bankVariables = (filters: BankFilters, search: string) => ({
  first: BANK_PAGE_SIZE,
  ...(search && { search }),
  ...(filters.tag && { tags: [filters.tag] }),
  ...(filters.type && { type: filters.type }),
  ...(filters.difficulty && { difficulty: Number(filters.difficulty) }),
  ...(filters.includeRetired && { includeRetired: true }),
});
