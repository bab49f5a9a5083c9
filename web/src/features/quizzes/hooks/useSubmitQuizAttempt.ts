import type { ApolloCache, Reference, StoreObject } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  SubmitQuizAttemptDocument,
  type LearnerQuizAttemptFieldsFragment,
  type QuizAnswerInput,
} from "../../../graphql/__generated__/graphql";
import { addAttemptToStats, isPassed, type AttemptStats } from "../attempt-stats";
import { argsOfStoreField } from "../../../graphql/store-field-args";

type HistoryArgs = { limit: number; offset: number; passed?: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// The schema's defaults for myQuizAttempts: limit 20, offset 0, no pass filter.
const historyArgs = (args: Record<string, unknown>): HistoryArgs => ({
  limit: typeof args.limit === "number" ? args.limit : 20,
  offset: typeof args.offset === "number" ? args.offset : 0,
  passed: typeof args.passed === "boolean" ? args.passed : undefined,
});

const isStats = (value: unknown): value is AttemptStats & StoreObject =>
  isRecord(value) &&
  typeof value.totalAttempts === "number" &&
  typeof value.passedCount === "number" &&
  typeof value.averagePercentage === "number";

/**
 * Puts a just-submitted attempt everywhere the learner screens read it, without a refetch:
 * the quiz's `myAttempt`, every cached `myQuizAttempts` page (prepended where it belongs, totals
 * and stats recomputed) and the `learnerDashboard` figures. A later page (offset > 0) cannot be
 * shifted exactly, so it is dropped and refetched when next shown.
 */
export const writeSubmittedAttempt = (
  cache: ApolloCache,
  quizId: string,
  attempt: LearnerQuizAttemptFieldsFragment,
): void => {
  const attemptRef = cache.identify({ __typename: "QuizAttempt", id: attempt.id });
  if (!attemptRef) return;
  const passed = isPassed(attempt);

  cache.modify({
    id: cache.identify({ __typename: "Quiz", id: quizId }),
    fields: { myAttempt: (_existing, { toReference }) => toReference(attemptRef) },
  });

  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      myQuizAttempts: (existing, { storeFieldName, fieldName, readField, toReference, DELETE }) => {
        if (!isRecord(existing) || !Array.isArray(existing.items)) return existing;
        const items = existing.items as readonly Reference[];
        // Already there (the update ran twice): nothing to add.
        if (items.some((item) => readField<string>("id", item) === attempt.id)) return existing;
        const rawArgs = argsOfStoreField(storeFieldName, fieldName);
        if (!rawArgs) return DELETE;
        const args = historyArgs(rawArgs);
        const stats = isStats(existing.stats) ? { ...existing.stats, ...addAttemptToStats(existing.stats, attempt) } : existing.stats;
        const matches = args.passed === undefined || args.passed === passed;
        if (!matches) return { ...existing, stats };
        if (args.offset > 0) return DELETE;
        const ref = toReference(attemptRef);
        return {
          ...existing,
          stats,
          total: typeof existing.total === "number" ? existing.total + 1 : existing.total,
          items: ref ? [ref, ...items].slice(0, args.limit) : items,
        };
      },
      learnerDashboard: (existing, { DELETE }) => {
        if (!isRecord(existing)) return existing;
        const { attempts, passed: passedCount, averagePercentage } = existing;
        if (typeof attempts !== "number" || typeof passedCount !== "number" || typeof averagePercentage !== "number") {
          // A partial selection cannot be recomputed exactly: let it be fetched again.
          return DELETE;
        }
        const next = addAttemptToStats({ totalAttempts: attempts, passedCount, averagePercentage }, attempt);
        return { ...existing, attempts: next.totalAttempts, passed: next.passedCount, averagePercentage: next.averagePercentage };
      },
    },
  });
};

export const useSubmitQuizAttempt = () => {
  const [mutate, { loading, error, reset }] = useMutation(SubmitQuizAttemptDocument, {
    update(cache, { data }, { variables }) {
      if (data && variables) writeSubmittedAttempt(cache, variables.quizId, data.submitQuizAttempt);
    },
  });

  const submit = useCallback(
    async (quizId: string, answers: QuizAnswerInput[]): Promise<LearnerQuizAttemptFieldsFragment> => {
      const { data } = await mutate({ variables: { quizId, answers } });
      if (!data) throw new Error("Submitting the quiz returned no data");
      return data.submitQuizAttempt;
    },
    [mutate],
  );

  return { submit, loading, error, reset };
};
