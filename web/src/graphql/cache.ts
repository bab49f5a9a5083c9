import { InMemoryCache, type TypePolicies } from "@apollo/client";
import { relayStylePagination } from "@apollo/client/utilities";

// Every list is a Relay connection (see schema.graphql): one cached list per set of filter
// arguments (the key arguments below), whose pages `fetchMore({ variables: { after } })` appends.
// `first`/`after` are never part of the key. Creates and deletes edit these lists through
// graphql/connection-cache.ts.
export const CONNECTION_KEY_ARGS = {
  Query: {
    activities: ["search"],
    myActivities: ["search"],
    chapters: ["activityId"],
    contactMessages: ["search"],
    courses: ["search"],
    devMailbox: false,
    myQuizAttempts: ["passed"],
    opportunities: ["status"],
    papers: ["type"],
    publishedQuizzes: ["chapterId"],
    quizAttempts: ["quizId"],
    quizzes: ["chapterId"],
    users: ["search"],
  },
  Activity: { chapters: false },
  Chapter: { quizzes: false },
} as const satisfies Record<string, Record<string, readonly string[] | false>>;

const connectionFields = (fields: Record<string, readonly string[] | false>) =>
  Object.fromEntries(Object.entries(fields).map(([name, keyArgs]) => [name, relayStylePagination(keyArgs ? [...keyArgs] : false)]));

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
  // One per user: an update's answer replaces the cached settings without a refetch.
  StudySettings: { keyFields: [] },
  Query: { fields: connectionFields(CONNECTION_KEY_ARGS.Query) },
  Activity: { fields: connectionFields(CONNECTION_KEY_ARGS.Activity) },
  Chapter: { fields: connectionFields(CONNECTION_KEY_ARGS.Chapter) },
};

export const createCache = (): InMemoryCache => new InMemoryCache({ typePolicies });
