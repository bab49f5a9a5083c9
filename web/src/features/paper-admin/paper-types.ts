import type { PaperType } from "../../graphql/__generated__/graphql";

// The archive's labels, size rule and page size (one cached list for both screens).
export { PAPER_TYPES, PAPERS_PAGE_SIZE, toKilobytes } from "../papers/labels";

// The upload form offers Test and Exam (default Test); editing keeps any of the four.
export const UPLOAD_PAPER_TYPES: readonly PaperType[] = ["TEST", "EXAM"];
export const DEFAULT_PAPER_TYPE: PaperType = "TEST";
