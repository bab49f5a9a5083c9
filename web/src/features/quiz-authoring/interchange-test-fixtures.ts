// API answers for the import and export tests (shapes as the server sends them, with __typename).
import type { MockLink } from "@apollo/client/testing";
import {
  PreviewQuestionImportDocument,
  type PreviewQuestionImportMutation,
  type PreviewQuestionImportMutationVariables,
  type QuestionImportFormat,
} from "../../graphql/__generated__/graphql";

type Preview = PreviewQuestionImportMutation["previewQuestionImport"];
type Question = Preview["questions"][number];
type Skipped = Preview["skipped"][number];

export const importedQuestion = (n: number, overrides: Partial<Question> = {}): Question => ({
  __typename: "ImportedQuestion",
  title: null,
  type: "SINGLE_CHOICE",
  questionText: `Question text ${n}?`,
  points: 1,
  generalFeedback: null,
  options: [`Wrong ${n}`, `Right ${n}`],
  correctAnswerIndex: 1,
  optionCredits: null,
  optionFeedback: null,
  correctBoolean: null,
  acceptedAnswers: null,
  caseSensitive: null,
  numericAnswers: null,
  pairs: null,
  extraMatches: null,
  line: n * 3,
  position: null,
  notes: [],
  ...overrides,
});

export const skippedItem = (overrides: Partial<Skipped> = {}): Skipped => ({
  __typename: "SkippedImport",
  line: null,
  position: null,
  name: null,
  reason: "Only multiple-choice questions can be imported",
  ...overrides,
});

// The preview asked for a file of this name in this format (File objects have no comparable fields).
export const previewMock = (
  fileName: string,
  format: QuestionImportFormat,
  outcome: { questions: Question[]; skipped?: Skipped[] } | { errors: { message: string; extensions?: Record<string, unknown> }[] },
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: {
    query: PreviewQuestionImportDocument,
    variables: (variables: PreviewQuestionImportMutationVariables) => variables.format === format && variables.file.name === fileName,
  },
  result:
    "errors" in outcome
      ? { errors: outcome.errors }
      : {
          data: {
            previewQuestionImport: { __typename: "QuestionImportPreview", questions: outcome.questions, skipped: outcome.skipped ?? [] },
          },
        },
  ...extra,
});

export const textFile = (name: string, text = "::Q1:: Which? {=A ~B}") => new File([text], name, { type: "text/plain" });
