// Cache updates of the tutor's quiz mutations: lists change in the cache (graphql/connection-cache.ts),
// never by refetching.
import type { ApolloCache } from "@apollo/client";
import { AuthoringPublishedOrderDocument, AuthoringQuizStatusFragmentDoc, QuizPassMarkFragmentDoc } from "../../graphql/__generated__/graphql";
import { addToConnections, removeFromConnections } from "../../graphql/connection-cache";

type QuizIdentity = { id: string; chapterId: string };
type CountField = "quizzes" | "publishedQuizzes";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const quizNode = (id: string) => ({ __typename: "Quiz", id });

// Whether the cache holds the quiz as published; undefined when the cache does not know it.
export const readIsPublished = (cache: ApolloCache, id: string): boolean | undefined => {
  const cacheId = cache.identify(quizNode(id));
  if (!cacheId) return undefined;
  return cache.readFragment({ id: cacheId, fragment: AuthoringQuizStatusFragmentDoc })?.isPublished ?? undefined;
};

// The profile's tutor figures; when a change cannot be known exactly the figures are dropped (fetched again when shown).
const adjustTutorCounts = (cache: ApolloCache, deltas: Partial<Record<CountField, number | null>>): void => {
  cache.modify<Record<string, unknown>>({
    id: "ROOT_QUERY",
    fields: {
      tutorDashboard: (existing, { DELETE }) => {
        if (!isRecord(existing)) return existing;
        const next: Record<string, unknown> = { ...existing };
        for (const [field, delta] of Object.entries(deltas)) {
          if (delta === undefined || delta === 0) continue;
          const value = existing[field];
          if (value === undefined) continue;
          if (delta === null || typeof value !== "number") return DELETE;
          next[field] = Math.max(0, value + delta);
        }
        return next;
      },
    },
  });
};

const publishedDelta = (wasPublished: boolean | undefined, isPublished: boolean): number | null => {
  if (wasPublished === undefined) return null;
  return Number(isPublished) - Number(wasPublished);
};

// The chapter's own list of quizzes (Chapter.quizzes), when a screen has cached it.
const chapterQuizzes = (chapterId: string) => ({ parent: { typename: "Chapter" as const, id: chapterId }, fieldName: "quizzes" as const });

// A new (draft) quiz is the newest: it ends its chapter's oldest-first tutor lists.
export const writeCreatedQuiz = (cache: ApolloCache, quiz: QuizIdentity): void => {
  const node = quizNode(quiz.id);
  addToConnections(cache, { fieldName: "quizzes" }, node, { lists: [{ chapterId: quiz.chapterId }], at: "end", others: "keep" });
  addToConnections(cache, chapterQuizzes(quiz.chapterId), node, { lists: [{}], at: "end", others: "keep" });
  adjustTutorCounts(cache, { quizzes: 1 });
};

/**
 * The learners' list of the chapter (oldest first, by creation) gains a quiz just published.
 * Newer than every row loaded so far, it goes at the end (or comes with the pages still to load);
 * an older draft published now belongs among the loaded rows, where only the server can place
 * it: that list is dropped and loads afresh when next shown.
 */
const addToPublishedList = (cache: ApolloCache, quiz: QuizIdentity & { createdAt: string }): void => {
  const loaded = cache.readQuery({ query: AuthoringPublishedOrderDocument, variables: { chapterId: quiz.chapterId } });
  if (!loaded) return;
  const rows = loaded.publishedQuizzes.nodes.filter((row) => row.id !== quiz.id);
  if (rows.every((row) => row.createdAt < quiz.createdAt)) {
    addToConnections(cache, { fieldName: "publishedQuizzes" }, quizNode(quiz.id), {
      lists: [{ chapterId: quiz.chapterId }],
      at: "end",
      others: "keep",
    });
  } else {
    cache.evict({ id: "ROOT_QUERY", fieldName: "publishedQuizzes", args: { chapterId: quiz.chapterId } });
  }
};

// The badge and buttons follow the normalized Quiz; the learners' published list gains it.
export const writePublishedQuiz = (
  cache: ApolloCache,
  quiz: QuizIdentity & { createdAt: string },
  wasPublished: boolean | undefined,
): void => {
  // Already published: already counted wherever it is listed.
  if (wasPublished !== true) addToPublishedList(cache, quiz);
  adjustTutorCounts(cache, { publishedQuizzes: publishedDelta(wasPublished, true) });
};

export const writeUnpublishedQuiz = (cache: ApolloCache, quizId: string, wasPublished: boolean | undefined): void => {
  removeFromConnections(cache, { fieldName: "publishedQuizzes" }, quizNode(quizId));
  adjustTutorCounts(cache, { publishedQuizzes: publishedDelta(wasPublished, false) });
};

// Out of every list and figure, then out of the cache (with its insight).
export const removeDeletedQuiz = (cache: ApolloCache, quiz: QuizIdentity, wasPublished: boolean | undefined): void => {
  const node = quizNode(quiz.id);
  // The chapter's lists hold it, loaded or not: their totals drop either way.
  const ofChapter = { from: [{ chapterId: quiz.chapterId }] };
  removeFromConnections(cache, { fieldName: "quizzes" }, node, ofChapter);
  removeFromConnections(cache, { fieldName: "publishedQuizzes" }, node, wasPublished ? ofChapter : undefined);
  removeFromConnections(cache, chapterQuizzes(quiz.chapterId), node, { from: [{}] });
  adjustTutorCounts(cache, { quizzes: -1, publishedQuizzes: wasPublished === undefined ? null : -Number(wasPublished) });
  cache.evict({ id: "ROOT_QUERY", fieldName: "quizInsight", args: { quizId: quiz.id } });
  const cacheId = cache.identify(node);
  if (cacheId) cache.evict({ id: cacheId });
  // Drops what only the quiz referenced.
  cache.gc();
};

// The quiz's pass mark as the cache holds it; undefined when the cache does not know it.
export const readPassPercentage = (cache: ApolloCache, id: string): number | undefined => {
  const cacheId = cache.identify(quizNode(id));
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
  const insightId = cache.identify({ __typename: "QuizInsight", quizId: id });
  if (insightId) cache.evict({ id: insightId });
  cache.gc();
};
