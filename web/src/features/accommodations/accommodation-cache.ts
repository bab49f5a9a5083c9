// The cached accommodation lists after a change, without a refetch. A set accommodation is added to
// the lists it belongs in, replacing the learner's earlier one for the same scope; a list that may
// hold it but cannot be told from here (an activity-wide one on another quiz's list, a quiz's on
// another activity's) is dropped, to load afresh when next shown. A removal evicts the accommodation
// (lists skip the dangling reference).
import type { ApolloCache, Reference } from "@apollo/client";
import type { Accommodation } from "./accommodation-form";

// Where the change was made: the quiz's panel (its quiz and activity) or an activity's gradebook.
export type ShownLists = { quizId?: string; activityId?: string };

type Policies = { getStoreFieldName(spec: { typename: string; fieldName: string; args: Record<string, unknown> }): string };
const storeName = (cache: ApolloCache, fieldName: string, args: Record<string, unknown>): string =>
  (cache as unknown as { policies: Policies }).policies.getStoreFieldName({ typename: "Query", fieldName, args });

type Belongs = "yes" | "no" | "unknown";

export const placeAccommodation = (cache: ApolloCache, accommodation: Accommodation, shown: ShownLists): void => {
  const ref = cache.identify({ __typename: "QuizAccommodation", id: accommodation.id });
  if (!ref) return;
  const quizList = (quizId: string | null | undefined) => (quizId ? storeName(cache, "quizAccommodations", { quizId }) : null);
  const activityList = (activityId: string | null | undefined) =>
    activityId ? storeName(cache, "activityAccommodations", { activityId }) : null;

  const inQuizList = (name: string): Belongs => {
    if (name === quizList(accommodation.quizId)) return "yes";
    // Given from this quiz's panel for its whole activity.
    if (accommodation.activityId && name === quizList(shown.quizId) && accommodation.activityId === shown.activityId) return "yes";
    return accommodation.activityId ? "unknown" : "no";
  };
  const inActivityList = (name: string): Belongs => {
    if (name === activityList(accommodation.activityId)) return "yes";
    // Given from this activity's gradebook for one of its quizzes.
    if (accommodation.quizId && name === activityList(shown.activityId)) return "yes";
    return accommodation.quizId ? "unknown" : "no";
  };

  const update =
    (belongs: (name: string) => Belongs) =>
    (existing: unknown, { storeFieldName, readField, DELETE }: { storeFieldName: string; readField: <T>(field: string, from: Reference) => T | undefined; DELETE: unknown }) => {
      if (!Array.isArray(existing)) return existing;
      const where = belongs(storeFieldName);
      if (where === "no") return existing;
      if (where === "unknown") return DELETE;
      const refs = existing as Reference[];
      // The learner's earlier accommodation for the same scope is replaced by this one.
      const kept = refs.filter(
        (item) =>
          item.__ref === ref ||
          !(
            readField<string>("learnerId", item) === accommodation.learnerId &&
            (readField<string | null>("quizId", item) ?? null) === (accommodation.quizId ?? null) &&
            (readField<string | null>("activityId", item) ?? null) === (accommodation.activityId ?? null)
          ),
      );
      return kept.some((item) => item.__ref === ref) ? kept : [...kept, { __ref: ref }];
    };

  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      quizAccommodations: update(inQuizList) as never,
      activityAccommodations: update(inActivityList) as never,
    },
  });
};

export const evictAccommodation = (cache: ApolloCache, id: string): void => {
  cache.evict({ id: cache.identify({ __typename: "QuizAccommodation", id }) });
  cache.gc();
};
