import type { PaperType } from "../../graphql/__generated__/graphql";

// SPEC.md section 9: the paper types as people read them; the API sends the enum names.
export const PAPER_TYPE_LABELS = {
  TEST: "Test",
  EXAM: "Exam",
  QUIZ: "Quiz",
  ASSIGNMENT: "Assignment",
} as const satisfies Record<PaperType, string>;

// The upload form offers Test and Exam (default Test); editing keeps any of the four.
export const UPLOAD_PAPER_TYPES: readonly PaperType[] = ["TEST", "EXAM"];
export const ALL_PAPER_TYPES: readonly PaperType[] = ["TEST", "EXAM", "QUIZ", "ASSIGNMENT"];
export const DEFAULT_PAPER_TYPE: PaperType = "TEST";

export const isPaperType = (value: string): value is PaperType => (ALL_PAPER_TYPES as readonly string[]).includes(value);

// SPEC.md section 9: sizes shown as bytes/1024 rounded, in KB.
export const toKilobytes = (bytes: number): number => Math.round(bytes / 1024);

// How many papers a list screen loads: the API's page maximum (SPEC.md shows no paging).
export const PAPERS_LIMIT = 100;
