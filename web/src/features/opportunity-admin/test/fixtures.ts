import type { MockLink } from "@apollo/client/testing";
import { AdminOpportunitiesDocument, type AdminOpportunityFieldsFragment } from "../../../graphql/__generated__/graphql";
import { connectionOf, cursorOf } from "../../../test/connection";
import { makeUser } from "../../../test/render";
import { ADMIN_OPPORTUNITY_PAGE_SIZE } from "../labels";

export const admin = makeUser({ id: "admin-1", name: "ada", surname: "lovelace", role: "admin" });

// Midday UTC so the formatted day is the same in every time zone; far from today so the status is stable.
export const PAST = "2001-03-15T12:00:00.000Z";
export const FUTURE = "2999-03-15T12:00:00.000Z";

export const makeOpportunity = (overrides: Partial<AdminOpportunityFieldsFragment> = {}): AdminOpportunityFieldsFragment => ({
  __typename: "Opportunity",
  id: "opp-1",
  title: "Cloud Bursary",
  type: "BURSARY",
  description: "Full tuition for second-year students.",
  link: "https://apply.example.com/cloud",
  openingDate: PAST,
  closingDate: FUTURE,
  createdAt: "2024-01-01T12:00:00.000Z",
  updatedAt: "2024-01-01T12:00:00.000Z",
  ...overrides,
});

// `after`: the opportunity whose cursor the page follows (a "Load more"), as the screen sends it.
export const listRequest = (after?: string) => ({
  query: AdminOpportunitiesDocument,
  variables: { first: ADMIN_OPPORTUNITY_PAGE_SIZE, ...(after ? { after: cursorOf("Opportunity", after) } : {}) },
});

// Where a mocked page sits in the whole list: after which opportunity, and how many there are in
// all (more than the page's: "Load more" shows; a last page after others says `hasNextPage: false`).
export type PageOf = { after?: string; totalCount?: number; hasNextPage?: boolean };

export const listMock = (
  items: AdminOpportunityFieldsFragment[],
  extra: Partial<MockLink.MockedResponse> = {},
  page: PageOf = {},
): MockLink.MockedResponse => ({
  request: listRequest(page.after),
  result: { data: { opportunities: connectionOf("Opportunity", items, { totalCount: page.totalCount, hasNextPage: page.hasNextPage }) } },
  ...extra,
});

// `count` distinct opportunities, opp-<from> onwards, in the API's order: each closes a day after the one before.
export const manyOpportunities = (count: number, from = 1): AdminOpportunityFieldsFragment[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return makeOpportunity({ id: `opp-${n}`, title: `Opportunity ${n}`, closingDate: new Date(Date.UTC(2990, 0, n, 12)).toISOString() });
  });
