import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SaveQuizAnswersDocument } from "../../../graphql/__generated__/graphql";
import { hasErrorCode } from "../../../graphql/errors";
import { answerInputs, type AnswerableQuestion, type AnswerValue } from "../answers";

export type SaveState = "idle" | "saving" | "saved" | "error" | "closed";

export const SAVE_STATE_TEXT: Record<Exclude<SaveState, "idle">, string> = {
  saving: "Saving…",
  saved: "All answers saved",
  error: "Not saved yet — will retry",
  closed: "Time is up: answers can no longer be saved.",
};

// A failed save is tried again this long after (or at the next pick, whichever comes first).
export const SAVE_RETRY_MS = 5_000;

/**
 * Saves a timed attempt's answers with saveQuizAnswers: one request in flight at a time; picks made
 * meanwhile are coalesced into the next request (always the latest answers, last write wins).
 * A failure is retried at the next pick or after SAVE_RETRY_MS; CONFLICT (time is up) stops it.
 */
export const useAnswerSaver = (attemptId: string, questions: readonly AnswerableQuestion[], initialState: SaveState = "idle") => {
  const [mutate] = useMutation(SaveQuizAnswersDocument);
  const [state, setState] = useState<SaveState>(initialState);
  const latest = useRef<readonly AnswerValue[] | null>(null);
  const inFlight = useRef(false);
  const dirty = useRef(false);
  const stopped = useRef(false);
  const retryTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(retryTimer.current);
    };
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    if (inFlight.current || stopped.current || !latest.current) return;
    window.clearTimeout(retryTimer.current);
    inFlight.current = true;
    dirty.current = false;
    setState("saving");
    let failed = false;
    try {
      await mutate({ variables: { attemptId, answers: answerInputs(questions, latest.current) } });
    } catch (error) {
      failed = true;
      if (hasErrorCode(error, "CONFLICT")) stopped.current = true;
    } finally {
      inFlight.current = false;
    }
    if (!mounted.current) return;
    if (stopped.current) {
      setState("closed");
      return;
    }
    if (dirty.current) {
      // Picks made while this one was sent: send the latest now.
      void flush();
      return;
    }
    if (failed) {
      dirty.current = true;
      setState("error");
      retryTimer.current = window.setTimeout(() => void flush(), SAVE_RETRY_MS);
      return;
    }
    setState("saved");
  }, [attemptId, questions, mutate]);

  // The latest answers (every position, null where not answered), saved as soon as possible.
  const save = useCallback(
    (answers: readonly AnswerValue[]) => {
      latest.current = answers;
      dirty.current = true;
      void flush();
    },
    [flush],
  );

  // No more saving (the attempt is being submitted).
  const stop = useCallback(() => {
    stopped.current = true;
    window.clearTimeout(retryTimer.current);
  }, []);

  return { state, save, stop };
};
