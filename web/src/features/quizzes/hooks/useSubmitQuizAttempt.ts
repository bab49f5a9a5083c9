import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  SubmitQuizAttemptDocument,
  type LearnerQuizAttemptFieldsFragment,
  type QuizAnswerInput,
} from "../../../graphql/__generated__/graphql";
import { dataOf } from "../../../graphql/mutation";

/**
 * A just-submitted attempt, in the cache without a refetch: the quiz's `myAttempt` points at it
 * and it has one attempt fewer left, so the quiz shows its result at once. The figures over ALL attempts (every cached
 * `myQuizAttempts` list carries them in `stats`, and the learner dashboard) are the server's:
 * adding the row to the unfiltered list would show it under figures one attempt behind, and
 * working the figures out again in the browser is what made them differ from the server. So
 * every cached attempt list and the dashboard figures are dropped: whichever screen shows them
 * next loads them afresh (nothing is fetched now), the new attempt and the right figures together.
 */
const writeSubmittedAttempt = (cache: ApolloCache, quizId: string, attempt: LearnerQuizAttemptFieldsFragment): void => {
  const attemptRef = cache.identify({ __typename: "QuizAttempt", id: attempt.id });
  const quizRef = cache.identify({ __typename: "Quiz", id: quizId });
  if (attemptRef && quizRef) {
    cache.modify({
      id: quizRef,
      fields: {
        myAttempt: (_existing, { toReference }) => toReference(attemptRef),
        // The server counted this attempt: one fewer left (null stays null: unlimited).
        myAttemptsLeft: (left: number | null) => (left === null ? null : Math.max(0, left - 1)),
      },
    });
  }
  cache.evict({ id: "ROOT_QUERY", fieldName: "myQuizAttempts" });
  cache.evict({ id: "ROOT_QUERY", fieldName: "learnerDashboard" });
};

export const useSubmitQuizAttempt = () => {
  const [mutate, { loading, error, reset }] = useMutation(SubmitQuizAttemptDocument, {
    update: (cache, { data }, { variables }) => data && variables && writeSubmittedAttempt(cache, variables.quizId, data.submitQuizAttempt),
  });
  const submit = useCallback(
    async (quizId: string, answers: QuizAnswerInput[]) => dataOf(await mutate({ variables: { quizId, answers } })).submitQuizAttempt,
    [mutate],
  );
  return { submit, loading, error, reset };
};
