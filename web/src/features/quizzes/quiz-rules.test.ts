import { makeAnswer, makeAttempt } from "./test-fixtures";
import {
  answersHidden,
  attemptsLeftText,
  formatTimeLeft,
  hiddenAnswersNote,
  shownGrade,
  windowText,
} from "./quiz-rules";
import { formatDateTime } from "../../lib/dates";

type Window = "NOT_OPEN" | "OPEN" | "CLOSED";
const quiz = (attemptsAllowed: number | null, myAttemptsLeft: number | null, extra: { opensAt?: string | null; closesAt?: string | null; window?: Window } = {}) => ({
  attemptsAllowed,
  myAttemptsLeft,
  timeLimitMinutes: null,
  opensAt: null,
  closesAt: null,
  window: "OPEN" as Window,
  ...extra,
});

describe("quiz rules as the learner sees them", () => {
  it("says how many attempts the server counts left, or that they are unlimited", () => {
    expect(attemptsLeftText(quiz(3, 3))).toBe("3 of 3 attempts left");
    expect(attemptsLeftText(quiz(3, 2))).toBe("2 of 3 attempts left");
    expect(attemptsLeftText(quiz(3, 0))).toBe("0 of 3 attempts left");
    expect(attemptsLeftText(quiz(1, 1))).toBe("1 of 1 attempt left");
    expect(attemptsLeftText(quiz(null, null))).toBe("Unlimited attempts");
  });

  it("names the window's date for where the server says the quiz is, in the viewer's zone", () => {
    const opensAt = "2024-03-10T09:00:00.000Z";
    const closesAt = "2024-03-20T09:00:00.000Z";
    expect(windowText(quiz(1, 1, { opensAt, closesAt, window: "NOT_OPEN" }))).toBe(`Opens ${formatDateTime(opensAt)}`);
    expect(windowText(quiz(1, 1, { opensAt, closesAt, window: "OPEN" }))).toBe(`Closes ${formatDateTime(closesAt)}`);
    expect(windowText(quiz(1, 1, { opensAt, closesAt, window: "CLOSED" }))).toBe(`Closed ${formatDateTime(closesAt)}`);
    expect(windowText(quiz(1, 1))).toBeNull();
  });

  it("explains hidden answers by the review policy", () => {
    const closesAt = "2024-03-20T09:00:00.000Z";
    expect(hiddenAnswersNote("AFTER_CLOSE", closesAt)).toBe(`Correct answers will be shown after the quiz closes on ${formatDateTime(closesAt)}`);
    expect(hiddenAnswersNote("NEVER", null)).toBe("Your tutor does not show the correct answers for this quiz.");
    expect(hiddenAnswersNote("IMMEDIATELY", null)).toBeNull();
    const hidden = makeAttempt({ answers: [makeAnswer(0, { selectedOptionIndex: 1 })] });
    expect(answersHidden(hidden)).toBe(true);
    expect(answersHidden(makeAttempt())).toBe(false);
    // Marked answers of other types have no correct option index; an essay waiting is unmarked under any policy.
    const essayWaiting = makeAnswer(1, { type: "ESSAY", textAnswer: "Loops.", needsGrading: true, maxPoints: 5 });
    expect(answersHidden({ answers: [makeAnswer(0, { type: "TRUE_FALSE", booleanAnswer: true, isCorrect: true, points: 1 }), essayWaiting] })).toBe(false);
    expect(answersHidden({ answers: [makeAnswer(0, { type: "TRUE_FALSE", booleanAnswer: true }), essayWaiting] })).toBe(true);
    // A quiz of one essay, waiting: nothing is hidden, its tutor has not marked it yet.
    expect(answersHidden({ answers: [essayWaiting] })).toBe(false);
  });

  it("maps answers in the tutor's order onto the positions shown", () => {
    // Shown third option first: optionIndexes [2, 0, 1]; the question is the tutor's question 1.
    const question = { index: 1, optionIndexes: [2, 0, 1] };
    const answers = [
      makeAnswer(0, { selectedOptionIndex: 0, correctAnswerIndex: 0, isCorrect: true }),
      makeAnswer(1, { selectedOptionIndex: 0, correctAnswerIndex: 2, isCorrect: false }),
    ];
    expect(shownGrade(question, answers)).toEqual({ selected: 1, correct: 0, isCorrect: false });
    expect(shownGrade(question, [{ ...answers[1], selectedOptionIndex: null, correctAnswerIndex: null, isCorrect: null }])).toEqual({
      selected: null,
      correct: null,
      isCorrect: null,
    });
  });

  it("formats the time left, rounding up to the second", () => {
    expect(formatTimeLeft(754_000)).toBe("12:34 left");
    expect(formatTimeLeft(59_001)).toBe("1:00 left");
    expect(formatTimeLeft(0)).toBe("0:00 left");
    expect(formatTimeLeft(3_723_000)).toBe("1:02:03 left");
  });
});
