// Cache updates the tutor's quiz mutations share.
import type { ApolloCache } from "@apollo/client";
import { QuizPassMarkFragmentDoc } from "../../graphql/__generated__/graphql";
import { evictLists, insertNode } from "../../graphql/connection-cache";

/**
 * A new (draft) quiz is the newest: it ends the chapter's own list of quizzes (Chapter.quizzes,
 * oldest first). The tutor's list of the chapter's quizzes (a root list filtered by chapter) is
 * dropped, and the tutor's figures: the screen showing them asks again.
 */
export const writeCreatedQuiz = (cache: ApolloCache, quiz: { id: string; chapterId: string }): void => {
  const chapter = cache.identify({ __typename: "Chapter", id: quiz.chapterId });
  if (chapter) cache.modify({ id: chapter, fields: { quizzes: insertNode(cache.identify({ __typename: "Quiz", id: quiz.id }), "end") } });
  cache.evict({ id: "ROOT_QUERY", fieldName: "quizzes", args: { chapterId: quiz.chapterId } });
  evictLists(cache, "tutorDashboard");
};

// The quiz's pass mark as the cache holds it; undefined when the cache does not know it.
export const readPassPercentage = (cache: ApolloCache, id: string): number | undefined => {
  const cacheId = cache.identify({ __typename: "Quiz", id });
  if (!cacheId) return undefined;
  return cache.readFragment({ id: cacheId, fragment: QuizPassMarkFragmentDoc })?.passPercentage ?? undefined;
};

/**
 * After a settings change: the Quiz itself updates from the mutation's answer (it selects passPercentage).
 * A new pass mark also changes which attempts passed (the server moves them to the new mark), so the
 * quiz's insight (passed count, pass rate) is dropped, and read afresh when its panel shows again. Only
 * the server can count them; an unchanged mark keeps it.
 */
export const dropInsightOfNewPassMark = (cache: ApolloCache, id: string, before: number | undefined, after: number): void => {
  if (before === after) return;
  cache.evict({ id: "ROOT_QUERY", fieldName: "quizInsight", args: { quizId: id } });
  evictLists(cache);
};
