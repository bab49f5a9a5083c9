// How a learner's own terms on a quiz read beside the quiz's (their accommodation applied): only what
// differs is said, "30 minutes (extended from 20)". The server keeps the deadline, attempts and window.
import type { MyQuizTermsQuery } from "../../graphql/__generated__/graphql";
import { formatDateTime } from "../../lib/dates";
import { plural } from "../../lib/format";

export type MyTerms = NonNullable<MyQuizTermsQuery["quiz"]["myTerms"]>;

const changed = (own: number | null | undefined, quiz: number | null | undefined): own is number =>
  typeof own === "number" && typeof quiz === "number" && own !== quiz;

const sameInstant = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ? Date.parse(a) : null) === (b ? Date.parse(b) : null);

export const timeTermText = (terms: MyTerms): string | null =>
  changed(terms.timeLimitMinutes, terms.quizTimeLimitMinutes)
    ? `Time limit: ${plural(terms.timeLimitMinutes, "minute")} (extended from ${String(terms.quizTimeLimitMinutes)})`
    : null;

const attemptsTermText = (terms: MyTerms): string | null =>
  changed(terms.attemptsAllowed, terms.quizAttemptsAllowed)
    ? `${plural(terms.attemptsAllowed, "attempt")} (extended from ${String(terms.quizAttemptsAllowed)})`
    : null;

// The learner's own window, in the viewer's zone, where it differs from the quiz's.
const windowTermText = (terms: MyTerms): string | null => {
  const ownOpening = !sameInstant(terms.opensAt, terms.quizOpensAt);
  const ownClosing = !sameInstant(terms.closesAt, terms.quizClosesAt);
  if (!ownOpening && !ownClosing) return null;
  if (terms.window === "NOT_OPEN" && terms.opensAt) return `Opens to you ${formatDateTime(terms.opensAt)}`;
  if (terms.window === "CLOSED") return terms.closesAt ? `Closed to you ${formatDateTime(terms.closesAt)}` : null;
  if (terms.closesAt) return `Open to you until ${formatDateTime(terms.closesAt)}`;
  return "Open to you";
};

export const myTermsTexts = (terms: MyTerms | null | undefined): string[] => {
  if (!terms?.accommodated) return [];
  return [timeTermText(terms), attemptsTermText(terms), windowTermText(terms)].filter((text): text is string => text !== null);
};

// "Your time was extended: the quiz now ends at 14:35" (the viewer's zone); "changed" when it is sooner.
export const deadlineNotice = (before: string, after: string): string => {
  const at = new Date(after);
  const time = at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  return Date.parse(after) > Date.parse(before)
    ? `Your time was extended: the quiz now ends at ${time}`
    : `Your time was changed: the quiz now ends at ${time}`;
};
