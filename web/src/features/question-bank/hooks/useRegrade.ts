import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useRef } from "react";
import { QuizRegradeDocument, RegradeDocument, type QuizRegradeFieldsFragment, type RegradeMode } from "../../../graphql/__generated__/graphql";
import { dataOf } from "../../../graphql/mutation";
import { REGRADE_POLL_MS } from "../regrade-text";

/** Asks for a regrade of a quiz to the question's latest version; the answer is its job (QUEUED, usually). */
export const useStartRegrade = (questionId: string) => {
  const [mutate, { loading }] = useMutation(RegradeDocument);
  const start = useCallback(
    async (quizId: string, mode: RegradeMode) => dataOf(await mutate({ variables: { quizId, questionId, mode } })).regrade,
    [mutate, questionId],
  );
  return { start, starting: loading };
};

export const isSettled = (job: Pick<QuizRegradeFieldsFragment, "status">): boolean => job.status !== "QUEUED";

/**
 * Asks for a queued regrade's status every second while mounted (the answer updates the cached
 * job, which the dialog reads), and reports it once DONE or FAILED: unmount it then, which stops
 * the polling. A failed poll is not the job failing: it asks again at the next tick.
 */
export const useRegradePolling = (id: string, onSettled: (job: QuizRegradeFieldsFragment) => void) => {
  const { data } = useQuery(QuizRegradeDocument, { variables: { id }, fetchPolicy: "network-only", pollInterval: REGRADE_POLL_MS });
  const job = data?.quizRegrade;
  // The latest callback, told once (a poll may answer again before the caller unmounts this).
  const report = useRef(onSettled);
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: the listener set up once reads the newest value
  report.current = onSettled;
  const told = useRef(false);
  useEffect(() => {
    if (!job || !isSettled(job) || told.current) return;
    told.current = true;
    // After the render that brought it (the toast it leads to renders at once).
    queueMicrotask(() => report.current(job));
  }, [job]);
};
