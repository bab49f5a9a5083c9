import type { PaperType } from "../../graphql/__generated__/graphql";

// The archive's labels, size rule and page size (one cached list for both screens).
export { PAPER_TYPE_LABELS, PAPERS_PAGE_SIZE, toKilobytes } from "../papers/labels";

// The upload form offers Test and Exam (default Test); editing keeps any of the four.
export const UPLOAD_PAPER_TYPES: readonly PaperType[] = ["TEST", "EXAM"];
export const ALL_PAPER_TYPES: readonly PaperType[] = ["TEST", "EXAM", "QUIZ", "ASSIGNMENT"];
export const DEFAULT_PAPER_TYPE: PaperType = "TEST";

export const isPaperType = (value: string): value is PaperType => (ALL_PAPER_TYPES as readonly string[]).includes(value);
