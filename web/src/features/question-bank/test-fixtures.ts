import type { BankQuestionVersionFieldsFragment, BankQuestionWithVersionsFragment } from "../../graphql/__generated__/graphql";
import { connectionOf } from "../../test/connection";

// A single choice version: options B right, Markdown text.
export const makeVersion = (version: number, overrides: Partial<BankQuestionVersionFieldsFragment> = {}): BankQuestionVersionFieldsFragment => ({
  __typename: "BankQuestionVersion",
  version,
  createdAt: `2026-03-0${version}T10:15:00.000Z`,
  type: "SINGLE_CHOICE",
  questionText: `What is **2 + ${version}**?`,
  textFormat: "MARKDOWN",
  points: 2,
  generalFeedback: "Add the numbers.",
  options: ["3", String(2 + version), "5"],
  correctAnswerIndex: 1,
  optionCredits: null,
  optionFeedback: ["Too small", null, "Too big"],
  correctBoolean: null,
  acceptedAnswers: null,
  caseSensitive: null,
  numericAnswers: null,
  pairs: null,
  extraMatches: null,
  ...overrides,
});

type BankQuestion = BankQuestionWithVersionsFragment;

// Question n at version `version` (its history every version down to 1).
export const makeBankQuestion = (n: number, overrides: Partial<BankQuestion> & { version?: number } = {}): BankQuestion => {
  const version = overrides.version ?? 1;
  const versions = Array.from({ length: version }, (_, i) => makeVersion(version - i));
  return {
    __typename: "BankQuestion",
    id: `bq-${n}`,
    title: `Sum ${n}`,
    tags: ["algebra", "week 1"],
    difficulty: 2,
    type: "SINGLE_CHOICE",
    version,
    quizCount: 0,
    usedBy: [],
    retiredAt: null,
    createdAt: "2026-03-01T10:15:00.000Z",
    updatedAt: "2026-03-01T10:15:00.000Z",
    question: versions[0],
    versions,
    ...overrides,
  };
};

// The list's rows select no history.
export const listRow = (question: BankQuestion) => {
  const { versions: _versions, usedBy: _usedBy, ...row } = question;
  return row;
};

export const bankPage = (questions: BankQuestion[], options: { totalCount?: number; hasNextPage?: boolean } = {}) => ({
  data: { questionBank: connectionOf("BankQuestion", questions.map(listRow), options) },
});

export const tagsResult = (tags: [string, number][]) => ({
  data: { questionBankTags: tags.map(([tag, count]) => ({ __typename: "BankTag" as const, tag, count })) },
});
