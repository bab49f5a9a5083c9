import { useSubscription } from "@apollo/client/react";
import { useRef, useState } from "react";
import { MyAttemptDeadlineChangedDocument } from "../../../graphql/__generated__/graphql";
import { deadlineNotice } from "../my-terms";

/**
 * A running timed attempt's deadline as the tutor changes the learner's accommodation: the event is
 * normalized by id, so the cached attempt (and its countdown) takes the new deadline and server time
 * at once; this says what changed, for a polite live region ("" until something did).
 */
export const useLiveAttemptDeadline = (attemptId: string, deadline: string): string => {
  const [notice, setNotice] = useState("");
  const last = useRef(deadline);
  useSubscription(MyAttemptDeadlineChangedDocument, {
    onData: ({ data }) => {
      const changed = data.data?.myAttemptDeadlineChanged;
      if (!changed || changed.id !== attemptId || Date.parse(changed.deadline) === Date.parse(last.current)) return;
      setNotice(deadlineNotice(last.current, changed.deadline));
      last.current = changed.deadline;
    },
  });
  return notice;
};
