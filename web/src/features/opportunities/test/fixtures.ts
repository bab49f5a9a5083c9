import type { OpportunityDetailQuery, OpportunitySummaryFieldsFragment } from "../../../graphql/__generated__/graphql";

// Midday UTC so the formatted day is the same in every time zone; far from today so the status is stable.
export const PAST = "2001-03-15T12:00:00.000Z";
export const FUTURE = "2999-03-15T12:00:00.000Z";

export const makeSummary = (overrides: Partial<OpportunitySummaryFieldsFragment> = {}): OpportunitySummaryFieldsFragment => ({
  __typename: "Opportunity",
  id: "opp-1",
  title: "Cloud Bursary",
  type: "BURSARY",
  openingDate: null,
  closingDate: FUTURE,
  createdAt: "2024-01-01T12:00:00.000Z",
  ...overrides,
});

export const makeDetail = (
  overrides: Partial<OpportunityDetailQuery["opportunity"]> = {},
): OpportunityDetailQuery["opportunity"] => ({
  ...makeSummary(),
  description: "Full tuition for second-year students.",
  link: "https://apply.example.com/cloud",
  updatedAt: "2024-01-02T12:00:00.000Z",
  ...overrides,
});
