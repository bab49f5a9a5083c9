import { InMemoryCache, type FieldPolicy, type Reference, type TypePolicies } from "@apollo/client";
import possibleTypesResult from "./__generated__/possible-types";

// Every list is a Relay connection (see schema.graphql) that screens read through `nodes` and the
// `ListEnd` fragment (graphql/paging.graphql): one cached list per set of filter arguments (the key
// arguments below), whose pages `fetchMore({ variables: { after } })` appends. `first`/`after` are
// never part of the key. Creates and deletes edit these lists through graphql/connection-cache.ts.
export const CONNECTION_KEY_ARGS = {
  Query: {
    activities: ["search"],
    myActivities: ["search"],
    chapters: ["activityId"],
    contactMessages: ["search"],
    courses: ["search"],
    devMailbox: false,
    essayAnswersToGrade: false,
    gradedEssayAnswers: false,
    myQuizAttempts: ["passed"],
    opportunities: ["status"],
    papers: ["type"],
    publishedQuizzes: ["chapterId"],
    questionBank: ["search", "tags", "type", "difficulty", "includeRetired"],
    quizAttempts: ["quizId", "learnerId"],
    quizzes: ["chapterId"],
    users: ["search"],
  },
  Activity: { chapters: false },
  Chapter: { quizzes: false },
  Course: { questions: false },
} as const satisfies Record<string, Record<string, readonly string[] | false>>;

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
export const nodesPagination = (keyArgs: string[] | false): FieldPolicy<StoredConnection> => ({
  keyArgs,
  merge(existing, incoming, { args }) {
    const merged = { ...existing, ...incoming };
    if (!args?.after || !existing?.nodes || !incoming.nodes) return merged;
    const held = new Set(existing.nodes.map((node) => node.__ref));
    return { ...merged, nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !held.has(node.__ref))] };
  },
});

const connectionFields = (fields: Record<string, readonly string[] | false>) =>
  Object.fromEntries(Object.entries(fields).map(([name, keyArgs]) => [name, nodesPagination(keyArgs ? [...keyArgs] : false)]));

// All type policies live here so cache behaviour is reviewed in one place.
export const typePolicies: TypePolicies = {
  // A login or signup result is a credential, not an entity: keep it out of the normalized store.
  SessionUser: { keyFields: false },
  // Dashboard figures have no id: one object per user, so screens selecting different fields merge them.
  LearnerDashboard: { merge: true },
  TutorDashboard: { merge: true },
  AdminDashboard: { merge: true },
  // Practice progress (issue 21) has no id either: the nav's due count and the dashboard merge into one.
  LearnerProgress: { merge: true },
  // One per quiz: a live attempt's insight (issue 22) replaces the panel's cached figures.
  QuizInsight: { keyFields: ["quizId"] },
  // An essay to grade (waiting or graded) has no id of its own: one per attempt and question.
  EssayToGrade: { keyFields: ["attemptId", "questionIndex"] },
  // One per user: an update's answer replaces the cached settings without a refetch.
  StudySettings: { keyFields: [] },
  Query: { fields: connectionFields(CONNECTION_KEY_ARGS.Query) },
  Activity: { fields: connectionFields(CONNECTION_KEY_ARGS.Activity) },
  Chapter: { fields: connectionFields(CONNECTION_KEY_ARGS.Chapter) },
  Course: { fields: connectionFields(CONNECTION_KEY_ARGS.Course) },
};

export const createCache = (): InMemoryCache => new InMemoryCache({ typePolicies, possibleTypes: possibleTypesResult.possibleTypes });
