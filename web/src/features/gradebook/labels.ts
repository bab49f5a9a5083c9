import type { GradebookQuizFieldsFragment } from "../../graphql/__generated__/graphql";
import { gradingMethodLabels } from "../quiz-authoring/quiz-settings";

/** A percentage as the gradebook shows it: "80 %", "66.67 %" (the server's 2 decimals, no trailing zeros). */
export const percentText = (value: number): string => `${Number(value.toFixed(2))} %`;

/** Points as "7.5/10". */
export const pointsText = (points: number, maxPoints: number): string => `${Number(points.toFixed(2))}/${Number(maxPoints.toFixed(2))}`;

/** A column's small print: its chapter, pass mark and grading method. */
export const quizColumnNotes = (quiz: GradebookQuizFieldsFragment): string[] => [
  quiz.chapterTitle,
  `pass ${quiz.passPercentage} %`,
  `${gradingMethodLabels.label(quiz.gradingMethod)} counts`,
];
