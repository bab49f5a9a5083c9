import { gql, type TypedDocumentNode } from "@apollo/client";
import {
  AdminOpportunitiesDocument,
  AdminOpportunityFieldsFragmentDoc,
  CommunityOpportunitiesDocument,
  OpportunityListDocument,
  type AdminOpportunitiesQuery,
  type AdminOpportunityFieldsFragment,
  type OpportunityStatus,
} from "../../graphql/__generated__/graphql";
import { createCache } from "../../graphql/cache";
import { connectionOf } from "../../test/connection";
import { addOpportunityToLists, comesBefore, moveOpportunityInLists, removeOpportunityFromLists } from "./cache-updates";
import { FUTURE, makeOpportunity, PAST } from "./test/fixtures";

type Cache = ReturnType<typeof createCache>;

const summary = ({ description: _d, link: _l, updatedAt: _u, ...rest }: AdminOpportunityFieldsFragment) => rest;

// No screen filters by status yet; the API can, and such a list is cached under its own key.
const ByStatusDocument: TypedDocumentNode<AdminOpportunitiesQuery, { status: OpportunityStatus; first: number }> = gql`
  query OpportunitiesByStatus($status: OpportunityStatus, $first: Int) {
    opportunities(status: $status, first: $first) {
      nodes {
        id
        title
        type
        description
        link
        openingDate
        closingDate
        createdAt
        updatedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`;

const soon = makeOpportunity({ id: "soon", title: "Soon", closingDate: "2998-01-01T12:00:00.000Z", createdAt: "2024-01-01T12:00:00.000Z" });
const later = makeOpportunity({ id: "later", title: "Later", closingDate: FUTURE, createdAt: "2024-02-01T12:00:00.000Z" });

// The unfiltered list (the admin's and the learners' screens share it), a status list and the
// community's two newest, as the screens leave them.
const seed = ({ hasNextPage = false, latest = [later, soon] }: { hasNextPage?: boolean; latest?: AdminOpportunityFieldsFragment[] } = {}) => {
  const cache = createCache();
  cache.writeQuery({
    query: AdminOpportunitiesDocument,
    variables: { first: 100 },
    data: { opportunities: connectionOf("Opportunity", [soon, later], { totalCount: hasNextPage ? 10 : 2, hasNextPage }) },
  });
  cache.writeQuery({
    query: ByStatusDocument,
    variables: { status: "OPEN", first: 100 },
    data: { opportunities: connectionOf("Opportunity", [soon, later]) },
  });
  cache.writeQuery({
    query: CommunityOpportunitiesDocument,
    variables: { limit: 2 },
    data: { latestOpportunities: latest.map(summary) },
  });
  cache.writeQuery({
    query: gql`
      query Figures {
        adminDashboard {
          openOpportunities
        }
      }
    `,
    data: { adminDashboard: { __typename: "AdminDashboard", openOpportunities: 2 } },
  });
  return cache;
};

// As after a mutation: Apollo writes the result, then runs the update.
const create = (cache: Cache, created: AdminOpportunityFieldsFragment) => {
  cache.writeFragment({ fragment: AdminOpportunityFieldsFragmentDoc, data: created });
  addOpportunityToLists(cache, created);
};

const titles = (connection: { nodes: readonly { title: string }[] } | undefined) => connection?.nodes.map((node) => node.title);
const adminList = (cache: Cache) => cache.readQuery({ query: AdminOpportunitiesDocument, variables: { first: 100 } })?.opportunities;
const latestTitles = (cache: Cache) =>
  cache.readQuery({ query: CommunityOpportunitiesDocument, variables: { limit: 2 } })?.latestOpportunities.map((item) => item.title);
const rootFields = (cache: Cache) => Object.keys(cache.extract().ROOT_QUERY ?? {});

describe("comesBefore (the server's order)", () => {
  const keys = (closingDate: string | null, createdAt: number, id = "a") => ({ closingDate: closingDate ? Date.parse(closingDate) : null, createdAt, id });

  it("puts the sooner closing date first and those without one last", () => {
    expect(comesBefore(keys("2025-01-01", 0), keys("2025-06-01", 0))).toBe(true);
    expect(comesBefore(keys("2025-06-01", 0), keys("2025-01-01", 0))).toBe(false);
    expect(comesBefore(keys("2999-01-01", 0), keys(null, 0))).toBe(true);
    expect(comesBefore(keys(null, 0), keys("2001-01-01", 0))).toBe(false);
  });

  it("puts the newest first on equal closing dates, then orders by id", () => {
    expect(comesBefore(keys("2025-01-01", 2), keys("2025-01-01", 1))).toBe(true);
    expect(comesBefore(keys(null, 1), keys(null, 2))).toBe(false);
    expect(comesBefore(keys(null, 1, "a"), keys(null, 1, "b"))).toBe(true);
  });
});

