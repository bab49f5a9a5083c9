import type { MockLink } from "@apollo/client/testing";
import { CourseCatalogueDocument, type CourseLevel } from "../../../graphql/__generated__/graphql";
import { connectionOf } from "../../../test/connection";
import { CATALOGUE_PAGE_SIZE } from "../hooks/useCourseCatalogue";

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

// The catalogue's variables as the screen sends them: no search for the full list, `after` for a next page.
const catalogueVariables = (search: string | null, after?: string) => ({
  ...(search ? { search } : {}),
  first: CATALOGUE_PAGE_SIZE,
  ...(after ? { after } : {}),
});

// One catalogue request (search null = the full list) and its answer: a page of `items`, of
// `totalCount` in all (more pages to come when larger); `after` asks for the page after a cursor.
export const catalogueMock = (
  search: string | null,
  items: Course[],
  { totalCount = items.length, hasNextPage, after, delay }: { totalCount?: number; hasNextPage?: boolean; after?: string; delay?: number } = {},
): MockLink.MockedResponse => ({
  request: { query: CourseCatalogueDocument, variables: catalogueVariables(search, after) },
  result: { data: { courses: connectionOf("Course", items, { totalCount, hasNextPage }) } },
  delay,
});

export const catalogueErrorMock = (
  search: string | null,
  failure: { message: string } | { networkError: Error },
): MockLink.MockedResponse => {
  const request = { query: CourseCatalogueDocument, variables: catalogueVariables(search) };
  if ("networkError" in failure) return { request, error: failure.networkError };
  return { request, result: { errors: [{ message: failure.message, extensions: { code: "INTERNAL_SERVER_ERROR" } }] } };
};
