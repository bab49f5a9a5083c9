import type { MockLink } from "@apollo/client/testing";
import {
  OpportunityListDocument,
  type OpportunityDetailQuery,
  type OpportunitySummaryFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { connectionOf, cursorOf } from "../../../test/connection";
import { OPPORTUNITY_PAGE_SIZE } from "../labels";

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

// `after`: the opportunity whose cursor the page follows (a "Load more"), as the screen sends it.
export const listRequest = (after?: string) => ({
  query: OpportunityListDocument,
  variables: { first: OPPORTUNITY_PAGE_SIZE, ...(after ? { after: cursorOf("Opportunity", after) } : {}) },
});

// Where a mocked page sits in the whole list: after which opportunity, and how many there are in
// all (more than the page's: "Load more" shows; a last page after others says `hasNextPage: false`).
export type PageOf = { after?: string; totalCount?: number; hasNextPage?: boolean };

export const listMock = (
  items: OpportunitySummaryFieldsFragment[],
  extra: Partial<MockLink.MockedResponse> = {},
  page: PageOf = {},
): MockLink.MockedResponse => ({
  request: listRequest(page.after),
  result: { data: { opportunities: connectionOf("Opportunity", items, { totalCount: page.totalCount, hasNextPage: page.hasNextPage }) } },
  ...extra,
});

// `count` distinct opportunities, opp-<from> onwards, in the API's order: each closes a day after the one before.
export const manySummaries = (count: number, from = 1): OpportunitySummaryFieldsFragment[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return makeSummary({ id: `opp-${n}`, title: `Opportunity ${n}`, closingDate: new Date(Date.UTC(2990, 0, n, 12)).toISOString() });
  });
