import { gql } from "@apollo/client";
import {
  TutorActivitiesDocument,
  TutorActivityChaptersDocument,
  TutorActivityFieldsFragmentDoc,
  TutorChapterFieldsFragmentDoc,
  TutorDashboardFiguresDocument,
} from "../../graphql/__generated__/graphql";
import { createCache } from "../../graphql/cache";
import { addCreatedActivity, addCreatedChapter, listArgsOfStoreField, removeDeletedActivity, removeDeletedChapter } from "./cache-updates";
import { activityChaptersResult, makeActivity, makeChapter, myActivitiesResult } from "./test-fixtures";

// Root lists other screens cache (everyone's activities, an activity's chapter page): only their shape matters here.
const ALL_ACTIVITIES = gql`
  query AllActivitiesForTest($limit: Int!, $search: String) {
    activities(limit: $limit, search: $search) {
      items {
        id
      }
      total
    }
  }
`;
const CHAPTER_PAGE = gql`
  query ChapterPageForTest($activityId: ID!, $limit: Int!) {
    chapters(activityId: $activityId, limit: $limit) {
      items {
        id
      }
      total
    }
  }
`;
const page = (field: "activities" | "chapters", typename: string, ids: string[], itemType: string) => ({
  [field]: { __typename: typename, items: ids.map((id) => ({ __typename: itemType, id })), total: ids.length },
});

const older = makeActivity({ id: "activity-1" });
const created = makeActivity({ id: "activity-2", title: "Generics" });
const figures = {
  tutorDashboard: { __typename: "TutorDashboard" as const, activities: 1, chapters: 1, quizzes: 2, publishedQuizzes: 1, attempts: 3, averagePercentage: 50 },
};

describe("listArgsOfStoreField", () => {
  it("reads both storage forms and fills in the schema's defaults", () => {
    expect(listArgsOfStoreField('myActivities({"limit":100})', "myActivities")).toEqual({ limit: 100, offset: 0, search: "" });
    expect(listArgsOfStoreField('chapters:{"activityId":"a"}', "chapters")).toEqual({ limit: 20, offset: 0, search: "", activityId: "a" });
    expect(listArgsOfStoreField("tutorDashboard", "tutorDashboard")).toEqual({ limit: 20, offset: 0, search: "" });
    expect(listArgsOfStoreField("chapters(broken", "chapters")).toBeNull();
  });
});

describe("activity cache updates", () => {
  const seededCache = () => {
    const cache = createCache();
    cache.writeQuery({ query: TutorActivitiesDocument, variables: { limit: 100 }, ...myActivitiesResult([older]) });
    cache.writeQuery({ query: ALL_ACTIVITIES, variables: { limit: 100 }, data: page("activities", "ActivityPage", ["activity-1"], "Activity") });
    cache.writeQuery({ query: ALL_ACTIVITIES, variables: { limit: 100, search: "gen" }, data: page("activities", "ActivityPage", [], "Activity") });
    cache.writeQuery({ query: TutorDashboardFiguresDocument, data: figures });
    return cache;
  };

  it("puts a created activity first in the unfiltered lists, drops search results and counts it", () => {
    const cache = seededCache();
    // The mutation result is normalized before the update runs.
    cache.writeFragment({ fragment: TutorActivityFieldsFragmentDoc, data: created });
    addCreatedActivity(cache, created);

    expect(cache.readQuery({ query: TutorActivitiesDocument, variables: { limit: 100 } })?.myActivities).toMatchObject({
      total: 2,
      items: [{ id: "activity-2" }, { id: "activity-1" }],
    });
    expect(cache.readQuery({ query: ALL_ACTIVITIES, variables: { limit: 100 } })).toMatchObject({
      activities: { total: 2, items: [{ id: "activity-2" }, { id: "activity-1" }] },
    });
    expect(cache.readQuery({ query: ALL_ACTIVITIES, variables: { limit: 100, search: "gen" } })).toBeNull();
    expect(cache.readQuery({ query: TutorDashboardFiguresDocument })?.tutorDashboard.activities).toBe(2);
  });

  it("removes a deleted activity everywhere, evicts it and drops the dashboard figures", () => {
    const cache = seededCache();
    removeDeletedActivity(cache, "activity-1");
    expect(cache.readQuery({ query: TutorActivitiesDocument, variables: { limit: 100 } })?.myActivities).toMatchObject({ total: 0, items: [] });
    expect(cache.readQuery({ query: ALL_ACTIVITIES, variables: { limit: 100 } })).toMatchObject({ activities: { total: 0, items: [] } });
    expect(cache.extract()).not.toHaveProperty(["Activity:activity-1"]);
    expect(cache.readQuery({ query: TutorDashboardFiguresDocument })).toBeNull();
  });
});

describe("chapter cache updates", () => {
  const first = makeChapter({ id: "chapter-1" });
  const added = makeChapter({ id: "chapter-2", title: "Unions" });
  const chaptersOf = (activityId: string, ids: string[]) => ({
    query: CHAPTER_PAGE,
    variables: { activityId, limit: 100 },
    data: page("chapters", "ChapterPage", ids, "Chapter"),
  });

  const chapterCache = () => {
    const cache = createCache();
    cache.writeQuery({ query: TutorActivityChaptersDocument, variables: { id: "activity-1" }, ...activityChaptersResult([first]) });
    cache.writeQuery(chaptersOf("activity-1", ["chapter-1"]));
    cache.writeQuery(chaptersOf("activity-9", []));
    cache.writeQuery({ query: TutorDashboardFiguresDocument, data: figures });
    return cache;
  };

  it("appends a created chapter to its activity's lists, once, and counts it", () => {
    const cache = chapterCache();
    cache.writeFragment({ fragment: TutorChapterFieldsFragmentDoc, data: added });
    addCreatedChapter(cache, added);
    addCreatedChapter(cache, added);

    const tutorView = cache.readQuery({ query: TutorActivityChaptersDocument, variables: { id: "activity-1" } })?.activity;
    expect(tutorView?.chapters.map((chapter) => chapter.id)).toEqual(["chapter-1", "chapter-2"]);
    expect(tutorView?.chapterCount).toBe(2);
    expect(cache.readQuery({ query: CHAPTER_PAGE, variables: { activityId: "activity-1", limit: 100 } })).toMatchObject({
      chapters: { total: 2, items: [{ id: "chapter-1" }, { id: "chapter-2" }] },
    });
    expect(cache.readQuery({ query: CHAPTER_PAGE, variables: { activityId: "activity-9", limit: 100 } })).toMatchObject({
      chapters: { total: 0, items: [] },
    });
    expect(cache.readQuery({ query: TutorDashboardFiguresDocument })?.tutorDashboard.chapters).toBe(2);
  });

  it("removes a deleted chapter from its lists and evicts it", () => {
    const cache = chapterCache();
    removeDeletedChapter(cache, { id: "chapter-1", activityId: "activity-1" });
    expect(cache.readQuery({ query: TutorActivityChaptersDocument, variables: { id: "activity-1" } })?.activity).toMatchObject({
      chapters: [],
      chapterCount: 0,
    });
    expect(cache.readQuery({ query: CHAPTER_PAGE, variables: { activityId: "activity-1", limit: 100 } })).toMatchObject({
      chapters: { total: 0, items: [] },
    });
    expect(cache.extract()).not.toHaveProperty(["Chapter:chapter-1"]);
    expect(cache.readQuery({ query: TutorDashboardFiguresDocument })).toBeNull();
  });
});
