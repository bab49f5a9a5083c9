import { Fieldset, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useId } from "react";
import type { TextFormat } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";
import type { AnswerableQuestion, AnswerValue } from "../answers";
import { AnswerControl } from "./AnswerControls";

export const NOT_ANSWERED = "Not answered";

// "2 points", "0.5 points": shown beside a question worth other than 1.
export const pointsText = (points: number): string => plural(points, "point");

export type ShownQuestion = AnswerableQuestion & { index: number; questionText: string; textFormat: TextFormat; points: number };

// A question's or feedback's text. Markdown is shown as its plain source with its line breaks kept:
// the web app has no Markdown renderer yet, and raw HTML must never be rendered.
export const RichText = ({ text, format: _format }: { text: string; format: TextFormat }) => (
  <Text as="span" display="block" whiteSpace="pre-wrap" overflowWrap="anywhere">
    {text}
  </Text>
);

// The legend: "Question 2", its points when not 1, and its text (the fieldset's accessible name).
export const QuestionLegend = ({ position, question }: { position: number; question: ShownQuestion }) => (
  <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="3">
    <Text as="span" display="block" color="fg.muted" fontSize="sm">
      Question {position + 1}
      {question.points !== 1 && ` · ${pointsText(question.points)}`}
    </Text>
    <RichText text={question.questionText} format={question.textFormat} />
  </Fieldset.Legend>
);

type QuestionFieldsetProps = {
  name: string;
  position: number;
  question: ShownQuestion;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  disabled: boolean;
};

// One question to answer, its control chosen by its type. The inputs (not the fieldset) are
// disabled once submitted so the question text keeps full contrast.
export const QuestionFieldset = ({ name, position, question, value, onChange, disabled }: QuestionFieldsetProps) => {
  const hintId = useId();
  return (
    // Multiple response says "Choose all that apply" (AnswerControl renders it with hintId).
    <Fieldset.Root aria-describedby={question.type === "MULTIPLE_RESPONSE" ? hintId : undefined}>
      <QuestionLegend position={position} question={question} />
      <AnswerControl name={name} question={question} value={value} onChange={onChange} disabled={disabled} hintId={hintId} />
    </Fieldset.Root>
  );
};

// A result's question: its legend, then what the review shows (the children).
export const ReviewedFieldset = ({ position, question, children }: { position: number; question: ShownQuestion; children: ReactNode }) => (
  <Fieldset.Root>
    <QuestionLegend position={position} question={question} />
    {children}
  </Fieldset.Root>
);

/**
 * Every question as the learner is shown it, to answer: an answer names a question and an option by
 * their places on screen (`answers[position]`), which the server maps back to the tutor's order.
 */
export const QuestionFieldsets = ({
  name,
  questions,
  answers,
  onAnswer,
  disabled,
}: {
  name: string;
  questions: readonly ShownQuestion[];
  answers: readonly AnswerValue[];
  onAnswer: (position: number, value: AnswerValue) => void;
  disabled: boolean;
}) =>
  questions.map((question, position) => (
    <QuestionFieldset
      key={`${question.index}-${position}`}
      name={`${name}-question-${position}`}
      position={position}
      question={question}
      value={answers[position] ?? null}
      onChange={(value) => onAnswer(position, value)}
      disabled={disabled}
    />
  ));
