import type { MockLink } from "@apollo/client/testing";
import {
  AdminCourseQuestionsDocument,
  AdminCoursesDocument,
  type AdminCourseFieldsFragment,
  type AdminCourseQuestionFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { adminCoursesVariables } from "../course-levels";

export const makeAdminCourse = (n: number, overrides: Partial<AdminCourseFieldsFragment> = {}): AdminCourseFieldsFragment => ({
  __typename: "Course",
  id: `course-${n}`,
  title: `Course ${n}`,
  description: `Description of course ${n}`,
  level: "FIRST_YEAR",
  // Midday UTC: the same calendar day in every time zone.
  createdAt: "2024-01-05T12:00:00.000Z",
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

export const coursesMock = (items: AdminCourseFieldsFragment[], extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: { query: AdminCoursesDocument, variables: adminCoursesVariables },
  result: { data: { courses: { __typename: "CoursePage", items, total: items.length } } },
  ...extra,
});

export const coursesErrorMock = (): MockLink.MockedResponse => ({
  request: { query: AdminCoursesDocument, variables: adminCoursesVariables },
  error: new Error("Network down"),
});

export const courseQuestionsMock = (
  course: AdminCourseFieldsFragment,
  questions: AdminCourseQuestionFieldsFragment[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: AdminCourseQuestionsDocument, variables: { id: course.id } },
  result: { data: { course: { ...course, questions } } },
  ...extra,
});
