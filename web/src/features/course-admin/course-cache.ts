import type { ApolloCache } from "@apollo/client";
import { addToConnections, removeFromConnections } from "../../graphql/connection-cache";
import type { CourseSummaryFieldsFragment, AdminCourseQuestionFieldsFragment } from "../../graphql/__generated__/graphql";

// A new course goes first in the cached catalogue without a search (newest first). Search lists
// are dropped: whether the course matches is the server's call, so they load afresh when shown.
export const addCourseToLists = (cache: ApolloCache, course: CourseSummaryFieldsFragment): void =>
  addToConnections(cache, { fieldName: "courses" }, { ...course, __typename: "Course" }, { lists: [{}], at: "start", others: "drop" });

// A deleted course leaves every cached list (their totals one less); then it, and its questions,
// leave the cache.
export const removeCourseFromCache = (cache: ApolloCache, id: string): void => {
  removeFromConnections(cache, { fieldName: "courses" }, { __typename: "Course", id }, { from: [{}] });
  const courseId = cache.identify({ __typename: "Course", id });
  if (!courseId) return;
  cache.evict({ id: courseId });
  cache.gc();
};

// A new question joins the end of its course's questions (oldest first).
export const appendQuestion = (cache: ApolloCache, question: AdminCourseQuestionFieldsFragment): void =>
  addToConnections(
    cache,
    { parent: { typename: "Course", id: question.courseId }, fieldName: "questions" },
    { ...question, __typename: "CourseQuestion" },
    { lists: [{}], at: "end", others: "keep" },
  );
