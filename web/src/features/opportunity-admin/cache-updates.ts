import type { ApolloCache, Reference } from "@apollo/client";
import type { AdminOpportunityFieldsFragment } from "../../graphql/__generated__/graphql";
import { opportunityStatus, sortOpportunities } from "../opportunities/opportunity-status";
import { argsOfStoreField } from "../../graphql/store-field-args";

type PageLike = { items: readonly Reference[]; total?: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isPage = (value: unknown): value is PageLike & Record<string, unknown> =>
  isRecord(value) && Array.isArray(value.items);

const numberArg = (args: Record<string, unknown>, key: string, fallback: number): number =>
  typeof args[key] === "number" ? args[key] : fallback;

/**
 * Puts a new opportunity in every cached list without a refetch: each first page of
 * `opportunities` whose status filter it matches (at its place in the server's order, the
 * page kept to its limit), the newest-first `latestOpportunities`, and drops the admin
 * dashboard figures so they load fresh. A later page cannot be shifted exactly: it is dropped.
 */
export const addOpportunityToLists = (cache: ApolloCache, opportunity: AdminOpportunityFieldsFragment): void => {
  const id = cache.identify({ __typename: "Opportunity", id: opportunity.id });
  if (!id) return;
  const status = opportunityStatus(opportunity, new Date());

  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      opportunities: (existing, { storeFieldName, fieldName, readField, toReference, DELETE }) => {
        if (!isPage(existing)) return existing;
        if (existing.items.some((item) => readField<string>("id", item) === opportunity.id)) return existing;
        const args = argsOfStoreField(storeFieldName, fieldName);
        if (!args) return DELETE;
        if (typeof args.status === "string" && args.status !== status) return existing;
        if (numberArg(args, "offset", 0) > 0) return DELETE;
        const ref = toReference(id);
        if (!ref) return existing;
        const entries = existing.items.map((item) => ({
          ref: item,
          closingDate: readField<string | null>("closingDate", item) ?? null,
          createdAt: readField<string>("createdAt", item) ?? null,
        }));
        const sorted = sortOpportunities([...entries, { ref, closingDate: opportunity.closingDate ?? null, createdAt: opportunity.createdAt }]);
        return {
          ...existing,
          items: sorted.map((entry) => entry.ref).slice(0, numberArg(args, "limit", 20)),
          total: typeof existing.total === "number" ? existing.total + 1 : existing.total,
        };
      },
      latestOpportunities: (existing, { storeFieldName, fieldName, readField, toReference }) => {
        if (!Array.isArray(existing)) return existing;
        const items = existing as readonly Reference[];
        if (items.some((item) => readField<string>("id", item) === opportunity.id)) return existing;
        const ref = toReference(id);
        const limit = numberArg(argsOfStoreField(storeFieldName, fieldName) ?? {}, "limit", 2);
        return ref ? [ref, ...items].slice(0, limit) : existing;
      },
      adminDashboard: (_existing, { DELETE }) => DELETE,
    },
  });
};

/**
 * Takes a deleted opportunity out of every cached list (totals one less), drops a
 * `latestOpportunities` list that held it so it refills, drops the dashboard figures,
 * then evicts the entity itself.
 */
export const removeOpportunityFromLists = (cache: ApolloCache, opportunityId: string): void => {
  const id = cache.identify({ __typename: "Opportunity", id: opportunityId });
  if (!id) return;
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      opportunities: (existing, { readField }) => {
        if (!isPage(existing)) return existing;
        const items = existing.items.filter((item) => readField<string>("id", item) !== opportunityId);
        if (items.length === existing.items.length) return existing;
        return { ...existing, items, total: typeof existing.total === "number" ? existing.total - 1 : existing.total };
      },
      latestOpportunities: (existing, { readField, DELETE }) => {
        if (!Array.isArray(existing)) return existing;
        const items = existing as readonly Reference[];
        return items.some((item) => readField<string>("id", item) === opportunityId) ? DELETE : existing;
      },
      adminDashboard: (_existing, { DELETE }) => DELETE,
    },
  });
  cache.evict({ id });
  cache.gc();
};