describe("opportunity cache updates", () => {
  it("puts a new opportunity at its closing-date place in a fully loaded list, counts it, and drops status lists", () => {
    const cache = seed();
    create(cache, makeOpportunity({ id: "new", title: "New", closingDate: "2998-06-01T12:00:00.000Z", createdAt: "2025-01-01T12:00:00.000Z" }));

    const list = adminList(cache);
    expect(titles(list)).toEqual(["Soon", "New", "Later"]);
    expect(list?.totalCount).toBe(3);
    // The learners' screen reads the same list.
    const learner = cache.readQuery({ query: OpportunityListDocument, variables: { first: 20 } });
    expect(learner?.opportunities.nodes.map((node) => node.title)).toEqual(["Soon", "New", "Later"]);
    // Its status is the server's to tell: the OPEN list loads afresh when next shown.
    expect(cache.readQuery({ query: ByStatusDocument, variables: { status: "OPEN", first: 100 } })).toBeNull();
  });

  it("puts one without a closing date last, and the newest first among equal closing dates", () => {
    const cache = seed();
    create(cache, makeOpportunity({ id: "open", title: "Open-ended", openingDate: PAST, closingDate: null }));
    create(cache, makeOpportunity({ id: "twin", title: "Twin", closingDate: soon.closingDate, createdAt: "2025-01-01T12:00:00.000Z" }));
    expect(titles(adminList(cache))).toEqual(["Twin", "Soon", "Later", "Open-ended"]);
    expect(adminList(cache)?.totalCount).toBe(4);
  });

  it("only counts a new one whose place is on a page not loaded yet", () => {
    const cache = seed({ hasNextPage: true });
    create(cache, makeOpportunity({ id: "new", title: "New", closingDate: null }));
    const list = adminList(cache);
    expect(titles(list)).toEqual(["Soon", "Later"]);
    expect(list?.totalCount).toBe(11);
    // "Load more" goes on after the last loaded row.
    expect(list?.pageInfo).toMatchObject({ hasNextPage: true, endCursor: "Opportunity:later" });
  });

  it("shows a new one whose place is among the loaded rows even with pages left to load", () => {
    const cache = seed({ hasNextPage: true });
    create(cache, makeOpportunity({ id: "new", title: "New", closingDate: "2990-01-01T12:00:00.000Z" }));
    const list = adminList(cache);
    expect(titles(list)).toEqual(["New", "Soon", "Later"]);
    expect(list?.totalCount).toBe(11);
    expect(list?.pageInfo).toMatchObject({ hasNextPage: true, endCursor: "Opportunity:later" });
  });

  it("puts a new one first in the newest list, keeping it to its limit, and drops the dashboard figures", () => {
    const cache = seed();
    create(cache, makeOpportunity({ id: "new", title: "New" }));
    expect(latestTitles(cache)).toEqual(["New", "Later"]);
    expect(rootFields(cache)).not.toContain("adminDashboard");
  });

  it("grows a newest list that held every opportunity", () => {
    const cache = seed({ latest: [later] });
    create(cache, makeOpportunity({ id: "new", title: "New" }));
    expect(latestTitles(cache)).toEqual(["New", "Later"]);
  });

  // As after an edit: Apollo writes the result, then runs the update.
  const edit = (cache: Cache, updated: AdminOpportunityFieldsFragment) => {
    cache.writeFragment({ fragment: AdminOpportunityFieldsFragmentDoc, data: updated });
    moveOpportunityInLists(cache, updated);
  };

  it("moves an edited one to its new closing-date place, the count unchanged, and drops status lists and figures", () => {
    const cache = seed();
    edit(cache, { ...soon, closingDate: null });
    expect(titles(adminList(cache))).toEqual(["Later", "Soon"]);
    expect(adminList(cache)?.totalCount).toBe(2);
    expect(cache.readQuery({ query: ByStatusDocument, variables: { status: "OPEN", first: 100 } })).toBeNull();
    expect(rootFields(cache)).not.toContain("adminDashboard");
    edit(cache, { ...soon, title: "Soonest", closingDate: "2990-01-01T12:00:00.000Z" });
    expect(titles(adminList(cache))).toEqual(["Soonest", "Later"]);
  });

  it("takes an edited one out of the loaded rows when its new place is on a page not loaded yet", () => {
    const cache = seed({ hasNextPage: true });
    edit(cache, { ...soon, closingDate: null });
    const list = adminList(cache);
    expect(titles(list)).toEqual(["Later"]);
    expect(list?.totalCount).toBe(10);
    expect(list?.pageInfo).toMatchObject({ hasNextPage: true, endCursor: "Opportunity:later" });
  });

  it("takes a deleted opportunity out of every list, drops a latest list that held it and the dashboard figures", () => {
    const cache = seed({ hasNextPage: true });
    removeOpportunityFromLists(cache, "soon");
    const list = adminList(cache);
    expect(titles(list)).toEqual(["Later"]);
    expect(list?.totalCount).toBe(9);
    const open = cache.readQuery({ query: ByStatusDocument, variables: { status: "OPEN", first: 100 } })?.opportunities;
    expect(titles(open)).toEqual(["Later"]);
    expect(open?.totalCount).toBe(1);
    expect(cache.readQuery({ query: CommunityOpportunitiesDocument, variables: { limit: 2 } })).toBeNull();
    expect(rootFields(cache)).not.toContain("adminDashboard");
    expect(cache.extract()["Opportunity:soon"]).toBeUndefined();
  });

  it("keeps a latest list that did not hold the deleted one", () => {
    const cache = seed({ latest: [later] });
    removeOpportunityFromLists(cache, "soon");
    expect(latestTitles(cache)).toEqual(["Later"]);
  });
});
