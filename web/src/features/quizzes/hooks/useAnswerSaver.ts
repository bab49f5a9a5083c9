import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SaveQuizAnswersDocument } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, hasErrorCode } from "../../../graphql/errors";
import { answerInputs, type AnswerableQuestion, type AnswerValue } from "../answers";

export type SaveState = "idle" | "saving" | "saved" | "error" | "refused" | "closed";

const SAVE_STATE_TEXT: Record<Exclude<SaveState, "idle" | "refused">, string> = {
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
 * An answer the server refuses (BAD_USER_INPUT, e.g. "3,5" for a number) is not retried as it is:
 * its message (naming the question) stays until the next change is saved.
 */
export const useAnswerSaver = (attemptId: string, questions: readonly AnswerableQuestion[], initialState: SaveState = "idle") => {
  const [mutate] = useMutation(SaveQuizAnswersDocument);
  const [state, setState] = useState<SaveState>(initialState);
  const [refusal, setRefusal] = useState<string | null>(null);
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
    let refused: string | null = null;
    try {
      await mutate({ variables: { attemptId, answers: answerInputs(questions, latest.current) } });
    } catch (error) {
      failed = true;
      if (hasErrorCode(error, "CONFLICT")) stopped.current = true;
      else if (hasErrorCode(error, "BAD_USER_INPUT")) refused = getErrorMessage(error);
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
      // eslint-disable-next-line react-hooks/immutability -- calls itself once it has been declared (after an await)
      void flush();
      return;
    }
    if (refused !== null) {
      // Sent again with the learner's next change, not on a timer.
      setRefusal(refused);
      setState("refused");
      return;
    }
    setRefusal(null);
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

  // What the save line says (null before the first save).
  const text = state === "idle" ? null : state === "refused" ? refusal : SAVE_STATE_TEXT[state];
  return { state, text, save, stop };
};
