import {
  LearnerActivitiesDocument,
  LearnerActivityChaptersDocument,
  TutorActivitiesDocument,
  TutorActivityChaptersDocument,
  ActivitySummaryFieldsFragmentDoc,
  TutorChapterFieldsFragmentDoc,
  TutorDashboardFiguresDocument,
} from "../../graphql/__generated__/graphql";
import { createCache } from "../../graphql/cache";
import { connectionOf } from "../../test/connection";
import { addCreatedActivity, addCreatedChapter, removeDeletedActivity, removeDeletedChapter } from "./cache-updates";
import { activityChaptersResult, makeActivity, makeChapter, manyChapters, myActivitiesResult } from "./test-fixtures";

const older = makeActivity({ id: "activity-1" });
const created = makeActivity({ id: "activity-2", title: "Generics" });
const figures = {
  tutorDashboard: { __typename: "TutorDashboard" as const, activities: 1, chapters: 1, quizzes: 2, publishedQuizzes: 1, attempts: 3, averagePercentage: 50 },
};

// A connection's rows as ids, and its count.
const idsOf = (connection: { nodes: readonly { id: string }[]; totalCount: number } | undefined) =>
  connection && { ids: connection.nodes.map((node) => node.id), totalCount: connection.totalCount };

describe("activity cache updates", () => {
  const mine = (search?: string) => ({ query: TutorActivitiesDocument, variables: { ...(search ? { search } : {}), first: 20 } });
  const everyones = (search?: string) => ({ query: LearnerActivitiesDocument, variables: { ...(search ? { search } : {}), first: 24 } });

  const seededCache = () => {
    const cache = createCache();
    cache.writeQuery({ ...mine(), ...myActivitiesResult([older]) });
    cache.writeQuery({ ...mine("type"), ...myActivitiesResult([older]) });
    cache.writeQuery({ ...everyones(), data: { activities: connectionOf("Activity", [older]) } });
    cache.writeQuery({ ...everyones("gen"), data: { activities: connectionOf("Activity", []) } });
    cache.writeQuery({ query: TutorDashboardFiguresDocument, data: figures });
    return cache;
  };

  it("puts a created activity first in the unfiltered lists, drops search results and counts it", () => {
    const cache = seededCache();
    // The mutation result is normalized before the update runs.
    cache.writeFragment({ fragment: ActivitySummaryFieldsFragmentDoc, data: created });
    addCreatedActivity(cache, created);

    expect(idsOf(cache.readQuery(mine())?.myActivities)).toEqual({ ids: ["activity-2", "activity-1"], totalCount: 2 });
    expect(idsOf(cache.readQuery(everyones())?.activities)).toEqual({ ids: ["activity-2", "activity-1"], totalCount: 2 });
    // Only the server knows whether it matches a search: those load afresh when next shown.
    expect(cache.readQuery(mine("type"))).toBeNull();
    expect(cache.readQuery(everyones("gen"))).toBeNull();
    expect(cache.readQuery({ query: TutorDashboardFiguresDocument })?.tutorDashboard.activities).toBe(2);
  });

  it("removes a deleted activity from every list (searches too), evicts it and drops the dashboard figures", () => {
    const cache = seededCache();
    cache.writeQuery({
      query: LearnerActivityChaptersDocument,
      variables: { activityId: "activity-1", first: 20 },
      data: { chapters: connectionOf("Chapter", [makeChapter()]) },
    });
    removeDeletedActivity(cache, "activity-1");

    expect(idsOf(cache.readQuery(mine())?.myActivities)).toEqual({ ids: [], totalCount: 0 });
    expect(idsOf(cache.readQuery(mine("type"))?.myActivities)).toEqual({ ids: [], totalCount: 0 });
    expect(idsOf(cache.readQuery(everyones())?.activities)).toEqual({ ids: [], totalCount: 0 });
    expect(cache.extract()).not.toHaveProperty(["Activity:activity-1"]);
    expect(cache.readQuery({ query: LearnerActivityChaptersDocument, variables: { activityId: "activity-1", first: 20 } })).toBeNull();
    expect(cache.extract()).not.toHaveProperty(["Chapter:chapter-1"]);
    expect(cache.readQuery({ query: TutorDashboardFiguresDocument })).toBeNull();
  });
});

describe("chapter cache updates", () => {
  const first = makeChapter({ id: "chapter-1" });
  const added = makeChapter({ id: "chapter-2", title: "Unions" });
  const tutorView = { query: TutorActivityChaptersDocument, variables: { id: "activity-1", first: 20 } };
  const learnerView = (activityId: string) => ({ query: LearnerActivityChaptersDocument, variables: { activityId, first: 20 } });

  const chapterCache = () => {
    const cache = createCache();
    cache.writeQuery({ ...tutorView, ...activityChaptersResult([first]) });
    cache.writeQuery({ ...learnerView("activity-1"), data: { chapters: connectionOf("Chapter", [first]) } });
    cache.writeQuery({ ...learnerView("activity-9"), data: { chapters: connectionOf("Chapter", []) } });
    cache.writeQuery({ query: TutorDashboardFiguresDocument, data: figures });
    return cache;
  };

  it("appends a created chapter to its activity's lists and counts it (chapterCount too)", () => {
    const cache = chapterCache();
    cache.writeFragment({ fragment: TutorChapterFieldsFragmentDoc, fragmentName: "TutorChapterFields", data: added });
    addCreatedChapter(cache, added);

    const activity = cache.readQuery(tutorView)?.activity;
    expect(idsOf(activity?.chapters)).toEqual({ ids: ["chapter-1", "chapter-2"], totalCount: 2 });
    expect(activity?.chapterCount).toBe(2);
    expect(idsOf(cache.readQuery(learnerView("activity-1"))?.chapters)).toEqual({ ids: ["chapter-1", "chapter-2"], totalCount: 2 });
    // Another activity's list is left as it was.
    expect(idsOf(cache.readQuery(learnerView("activity-9"))?.chapters)).toEqual({ ids: [], totalCount: 0 });
    expect(cache.readQuery({ query: TutorDashboardFiguresDocument })?.tutorDashboard.chapters).toBe(2);
  });

  it("only counts a created chapter where pages remain to load: it comes with the last page", () => {
    const cache = createCache();
    cache.writeQuery({ ...tutorView, ...activityChaptersResult(manyChapters(20), "activity-1", { totalCount: 25 }) });
    cache.writeFragment({
      fragment: TutorChapterFieldsFragmentDoc,
      fragmentName: "TutorChapterFields",
      data: makeChapter({ id: "chapter-26" }),
    });
    addCreatedChapter(cache, makeChapter({ id: "chapter-26" }));

    const activity = cache.readQuery(tutorView)?.activity;
    expect(activity?.chapters.nodes).toHaveLength(20);
    expect(activity?.chapters.totalCount).toBe(26);
    expect(activity?.chapterCount).toBe(26);
  });

  it("removes a deleted chapter from its lists, counts it out and evicts it", () => {
    const cache = chapterCache();
    removeDeletedChapter(cache, { id: "chapter-1", activityId: "activity-1" });

    const activity = cache.readQuery(tutorView)?.activity;
    expect(idsOf(activity?.chapters)).toEqual({ ids: [], totalCount: 0 });
    expect(activity?.chapterCount).toBe(0);
    expect(idsOf(cache.readQuery(learnerView("activity-1"))?.chapters)).toEqual({ ids: [], totalCount: 0 });
    expect(cache.extract()).not.toHaveProperty(["Chapter:chapter-1"]);
    expect(cache.readQuery({ query: TutorDashboardFiguresDocument })).toBeNull();
  });
});
