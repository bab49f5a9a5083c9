import { InMemoryCache, type FieldPolicy, type Reference } from "@apollo/client";
import possibleTypesResult from "./__generated__/possible-types";
import type { StrictTypedTypePolicies } from "./__generated__/type-policies";

// Every list is a Relay connection (see schema.graphql) that screens read through `nodes` and the
// `ListEnd` fragment (graphql/paging.graphql): one cached list per set of filter arguments (the key
// arguments below), whose pages `fetchMore({ variables: { after } })` appends. `first`/`after` are
// never part of the key. A mutation's own hook puts a created row into a list or takes a deleted one
// out (graphql/connection-cache.ts); a list the server sorts or filters is evicted instead.

/** A list as the cache stores it: its rows (references), where it ends, its count (and a history's extra fields). */
export type StoredConnection = {
  nodes?: Reference[];
  pageInfo?: { hasNextPage?: boolean; endCursor?: string | null };
  totalCount?: number;
  [field: string]: unknown;
};

/**
 * A list's pages merged into one: the first page (no `after`) replaces the rows stored (a refetch
 * or a fresh load); a later page appends its rows, skipping any the list already holds (a row a
 * create put in). Either brings where the list now ends and its count; fields a query does not
 * select (a count-only query has no rows) keep what was stored.
 */
const nodesPagination = (keyArgs: string[] | false): FieldPolicy<StoredConnection> => ({
  keyArgs,
  merge(existing, incoming, { args }) {
    const merged = { ...existing, ...incoming };
    if (!args?.after || !existing?.nodes || !incoming.nodes) return merged;
    const held = new Set(existing.nodes.map((node) => node.__ref));
    return { ...merged, nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !held.has(node.__ref))] };
  },
});

// All type policies live here so cache behaviour is reviewed in one place. Typed from the schema
// (codegen's typescript-apollo-client-helpers): a type, field or key field it lacks does not compile.
const typePolicies: StrictTypedTypePolicies = {
  // A login or signup result is a credential, not an entity: keep it out of the normalized store.
  SessionUser: { keyFields: false },
  // Dashboard figures have no id: one object per user, so screens selecting different fields merge them.
  LearnerDashboard: { merge: true },
  TutorDashboard: { merge: true },
  AdminDashboard: { merge: true },
  // Practice progress has no id either: the nav's due count and the dashboard merge into one.
  LearnerProgress: { merge: true },
  // One per quiz: a live attempt's insight replaces the panel's cached figures.
  QuizInsight: { keyFields: ["quizId"] },
  // An essay to grade (waiting or graded) has no id of its own: one per attempt and question.
  EssayToGrade: { keyFields: ["attemptId", "questionIndex"] },
  // One per user: an update's answer replaces the cached settings without a refetch.
  StudySettings: { keyFields: [] },
  Query: {
    fields: {
      activities: nodesPagination(["search"]),
      auditLog: nodesPagination(["userId", "operation", "outcome"]),
      myActivities: nodesPagination(["search"]),
      chapters: nodesPagination(["activityId"]),
      contactMessages: nodesPagination(["search"]),
      courses: nodesPagination(["search"]),
      devMailbox: nodesPagination(false),
      essayAnswersToGrade: nodesPagination(false),
      gradedEssayAnswers: nodesPagination(false),
      myQuizAttempts: nodesPagination(["passed"]),
      opportunities: nodesPagination(["status"]),
      papers: nodesPagination(["type"]),
      publishedQuizzes: nodesPagination(["chapterId"]),
      questionBank: nodesPagination(["search", "tags", "type", "difficulty", "includeRetired"]),
      quizAttempts: nodesPagination(["quizId", "learnerId"]),
      quizzes: nodesPagination(["chapterId"]),
      users: nodesPagination(["search"]),
    },
  },
  Activity: { fields: { chapters: nodesPagination(false) } },
  Chapter: { fields: { quizzes: nodesPagination(false) } },
  Course: { fields: { questions: nodesPagination(false) } },
};

export const createCache = (): InMemoryCache => new InMemoryCache({ typePolicies, possibleTypes: possibleTypesResult.possibleTypes });
