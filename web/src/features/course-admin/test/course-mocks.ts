import type { MockLink } from "@apollo/client/testing";
import {
  AdminCourseQuestionsDocument,
  AdminCoursesDocument,
  type AdminCourseFieldsFragment,
  type AdminCourseQuestionFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { connectionOf } from "../../../test/connection";
import { adminCoursesVariables } from "../course-levels";

export const makeAdminCourse = (n: number, overrides: Partial<AdminCourseFieldsFragment> = {}): AdminCourseFieldsFragment => ({
  __typename: "Course",
  id: `course-${n}`,
  title: `Course ${n}`,
  description: `Description of course ${n}`,
  level: "FIRST_YEAR",
  // Midday UTC: the same calendar day in every time zone.
  createdAt: "2024-01-05T12:00:00.000Z",
  canEdit: true,
  ...overrides,
});

export const makeQuestion = (
  n: number,
  courseId: string,
  overrides: Partial<AdminCourseQuestionFieldsFragment> = {},
): AdminCourseQuestionFieldsFragment => ({
  __typename: "CourseQuestion",
  id: `question-${n}`,
  question: `Question ${n}?`,
  answer: `Answer ${n}`,
  category: "Basics",
  courseId,
  ...overrides,
});

type PageOptions = { search?: string; after?: string; totalCount?: number; hasNextPage?: boolean };

// The management list's request as the screen sends it: a search only when one is typed, `after`
// for the page after a cursor.
const coursesRequest = ({ search, after }: Pick<PageOptions, "search" | "after"> = {}) => ({
  query: AdminCoursesDocument,
  variables: { ...adminCoursesVariables(search), ...(after ? { after } : {}) },
});

// One page of the management list: `items` of `totalCount` in all (more pages when larger).
export const coursesMock = (
  items: AdminCourseFieldsFragment[],
  extra: Partial<MockLink.MockedResponse> = {},
  { search, after, totalCount, hasNextPage }: PageOptions = {},
): MockLink.MockedResponse => ({
  request: coursesRequest({ search, after }),
  result: { data: { courses: connectionOf("Course", items, { totalCount, hasNextPage }) } },
  ...extra,
});

export const coursesErrorMock = (options: Pick<PageOptions, "search" | "after"> = {}): MockLink.MockedResponse => ({
  request: coursesRequest(options),
  error: new Error("Network down"),
});

export const courseQuestionsMock = (
  course: AdminCourseFieldsFragment,
  questions: AdminCourseQuestionFieldsFragment[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: AdminCourseQuestionsDocument, variables: { id: course.id } },
  result: { data: { course: { ...course, questions: connectionOf("CourseQuestion", questions) } } },
  ...extra,
});
