import type { PaperType } from "../../graphql/__generated__/graphql";

// Display labels and badge colours for the GraphQL enum (SPEC.md section 9 paper types).
export const PAPER_TYPE_LABELS = {
  TEST: "Test",
  EXAM: "Exam",
  QUIZ: "Quiz",
  ASSIGNMENT: "Assignment",
} as const satisfies Record<PaperType, string>;

export const PAPER_TYPE_COLORS = {
  TEST: "blue",
  EXAM: "purple",
  QUIZ: "green",
  ASSIGNMENT: "orange",
} as const satisfies Record<PaperType, string>;

// SPEC.md section 9: PDF size shown as bytes/1024 rounded, in KB.
export const toKilobytes = (bytes: number): number => Math.round(bytes / 1024);

// The API's page limit; the archive has no paging in SPEC.md. The management table asks with the
// same arguments, so both screens read one cached list.
export const PAPERS_LIMIT = 100;
