import { InMemoryCache, type ApolloCache, type Reference } from "@apollo/client";
import type { AdminOpportunityFieldsFragment } from "../../graphql/__generated__/graphql";
import { addToConnections, isLoadedConnection, removeFromConnections } from "../../graphql/connection-cache";
import { dropAdminDashboardFigures } from "../admin-dashboard/dashboard-cache";

// The server's order of `opportunities` (schema.graphql): closing date soonest first, those
// without one last, then the newest, then by id.
type OrderKeys = { closingDate: number | null; createdAt: number; id: string };

const toTime = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
};

const orderKeys = (opportunity: { id: string; closingDate?: string | null; createdAt?: string | null }): OrderKeys => ({
  closingDate: toTime(opportunity.closingDate),
  createdAt: toTime(opportunity.createdAt) ?? 0,
  id: opportunity.id,
});

/** Whether `a` comes before `b` in the server's order. */
export const comesBefore = (a: OrderKeys, b: OrderKeys): boolean => {
  if (a.closingDate !== b.closingDate) {
    if (a.closingDate === null) return false;
    if (b.closingDate === null) return true;
    return a.closingDate < b.closingDate;
  }
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt;
  return a.id < b.id;
};

type Created = AdminOpportunityFieldsFragment & { __typename: "Opportunity" };

/** The store names of the `opportunities` list without a status filter (null when the cache cannot tell). */
const unfilteredListNames = (cache: ApolloCache): Set<string> | null => {
  if (!(cache instanceof InMemoryCache)) return null;
  const { policies } = cache;
  return new Set([{}, { status: null }].map((args) => policies.getStoreFieldName({ typename: "Query", fieldName: "opportunities", args })));
};

/**
 * Moves a created or edited opportunity to its place in the closing-date order of each cached
 * unfiltered list. The loaded rows are the start of the server's order, so the row belongs
 * among them when it comes before the last loaded one, or when no page is left to load;
 * otherwise it arrives with a later page (a created one is only counted, by addToConnections).
 * Lists filtered by status, which only the server computes, are dropped: they load afresh when
 * next shown.
 */
const placeInClosingOrder = (cache: ApolloCache, opportunity: Created): void => {
  const keys = orderKeys(opportunity);
  const unfiltered = unfilteredListNames(cache);
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      opportunities: (existing: unknown, { storeFieldName, readField, toReference, DELETE }) => {
        if (!isLoadedConnection(existing)) return existing;
        if (!unfiltered?.has(storeFieldName)) return DELETE;
        const ref = toReference(opportunity);
        if (!ref) return existing;
        const own = existing.nodes.find((row) => row.__ref === ref.__ref);
        const others = existing.nodes.filter((row) => row !== own);
        const keysOf = (row: Reference): OrderKeys =>
          orderKeys({
            id: readField<string>("id", row) ?? "",
            closingDate: readField<string | null>("closingDate", row),
            createdAt: readField<string>("createdAt", row),
          });
        const index = others.findIndex((row) => comesBefore(keys, keysOf(row)));
        const placed = own ?? ref;
        let nodes = others;
        if (index >= 0) nodes = [...others.slice(0, index), placed, ...others.slice(index)];
        // Last of a fully loaded list. (Not loaded there, it is in no list: a created one was added.)
        else if (own && !existing.pageInfo?.hasNextPage) nodes = [...others, placed];
        const unchanged = nodes.length === existing.nodes.length && nodes.every((item, at) => item === existing.nodes[at]);
        return unchanged ? existing : { ...existing, nodes };
      },
    },
  });
};

/**
 * Whether the cached `latestOpportunities` list `storeFieldName` holds as many as it asked for
 * (its `limit` is its length): a new one then pushes the oldest out; otherwise it held them all.
 */
const isFullLatestList = (cache: ApolloCache, storeFieldName: string, length: number): boolean | null => {
  if (!(cache instanceof InMemoryCache)) return null;
  return cache.policies.getStoreFieldName({ typename: "Query", fieldName: "latestOpportunities", args: { limit: length } }) === storeFieldName;
};

/**
 * Puts a new opportunity in the cached lists without a refetch: counted in the unfiltered
 * `opportunities` list and placed in its closing-date order when that place is loaded; lists
 * filtered by status (computed on the server) are dropped and load afresh when next shown. It
 * goes first in the newest-first `latestOpportunities`, and the admin dashboard figures are
 * dropped so they load fresh.
 */
export const addOpportunityToLists = (cache: ApolloCache, created: AdminOpportunityFieldsFragment): void => {
  const opportunity: Created = { ...created, __typename: "Opportunity" };
  // "end" adds the row only to a list without pages left, and counts it in every unfiltered list.
  addToConnections(cache, { fieldName: "opportunities" }, opportunity, { lists: [{}], at: "end", others: "drop" });
  placeInClosingOrder(cache, opportunity);
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      latestOpportunities: (existing, { storeFieldName, readField, toReference, DELETE }) => {
        if (!Array.isArray(existing)) return existing;
        const items = existing as readonly Reference[];
        if (items.some((item) => readField<string>("id", item) === opportunity.id)) return existing;
        const ref = toReference(opportunity);
        const full = isFullLatestList(cache, storeFieldName, items.length);
        if (!ref || full === null) return DELETE;
        return full ? [ref, ...items].slice(0, items.length) : [ref, ...items];
      },
      adminDashboard: (_existing, { DELETE }) => DELETE,
    },
  });
};

/**
 * After an edit (the normalized cache already shows the new values): a changed closing date
 * moves the row in the unfiltered lists, a status may have changed so status lists are dropped,
 * and so are the admin dashboard figures.
 */
export const moveOpportunityInLists = (cache: ApolloCache, updated: AdminOpportunityFieldsFragment): void => {
  placeInClosingOrder(cache, { ...updated, __typename: "Opportunity" });
  dropAdminDashboardFigures(cache);
};

/**
 * Takes a deleted opportunity out of every cached `opportunities` list (totals one less), drops
 * a `latestOpportunities` list that held it so it refills, drops the dashboard figures, then
 * evicts the entity itself.
 */
export const removeOpportunityFromLists = (cache: ApolloCache, opportunityId: string): void => {
  const opportunity = { __typename: "Opportunity", id: opportunityId };
  removeFromConnections(cache, { fieldName: "opportunities" }, opportunity, { from: [{}] });
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      latestOpportunities: (existing, { readField, DELETE }) => {
        if (!Array.isArray(existing)) return existing;
        const items = existing as readonly Reference[];
        return items.some((item) => readField<string>("id", item) === opportunityId) ? DELETE : existing;
      },
      adminDashboard: (_existing, { DELETE }) => DELETE,
    },
  });
  const id = cache.identify(opportunity);
  if (id) cache.evict({ id });
  cache.gc();
};
