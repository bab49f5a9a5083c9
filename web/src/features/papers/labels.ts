import type { PaperType } from "../../graphql/__generated__/graphql";
import { labelsOf } from "../../lib/format";

// Display labels and badge colours for the GraphQL enum (SPEC.md section 9 paper types).
export const PAPER_TYPES = labelsOf<PaperType>({ TEST: "Test", EXAM: "Exam", QUIZ: "Quiz", ASSIGNMENT: "Assignment" });

export const PAPER_TYPE_COLORS: Record<PaperType, string> = { TEST: "blue", EXAM: "purple", QUIZ: "green", ASSIGNMENT: "orange" };

// SPEC.md section 9: PDF size shown as bytes/1024 rounded, in KB.
export const toKilobytes = (bytes: number): number => Math.round(bytes / 1024);

// Papers per page (`first`; the API takes at most 100): "Load more" asks for the next ones. The
// archive and the management table read one cached list (graphql/cache.ts keys it by `type` only).
export const PAPERS_PAGE_SIZE = 24;
