import type { AdminPaperFieldsFragment } from "../../../graphql/__generated__/graphql";

export const makeAdminPaper = (overrides: Partial<AdminPaperFieldsFragment> = {}): AdminPaperFieldsFragment => ({
  __typename: "Paper",
  id: "p1",
  title: "Databases 2023 Exam",
  description: "Normalisation, SQL joins and transactions.",
  paperType: "EXAM",
  // Midday UTC: the same calendar day in every time zone.
  createdAt: "2024-01-05T12:00:00.000Z",
  updatedAt: "2024-01-05T12:00:00.000Z",
  canEdit: true,
  image: { __typename: "StoredFile", id: "f-img", url: "/files/f-img", filename: "cover.png", size: 2048 },
  pdf: { __typename: "StoredFile", id: "f-pdf", url: "/files/f-pdf", filename: "exam.pdf", size: 1536 },
  ...overrides,
});
