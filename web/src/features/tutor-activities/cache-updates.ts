import type { ApolloCache } from "@apollo/client";
import { addToConnections, removeFromConnections } from "../../graphql/connection-cache";
import type { ActivitySummaryFieldsFragment, TutorChapterFieldsFragment } from "../../graphql/__generated__/graphql";

// Creates and deletes edit the cached lists in place (no refetch), through graphql/connection-cache.ts.
// The tutor's dashboard figures follow a create; after a delete (whose chapters or quizzes went
// with it) they are dropped and fetched again when next shown.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const countOnDashboard = (cache: ApolloCache, figure: "activities" | "chapters") =>
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      tutorDashboard: (existing, { DELETE }) => {
        if (!isRecord(existing) || typeof existing[figure] !== "number") return DELETE;
        return { ...existing, [figure]: existing[figure] + 1 };
      },
    },
  });

const dropDashboard = (cache: ApolloCache) =>
  cache.modify({ id: "ROOT_QUERY", fields: { tutorDashboard: (_existing, { DELETE }) => DELETE } });

// The activity lists are newest first: the tutor's own (myActivities) and everyone's (activities).
// The new one heads the unfiltered lists; a search result only the server can tell is dropped.
export const addCreatedActivity = (cache: ApolloCache, activity: ActivitySummaryFieldsFragment): void => {
  const node = { ...activity, __typename: "Activity" as const };
  for (const fieldName of ["myActivities", "activities"] as const) {
    addToConnections(cache, { fieldName }, node, { lists: [{}], at: "start", others: "drop" });
  }
  countOnDashboard(cache, "activities");
};

export const removeDeletedActivity = (cache: ApolloCache, id: string): void => {
  const activity = { __typename: "Activity", id };
  removeFromConnections(cache, { fieldName: "myActivities" }, activity);
  removeFromConnections(cache, { fieldName: "activities" }, activity);
  // A learner's list of its chapters has nothing left to show.
  cache.evict({ id: "ROOT_QUERY", fieldName: "chapters", args: { activityId: id } });
  dropDashboard(cache);
  const ref = cache.identify(activity);
  if (ref) cache.evict({ id: ref });
  cache.gc();
};

const countChapters = (cache: ApolloCache, activityRef: string, change: 1 | -1) =>
  cache.modify({
    id: activityRef,
    fields: { chapterCount: (existing) => (typeof existing === "number" ? Math.max(0, existing + change) : existing) },
  });

// A chapter goes last in its activity's lists (oldest first): the activity's own (Activity.chapters,
// with chapterCount) and a learner's (chapters(activityId)). Where pages remain to load, only the
// count grows: the row comes with the last page.
export const addCreatedChapter = (cache: ApolloCache, chapter: TutorChapterFieldsFragment): void => {
  const node = { ...chapter, __typename: "Chapter" as const };
  const activityRef = cache.identify({ __typename: "Activity", id: chapter.activityId });
  if (!activityRef) return;
  addToConnections<"Activity">(cache, { parent: { typename: "Activity", id: chapter.activityId }, fieldName: "chapters" }, node, {
    lists: [{}],
    at: "end",
    others: "keep",
  });
  countChapters(cache, activityRef, 1);
  addToConnections(cache, { fieldName: "chapters" }, node, { lists: [{ activityId: chapter.activityId }], at: "end", others: "keep" });
  countOnDashboard(cache, "chapters");
};

export const removeDeletedChapter = (cache: ApolloCache, chapter: Pick<TutorChapterFieldsFragment, "id" | "activityId">): void => {
  const node = { __typename: "Chapter", id: chapter.id };
  const activityRef = cache.identify({ __typename: "Activity", id: chapter.activityId });
  removeFromConnections<"Activity">(cache, { parent: { typename: "Activity", id: chapter.activityId }, fieldName: "chapters" }, node);
  if (activityRef) countChapters(cache, activityRef, -1);
  removeFromConnections(cache, { fieldName: "chapters" }, node);
  dropDashboard(cache);
  const ref = cache.identify(node);
  if (ref) cache.evict({ id: ref });
  cache.gc();
};
