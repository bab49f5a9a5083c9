import type { QuizAccommodationFieldsFragment } from "../../graphql/__generated__/graphql";
import type { MyTerms } from "./my-terms";

export const ACTIVITY_ID = "activity-1";

export const makeAccommodation = (overrides: Partial<QuizAccommodationFieldsFragment> = {}): QuizAccommodationFieldsFragment => ({
  __typename: "QuizAccommodation",
  id: "acc-1",
  learnerId: "learner-1",
  learner: { __typename: "UserDetails", name: "Ada", surname: "Lovelace", email: "ada@example.com" },
  quizId: "quiz-1",
  activityId: null,
  timeFactor: 1.5,
  extraMinutes: null,
  extraAttempts: null,
  opensAt: null,
  closesAt: null,
  updatedAt: "2026-11-29T12:00:00.000Z",
  ...overrides,
});

// A learner's terms without an accommodation: the quiz's own, 20 minutes and 2 attempts.
export const makeTerms = (overrides: Partial<MyTerms> = {}): MyTerms => ({
  __typename: "QuizTerms",
  accommodated: false,
  timeLimitMinutes: 20,
  quizTimeLimitMinutes: 20,
  attemptsAllowed: 2,
  quizAttemptsAllowed: 2,
  opensAt: null,
  closesAt: null,
  quizOpensAt: null,
  quizClosesAt: null,
  window: "OPEN",
  ...overrides,
});
