import type { CourseLevel } from "../../graphql/__generated__/graphql";

// SPEC.md section 5: each form is checked in this order, on trimmed values, and the first
// failing rule is the one shown.

export type CourseValues = { title: string; description: string; level: CourseLevel | "" };
export type CourseField = keyof CourseValues;

export type QuestionValues = { question: string; answer: string; category: string };
export type QuestionField = keyof QuestionValues;

export type FormError<F extends string> = { field: F; message: string };

export const validateCourse = ({ title, description, level }: CourseValues): FormError<CourseField> | null => {
  if (!title.trim()) return { field: "title", message: "Title is required" };
  if (!description.trim()) return { field: "description", message: "Description is required" };
  if (!level) return { field: "level", message: "Please select a year level" };
  return null;
};

export const validateQuestion = ({ question, answer, category }: QuestionValues): FormError<QuestionField> | null => {
  if (!question.trim()) return { field: "question", message: "Question is required" };
  if (!answer.trim()) return { field: "answer", message: "Answer is required" };
  if (!category.trim()) return { field: "category", message: "Category is required" };
  return null;
};
