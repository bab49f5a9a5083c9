// SPEC.md sections 5 and 8: the upload form's own checks, in this order.
export const DETAILS_REQUIRED = "Title and description are required";
export const PDF_REQUIRED = "PDF file is required";

type PaperFormField = "title" | "description" | "pdf";
export type PaperFormError = { message: string; fields: readonly PaperFormField[] };

export type PaperDetails = { title: string; description: string };

// Title and description are trimmed; the edit form keeps its PDF, so only the upload asks for one.
export const validatePaperDetails = ({ title, description }: PaperDetails): PaperFormError | null => {
  const missing: PaperFormField[] = [];
  if (!title.trim()) missing.push("title");
  if (!description.trim()) missing.push("description");
  return missing.length ? { message: DETAILS_REQUIRED, fields: missing } : null;
};

export const validatePaperUpload = (values: PaperDetails & { pdf: File | null }): PaperFormError | null =>
  validatePaperDetails(values) ?? (values.pdf ? null : { message: PDF_REQUIRED, fields: ["pdf"] });
