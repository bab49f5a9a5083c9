import {
  AdminOpportunitiesDocument,
  AdminOpportunityFieldsFragmentDoc,
  CommunityOpportunitiesDocument,
  OpportunityListDocument,
  type AdminOpportunityFieldsFragment,
} from "../../graphql/__generated__/graphql";
import { createCache } from "../../graphql/cache";
import { addOpportunityToLists, removeOpportunityFromLists } from "./cache-updates";
import { FUTURE, makeOpportunity, PAST } from "./test/fixtures";

const summary = ({ description: _d, link: _l, updatedAt: _u, ...rest }: AdminOpportunityFieldsFragment) => rest;

const seed = () => {
  const cache = createCache();
  const soon = makeOpportunity({ id: "soon", title: "Soon", closingDate: "2998-01-01T12:00:00.000Z", createdAt: "2024-01-01T12:00:00.000Z" });
  const later = makeOpportunity({ id: "later", title: "Later", closingDate: FUTURE, createdAt: "2024-02-01T12:00:00.000Z" });
  cache.writeQuery({
    query: AdminOpportunitiesDocument,
    variables: { limit: 100 },
    data: { opportunities: { __typename: "OpportunityPage", items: [soon, later], total: 2 } },
  });
  cache.writeQuery({
    query: OpportunityListDocument,
    variables: { limit: 2 },
    data: { opportunities: { __typename: "OpportunityPage", items: [summary(soon), summary(later)], total: 2 } },
  });
  cache.writeQuery({
    query: CommunityOpportunitiesDocument,
    variables: { limit: 2 },
    data: { latestOpportunities: [summary(later), summary(soon)] },
  });
  return cache;
};

// As after a mutation: Apollo writes the result, then runs the update.
const create = (cache: ReturnType<typeof createCache>, created: AdminOpportunityFieldsFragment) => {
  cache.writeFragment({ fragment: AdminOpportunityFieldsFragmentDoc, data: created });
  addOpportunityToLists(cache, created);
};

const titles = (items: readonly { title: string }[] | undefined) => items?.map((item) => item.title);

describe("opportunity cache updates", () => {
  it("puts a new opportunity where the server would, within each list's limit, and first in the latest list", () => {
    const cache = seed();
    const created = makeOpportunity({ id: "new", title: "New", closingDate: "2997-01-01T12:00:00.000Z", createdAt: "2025-01-01T12:00:00.000Z" });
    create(cache, created);

    const admin = cache.readQuery({ query: AdminOpportunitiesDocument, variables: { limit: 100 } });
    expect(titles(admin?.opportunities.items)).toEqual(["New", "Soon", "Later"]);
    expect(admin?.opportunities.total).toBe(3);
    const learner = cache.readQuery({ query: OpportunityListDocument, variables: { limit: 2 } });
    expect(titles(learner?.opportunities.items)).toEqual(["New", "Soon"]);
    const latest = cache.readQuery({ query: CommunityOpportunitiesDocument, variables: { limit: 2 } });
    expect(titles(latest?.latestOpportunities)).toEqual(["New", "Later"]);
  });

  it("puts one without a closing date last", () => {
    const cache = seed();
    create(cache, makeOpportunity({ id: "open", title: "Open-ended", openingDate: PAST, closingDate: null }));
    const admin = cache.readQuery({ query: AdminOpportunitiesDocument, variables: { limit: 100 } });
    expect(titles(admin?.opportunities.items)).toEqual(["Soon", "Later", "Open-ended"]);
  });

  it("takes a deleted opportunity out of every list and drops a latest list that held it", () => {
    const cache = seed();
    removeOpportunityFromLists(cache, "soon");
    const admin = cache.readQuery({ query: AdminOpportunitiesDocument, variables: { limit: 100 } });
    expect(titles(admin?.opportunities.items)).toEqual(["Later"]);
    expect(admin?.opportunities.total).toBe(1);
    expect(cache.readQuery({ query: CommunityOpportunitiesDocument, variables: { limit: 2 } })).toBeNull();
    expect(cache.extract()["Opportunity:soon"]).toBeUndefined();
  });
});
