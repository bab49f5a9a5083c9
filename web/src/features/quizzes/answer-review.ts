// What a result says a learner answered, per question type, in words: options by their text (the
// answer names them in the tutor's order; the question lists them as shown), True/False, the text or
// number as typed, each prompt with the match chosen.
import type { LearnerQuizAttemptFieldsFragment } from "../../graphql/__generated__/graphql";
import { assertUnreachable } from "../../lib/assert-unreachable";
import { optionLetter } from "./quiz-letters";

type Attempt = LearnerQuizAttemptFieldsFragment;
type Question = Attempt["questions"][number];
export type GradedAnswer = Attempt["answers"][number];

const BLANK_MATCH = "(no match chosen)";
export const AWAITING_GRADING = "Awaiting grading";
export const AWAITING_GRADING_TEXT = "Your essay answers are waiting for your tutor; the score so far counts them as 0";

const optionText = (question: Question, tutorIndex: number): string => {
  const position = question.optionIndexes.indexOf(tutorIndex);
  return position === -1 ? `Option ${tutorIndex + 1}` : `${optionLetter(position)}. ${question.options[position]}`;
};

// The answer's lines (one per chosen option or prompt), or null when nothing was answered.
export const answeredLines = (question: Question, answer: GradedAnswer | undefined): string[] | null => {
  if (!answer) return null;
  switch (question.type) {
    case "SINGLE_CHOICE":
      return answer.selectedOptionIndex === null || answer.selectedOptionIndex === undefined ? null : [optionText(question, answer.selectedOptionIndex)];
    case "MULTIPLE_RESPONSE": {
      const chosen = answer.selectedOptionIndexes ?? [];
      return chosen.length === 0 ? null : [...chosen].sort((a, b) => question.optionIndexes.indexOf(a) - question.optionIndexes.indexOf(b)).map((index) => optionText(question, index));
    }
    case "TRUE_FALSE":
      return answer.booleanAnswer === null || answer.booleanAnswer === undefined ? null : [answer.booleanAnswer ? "True" : "False"];
    case "SHORT_ANSWER":
    case "NUMERICAL":
    case "ESSAY":
      return answer.textAnswer === null || answer.textAnswer === undefined || answer.textAnswer === "" ? null : [answer.textAnswer];
    case "MATCHING": {
      const picks = answer.matchIndexes ?? [];
      if (!picks.some((pick) => pick !== null)) return null;
      return question.prompts.map((prompt, index) => {
        const pick = picks[index];
        return `${prompt} → ${pick === null || pick === undefined ? BLANK_MATCH : (question.matches[pick] ?? BLANK_MATCH)}`;
      });
    }
    default:
      return assertUnreachable(question.type);
  }
};

export const answerOf = (question: Pick<Question, "index">, answers: readonly GradedAnswer[]): GradedAnswer | undefined =>
  answers.find((answer) => answer.questionIndex === question.index);

// "Points: 4.17 / 11" (exact to 2 decimals, as the server rounds them).
export const pointsLine = (points: number, maxPoints: number): string => `${points} / ${maxPoints}`;
