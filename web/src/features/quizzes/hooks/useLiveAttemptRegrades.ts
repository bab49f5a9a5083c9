import type { ApolloCache, ApolloClient, Reference } from "@apollo/client";
import { useSubscription } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { toaster } from "../../../components/ui/toaster";
import {
  MyAttemptRegradedDocument,
  MyQuizAttemptStatsDocument,
  type MyAttemptRegradedSubscription,
  type MyQuizAttemptStatsQuery,
} from "../../../graphql/__generated__/graphql";
import { isLoadedConnection } from "../../../graphql/connection-cache";
import { regradeAnnouncement } from "../regrades";

type RegradedAttempt = MyAttemptRegradedSubscription["myAttemptRegraded"];
type Stats = MyQuizAttemptStatsQuery["myQuizAttempts"]["stats"];

// A burst of regrades (one event per attempt a fix changed) asks for the statistics once, after it.
export const STATS_REFRESH_DELAY_MS = 1_000;

type Policies = { getStoreFieldName(spec: { typename: string; fieldName: string; args: Record<string, unknown> }): string };
const historyStoreName = (cache: ApolloCache, passed: boolean): string =>
  (cache as unknown as { policies: Policies }).policies.getStoreFieldName({ typename: "Query", fieldName: "myQuizAttempts", args: { passed } });

/**
 * The cached attempt lists after a regrade (the attempt itself is already updated in place: the event
 * is normalized by id). A regrade can turn a pass into a fail: the list of the other filter lets the
 * attempt go (one fewer), and the list of its filter that lacks it where it would be shown (newer than
 * its last row loaded) loads afresh when next shown, since only the server knows its place.
 */
export const placeRegradedAttempt = (cache: ApolloCache, attempt: Pick<RegradedAttempt, "id" | "passed" | "submittedAt">): void => {
  const ref = cache.identify({ __typename: "QuizAttempt", id: attempt.id });
  if (!ref) return;
  const own = historyStoreName(cache, attempt.passed);
  const other = historyStoreName(cache, !attempt.passed);
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      myQuizAttempts: (existing: unknown, { storeFieldName, readField, DELETE }) => {
        if (!isLoadedConnection(existing)) return existing;
        const holds = existing.nodes.some((node) => node.__ref === ref);
        if (storeFieldName === other && holds) {
          const totalCount = typeof existing.totalCount === "number" ? Math.max(0, existing.totalCount - 1) : existing.totalCount;
          return { ...existing, nodes: existing.nodes.filter((node) => node.__ref !== ref), totalCount };
        }
        if (storeFieldName === own && !holds) {
          const last = existing.nodes.at(-1);
          const lastSubmitted = last && readField<string>("submittedAt", last as Reference);
          // Older than every row loaded, it may sit on a page not loaded yet: that list stands.
          const onLoadedPages = !existing.pageInfo?.hasNextPage || !lastSubmitted || attempt.submittedAt >= lastSubmitted;
          return onLoadedPages ? DELETE : existing;
        }
        return existing;
      },
    },
  });
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
export const writeAttemptStats = (cache: ApolloCache, stats: Stats): void => {
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
      placeRegradedAttempt(client.cache, attempt);
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
