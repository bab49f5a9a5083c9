import type { ApolloCache, Reference } from "@apollo/client";
import type { TutorActivityFieldsFragment, TutorChapterFieldsFragment } from "../../graphql/__generated__/graphql";
import { argsOfStoreField } from "../../graphql/store-field-args";

// Creates and deletes edit the cached lists in place (no refetch). A list the change cannot be
// placed in exactly (a search result, a later page, partial dashboard figures) is dropped instead,
// so it is fetched again the next time a screen shows it.

type ListArgs = { limit: number; offset: number; search: string; activityId?: string };
type PageValue = { items: readonly Reference[]; total: number };

const DEFAULT_LIMIT = 20; // the schema's default page size

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isReferenceList = (value: unknown): value is readonly Reference[] =>
  Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.__ref === "string");

const isPage = (value: unknown): value is Record<string, unknown> & PageValue =>
  isRecord(value) && isReferenceList(value.items) && typeof value.total === "number";

// The list arguments of a cached field (schema defaults filled in); null when unreadable.
export const listArgsOfStoreField = (storeFieldName: string, fieldName: string): ListArgs | null => {
  const args = argsOfStoreField(storeFieldName, fieldName);
  if (!args) return null;
  return {
    limit: typeof args.limit === "number" ? args.limit : DEFAULT_LIMIT,
    offset: typeof args.offset === "number" ? args.offset : 0,
    search: typeof args.search === "string" ? args.search.trim() : "",
    activityId: typeof args.activityId === "string" ? args.activityId : undefined,
  };
};

const withoutRef = (page: Record<string, unknown> & PageValue, ref: string) => {
  const items = page.items.filter((item) => item.__ref !== ref);
  if (items.length === page.items.length) return page;
  return { ...page, items, total: Math.max(0, page.total - 1) };
};

// The activity lists, newest first: the tutor's own (myActivities) and everyone's (activities).
export const addCreatedActivity = (cache: ApolloCache, activity: TutorActivityFieldsFragment): void => {
  const ref = cache.identify({ __typename: "Activity", id: activity.id });
  if (!ref) return;
  const prepend = (existing: unknown, storeFieldName: string, fieldName: string, DELETE: unknown) => {
    if (!isPage(existing)) return existing;
    if (existing.items.some((item) => item.__ref === ref)) return existing;
    const args = listArgsOfStoreField(storeFieldName, fieldName);
    if (!args || args.search !== "" || args.offset > 0) return DELETE;
    return { ...existing, items: [{ __ref: ref }, ...existing.items].slice(0, args.limit), total: existing.total + 1 };
  };
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      myActivities: (existing, { storeFieldName, fieldName, DELETE }) => prepend(existing, storeFieldName, fieldName, DELETE),
      activities: (existing, { storeFieldName, fieldName, DELETE }) => prepend(existing, storeFieldName, fieldName, DELETE),
      tutorDashboard: (existing, { DELETE }) => {
        if (!isRecord(existing) || typeof existing.activities !== "number") return DELETE;
        return { ...existing, activities: existing.activities + 1 };
      },
    },
  });
};

export const removeDeletedActivity = (cache: ApolloCache, id: string): void => {
  const ref = cache.identify({ __typename: "Activity", id });
  if (!ref) return;
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      myActivities: (existing) => (isPage(existing) ? withoutRef(existing, ref) : existing),
      activities: (existing) => (isPage(existing) ? withoutRef(existing, ref) : existing),
      // Its chapters and quizzes went with it: the figures are fetched again when next shown.
      tutorDashboard: (_existing, { DELETE }) => DELETE,
    },
  });
  cache.evict({ id: ref });
  cache.gc();
};

// A chapter goes last in its activity's lists (oldest first).
export const addCreatedChapter = (cache: ApolloCache, chapter: TutorChapterFieldsFragment): void => {
  const ref = cache.identify({ __typename: "Chapter", id: chapter.id });
  if (!ref) return;
  const activityId = cache.identify({ __typename: "Activity", id: chapter.activityId });
  // False when the update already ran for this chapter: counts must not grow twice.
  let added = true;
  cache.modify({
    id: activityId,
    fields: {
      chapters: (existing) => {
        if (!isReferenceList(existing)) return existing;
        if (existing.some((item) => item.__ref === ref)) {
          added = false;
          return existing;
        }
        return [...existing, { __ref: ref }];
      },
    },
  });
  if (!added) return;
  cache.modify({
    id: activityId,
    fields: { chapterCount: (existing) => (typeof existing === "number" ? existing + 1 : existing) },
  });
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      chapters: (existing, { storeFieldName, fieldName, DELETE }) => {
        const args = listArgsOfStoreField(storeFieldName, fieldName);
        if (!args) return DELETE;
        if (args.activityId !== chapter.activityId || !isPage(existing)) return existing;
        if (existing.items.some((item) => item.__ref === ref)) return existing;
        const fitsHere = existing.total < args.offset + args.limit;
        return { ...existing, items: fitsHere ? [...existing.items, { __ref: ref }] : existing.items, total: existing.total + 1 };
      },
      tutorDashboard: (existing, { DELETE }) => {
        if (!isRecord(existing) || typeof existing.chapters !== "number") return DELETE;
        return { ...existing, chapters: existing.chapters + 1 };
      },
    },
  });
};

export const removeDeletedChapter = (cache: ApolloCache, chapter: Pick<TutorChapterFieldsFragment, "id" | "activityId">): void => {
  const ref = cache.identify({ __typename: "Chapter", id: chapter.id });
  if (!ref) return;
  cache.modify({
    id: cache.identify({ __typename: "Activity", id: chapter.activityId }),
    fields: {
      chapters: (existing) => (isReferenceList(existing) ? existing.filter((item) => item.__ref !== ref) : existing),
      chapterCount: (existing) => (typeof existing === "number" ? Math.max(0, existing - 1) : existing),
    },
  });
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      chapters: (existing) => (isPage(existing) ? withoutRef(existing, ref) : existing),
      // Its quizzes went with it: the figures are fetched again when next shown.
      tutorDashboard: (_existing, { DELETE }) => DELETE,
    },
  });
  cache.evict({ id: ref });
  cache.gc();
};
