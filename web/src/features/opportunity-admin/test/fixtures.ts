import type { MockLink } from "@apollo/client/testing";
import { AdminOpportunitiesDocument, type AdminOpportunityFieldsFragment } from "../../../graphql/__generated__/graphql";
import { makeUser } from "../../../test/render";
import { ADMIN_OPPORTUNITY_LIMIT } from "../pages/ManageOpportunitiesPage";

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

export const listRequest = { query: AdminOpportunitiesDocument, variables: { limit: ADMIN_OPPORTUNITY_LIMIT } };

export const listMock = (
  items: AdminOpportunityFieldsFragment[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: listRequest,
  result: { data: { opportunities: { __typename: "OpportunityPage", items, total: items.length } } },
  ...extra,
});
