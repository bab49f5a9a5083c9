import { CourseStudyInsightsDocument, type CourseStudyInsightsQuery } from "../../graphql/__generated__/graphql";

type Insight = CourseStudyInsightsQuery["courseStudyInsights"][number];

export const insightFixture = (overrides: Partial<Insight> = {}): Insight => ({
  __typename: "CourseStudyInsight",
  course: { __typename: "Course", id: "course-1", title: "Spanish Basics" },
  learners: 3,
  reviews: 120,
  hardestCards: [
    { __typename: "HardCard", card: { __typename: "CourseQuestion", id: "q-1", question: "Subjunctive of ser?" }, again: 9, reviews: 14 },
    { __typename: "HardCard", card: { __typename: "CourseQuestion", id: "q-2", question: "Preterite of ir?" }, again: 4, reviews: 11 },
  ],
  ...overrides,
});

// The dashboards' practice insights; none by default (the tests of the rest of a dashboard).
export const insightsMock = (insights: Insight[] = [], delay = 0) => ({
  request: { query: CourseStudyInsightsDocument },
  result: { data: { courseStudyInsights: insights } },
  delay,
});
