import type { AdminCourseFieldsFragment } from "../../graphql/__generated__/graphql";
import { COURSE_LEVEL_LABELS } from "./course-levels";

// SPEC.md section 5: the management search is case-insensitive on title, description or level
// (the level as shown, e.g. "second year"). A blank query keeps every course.
export const filterCourses = <T extends Pick<AdminCourseFieldsFragment, "title" | "description" | "level">>(
  courses: readonly T[],
  query: string,
): T[] => {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...courses];
  return courses.filter((course) =>
    [course.title, course.description, COURSE_LEVEL_LABELS[course.level]].some((text) => text.toLowerCase().includes(needle)),
  );
};

export const courseCountText = (count: number): string => `${count} course(s) found`;
