import type { MockLink } from "@apollo/client/testing";
import { CourseCatalogueDocument, type CourseLevel } from "../../../graphql/__generated__/graphql";

type CourseOverrides = Partial<{ title: string; description: string; level: CourseLevel; createdAt: string }>;

export const makeCourse = (n: number, overrides: CourseOverrides = {}) => ({
  __typename: "Course" as const,
  id: `course-${n}`,
  title: `Course ${n}`,
  description: `Description of course ${n}`,
  level: "FIRST_YEAR" as CourseLevel,
  // Midday UTC: the same calendar day in every time zone the tests may run in.
  createdAt: "2024-01-05T12:00:00.000Z",
  ...overrides,
});

type Course = ReturnType<typeof makeCourse>;

// One catalogue request (search null = the full list) and its answer.
export const catalogueMock = (
  search: string | null,
  items: Course[],
  { total = items.length, offset = 0, delay }: { total?: number; offset?: number; delay?: number } = {},
): MockLink.MockedResponse => ({
  request: { query: CourseCatalogueDocument, variables: { search, limit: 100, offset } },
  result: { data: { courses: { __typename: "CoursePage", items, total } } },
  delay,
});

export const catalogueErrorMock = (
  search: string | null,
  failure: { message: string } | { networkError: Error },
): MockLink.MockedResponse => {
  const request = { query: CourseCatalogueDocument, variables: { search, limit: 100, offset: 0 } };
  if ("networkError" in failure) return { request, error: failure.networkError };
  return { request, result: { errors: [{ message: failure.message, extensions: { code: "INTERNAL_SERVER_ERROR" } }] } };
};
