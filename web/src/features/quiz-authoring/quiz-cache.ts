// Cache updates of the tutor's quiz mutations: lists change through the normalized cache, never by refetching.
import type { ApolloCache, Reference } from "@apollo/client";
import type { ModifierDetails } from "@apollo/client/cache";
import { AuthoringQuizStatusFragmentDoc } from "../../graphql/__generated__/graphql";
import { argsOfStoreField } from "../../graphql/store-field-args";

type QuizIdentity = { id: string; chapterId: string };
type CreatedQuiz = QuizIdentity & { createdAt: string };
type QuizPageValue = { items: readonly Reference[]; total?: unknown; [field: string]: unknown };
type CountField = "quizzes" | "publishedQuizzes";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isQuizPage = (value: unknown): value is QuizPageValue => isRecord(value) && Array.isArray(value.items);

const quizCacheId = (cache: ApolloCache, id: string): string | undefined => cache.identify({ __typename: "Quiz", id });

// Whether the cache holds the quiz as published; undefined when the cache does not know it.
export const readIsPublished = (cache: ApolloCache, id: string): boolean | undefined => {
  const cacheId = quizCacheId(cache, id);
  if (!cacheId) return undefined;
  return cache.readFragment({ id: cacheId, fragment: AuthoringQuizStatusFragmentDoc })?.isPublished ?? undefined;
};

const withTotal = (page: QuizPageValue, delta: number): unknown =>
  typeof page.total === "number" ? Math.max(0, page.total + delta) : page.total;

/**
 * A modifier for the chapter's `quizzes` or `publishedQuizzes` pages: puts the quiz in order
 * (oldest first, as the API lists them) on a first page; a later page cannot be shifted
 * exactly, so it is dropped and fetched again when next shown.
 */
const addToChapterPage =
  (quiz: QuizIdentity) =>
  (existing: unknown, { storeFieldName, fieldName, readField, toReference, DELETE }: ModifierDetails): unknown => {
    if (!isQuizPage(existing)) return existing;
    const args = argsOfStoreField(storeFieldName, fieldName);
    if (!args) return DELETE;
    if (args.chapterId !== quiz.chapterId) return existing;
    if (existing.items.some((item) => readField<string>("id", item) === quiz.id)) return existing;
    if (typeof args.offset === "number" && args.offset > 0) return DELETE;
    const ref = toReference({ __typename: "Quiz", id: quiz.id });
    if (!ref) return existing;
    const createdAt = readField<string>("createdAt", ref) ?? "";
    const position = existing.items.findIndex((item) => (readField<string>("createdAt", item) ?? "") > createdAt);
    const items = [...existing.items];
    items.splice(position === -1 ? items.length : position, 0, ref);
    const limit = typeof args.limit === "number" ? args.limit : 20;
    return { ...existing, items: items.slice(0, limit), total: withTotal(existing, 1) };
  };

const removeFromPage =
  (quizId: string) =>
  (existing: unknown, { readField }: ModifierDetails): unknown => {
    if (!isQuizPage(existing)) return existing;
    const items = existing.items.filter((item) => readField<string>("id", item) !== quizId);
    if (items.length === existing.items.length) return existing;
    return { ...existing, items, total: withTotal(existing, -1) };
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

const modifyChapterQuizzes = (
  cache: ApolloCache,
  quiz: QuizIdentity,
  change: (refs: readonly Reference[], details: ModifierDetails) => readonly Reference[],
): void => {
  const chapterId = cache.identify({ __typename: "Chapter", id: quiz.chapterId });
  if (!chapterId) return;
  cache.modify<Record<string, unknown>>({
    id: chapterId,
    fields: { quizzes: (existing, details) => (Array.isArray(existing) ? change(existing as readonly Reference[], details) : existing) },
  });
};

// A new (draft) quiz joins its chapter's tutor lists.
export const writeCreatedQuiz = (cache: ApolloCache, quiz: CreatedQuiz): void => {
  cache.modify<Record<string, unknown>>({ id: "ROOT_QUERY", fields: { quizzes: addToChapterPage(quiz) } });
  modifyChapterQuizzes(cache, quiz, (refs, { readField, toReference }) => {
    if (refs.some((item) => readField<string>("id", item) === quiz.id)) return refs;
    const ref = toReference({ __typename: "Quiz", id: quiz.id });
    return ref ? [...refs, ref] : refs;
  });
  adjustTutorCounts(cache, { quizzes: 1 });
};

// The badge and buttons follow the normalized Quiz; the learners' published list gains it.
export const writePublishedQuiz = (cache: ApolloCache, quiz: QuizIdentity, wasPublished: boolean | undefined): void => {
  cache.modify<Record<string, unknown>>({ id: "ROOT_QUERY", fields: { publishedQuizzes: addToChapterPage(quiz) } });
  adjustTutorCounts(cache, { publishedQuizzes: publishedDelta(wasPublished, true) });
};

export const writeUnpublishedQuiz = (cache: ApolloCache, quizId: string, wasPublished: boolean | undefined): void => {
  cache.modify<Record<string, unknown>>({ id: "ROOT_QUERY", fields: { publishedQuizzes: removeFromPage(quizId) } });
  adjustTutorCounts(cache, { publishedQuizzes: publishedDelta(wasPublished, false) });
};

// Out of every list and figure, then out of the cache (with its insight).
export const removeDeletedQuiz = (cache: ApolloCache, quiz: QuizIdentity, wasPublished: boolean | undefined): void => {
  const quizId = quiz.id;
  const remove = removeFromPage(quizId);
  cache.modify<Record<string, unknown>>({ id: "ROOT_QUERY", fields: { quizzes: remove, publishedQuizzes: remove } });
  modifyChapterQuizzes(cache, quiz, (refs, { readField }) => refs.filter((item) => readField<string>("id", item) !== quizId));
  adjustTutorCounts(cache, { quizzes: -1, publishedQuizzes: wasPublished === undefined ? null : -Number(wasPublished) });
  cache.evict({ id: "ROOT_QUERY", fieldName: "quizInsight", args: { quizId } });
  const cacheId = quizCacheId(cache, quizId);
  if (cacheId) cache.evict({ id: cacheId });
  // Drops what only the quiz referenced.
  cache.gc();
};
