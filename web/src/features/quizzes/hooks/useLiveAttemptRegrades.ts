import type { ApolloCache, ApolloClient } from "@apollo/client";
import { useSubscription } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { toaster } from "../../../components/ui/toaster";
import {
  MyAttemptRegradedDocument,
  MyQuizAttemptStatsDocument,
  type MyQuizAttemptStatsQuery,
} from "../../../graphql/__generated__/graphql";
import { regradeAnnouncement } from "../regrades";

type Stats = MyQuizAttemptStatsQuery["myQuizAttempts"]["stats"];

// A burst of regrades (one event per attempt a fix changed) asks for the statistics once, after it.
export const STATS_REFRESH_DELAY_MS = 1_000;

/**
 * The cached attempt lists after a regrade (the attempt itself is already updated in place: the event
 * is normalized by id). A regrade can turn a pass into a fail, which moves the attempt between the
 * lists filtered by result, where only the server knows its place: those are dropped, and the one
 * shown asks again. The list of all attempts keeps it where it is.
 */
export const placeRegradedAttempt = (cache: ApolloCache): void => {
  for (const passed of [true, false]) cache.evict({ id: "ROOT_QUERY", fieldName: "myQuizAttempts", args: { passed } });
  cache.gc();
};

/**
 * The learner's figures the server works out from passed and percentage, stale after a regrade: the
 * dashboard's (and profile's) quiz figures and the chapters passed per activity. Nothing on the
 * results page reads them, so they load afresh when next shown (no refetch now).
 */
export const forgetLearnerFigures = (cache: ApolloCache): void => {
  cache.evict({ id: "ROOT_QUERY", fieldName: "learnerDashboard" });
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      // LearnerProgress has no id: only its activities go, the nav's due count stays.
      myProgress: (existing: unknown) => {
        if (typeof existing !== "object" || existing === null || !("activities" in existing)) return existing;
        const { activities: _stale, ...rest } = existing as Record<string, unknown>;
        return rest;
      },
    },
  });
};

/** The statistics (the same for every filter) into each cached attempt list. */
const writeAttemptStats = (cache: ApolloCache, stats: Stats): void => {
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      myQuizAttempts: (existing: unknown) =>
        typeof existing === "object" && existing !== null && "stats" in existing ? { ...existing, stats } : existing,
    },
  });
};

const refreshStats = async (client: ApolloClient): Promise<void> => {
  try {
    const { data } = await client.query({ query: MyQuizAttemptStatsDocument, fetchPolicy: "network-only" });
    if (data) writeAttemptStats(client.cache, data.myQuizAttempts.stats);
  } catch {
    // The figures stay as they were; they load afresh with the page.
  }
};

/**
 * My Quiz Results: each regrade of the learner's attempts as it happens. The attempt shows its new
 * result and regrade note in place (the event carries every field the page shows), a polite toast
 * says so, and the statistics are asked for once after a burst; no list is fetched again.
 */
export const useLiveAttemptRegrades = (): void => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useSubscription(MyAttemptRegradedDocument, {
    onData: ({ client, data }) => {
      const attempt = data.data?.myAttemptRegraded;
      if (!attempt) return;
      placeRegradedAttempt(client.cache);
      forgetLearnerFigures(client.cache);
      const latest = attempt.regrades.at(-1);
      toaster.create({
        type: "info",
        title: latest
          ? regradeAnnouncement(attempt.quizTitle, latest)
          : `Your result for ${attempt.quizTitle} was regraded: ${attempt.points}/${attempt.maxPoints}`,
        closable: true,
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refreshStats(client), STATS_REFRESH_DELAY_MS);
    },
  });
};
