import type { ApolloCache, Reference } from "@apollo/client";
import type { AdminCourseFieldsFragment, AdminCourseQuestionFieldsFragment } from "../../graphql/__generated__/graphql";
import { storeFieldArgs } from "../../graphql/store-field-args";

type CoursePageRef = { items: readonly Reference[]; total: number };

const isCoursePage = (value: unknown): value is CoursePageRef =>
  typeof value === "object" && value !== null && Array.isArray((value as { items?: unknown }).items);

// A new course goes first in every cached full list (newest first). Search results are keyed by
// their term (graphql/cache.ts) and are left alone: whether the course matches is the server's call.
export const addCourseToLists = (cache: ApolloCache, course: AdminCourseFieldsFragment): void => {
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      courses(existing, { storeFieldName, toReference }) {
        if (!isCoursePage(existing)) return existing;
        const { search } = storeFieldArgs(storeFieldName);
        if (typeof search === "string" && search.trim() !== "") return existing;
        const ref = toReference(course);
        if (!ref || existing.items.some((item) => item.__ref === ref.__ref)) return existing;
        return { ...existing, items: [ref, ...existing.items], total: existing.total + 1 };
      },
    },
  });
};

// A deleted course leaves every cached list; then it, and its questions, leave the cache.
export const removeCourseFromCache = (cache: ApolloCache, id: string): void => {
  const courseId = cache.identify({ __typename: "Course", id });
  if (!courseId) return;
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      courses(existing) {
        if (!isCoursePage(existing)) return existing;
        const items = existing.items.filter((item) => item.__ref !== courseId);
        if (items.length === existing.items.length) return existing;
        return { ...existing, items, total: Math.max(0, existing.total - 1) };
      },
    },
  });
  cache.evict({ id: courseId });
  cache.gc();
};

// A new question joins the end of its course's questions (oldest first).
export const appendQuestion = (cache: ApolloCache, question: AdminCourseQuestionFieldsFragment): void => {
  cache.modify({
    id: cache.identify({ __typename: "Course", id: question.courseId }),
    fields: {
      questions(existing, { toReference }) {
        if (!Array.isArray(existing)) return existing;
        const ref = toReference(question);
        if (!ref || existing.some((item: Reference) => item.__ref === ref.__ref)) return existing;
        return [...existing, ref];
      },
    },
  });
};
