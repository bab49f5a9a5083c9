import { Box, Fieldset } from "@chakra-ui/react";
import { RichText } from "../../../components/RichText";
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

/**
 * A question's fieldset: its legend says "Question 2" (and its points when not 1); its text follows
 * the legend, since Markdown's paragraphs and lists cannot sit in a legend (phrasing content only),
 * and both name the group ("Question 2 · 2 points What is …").
 */
const QuestionGroup = ({
  position,
  question,
  describedBy,
  children,
}: {
  position: number;
  question: ShownQuestion;
  describedBy?: string;
  children: ReactNode;
}) => {
  const legendId = useId();
  const textId = useId();
  return (
    <Fieldset.Root aria-labelledby={`${legendId} ${textId}`} aria-describedby={describedBy}>
      <Fieldset.Legend id={legendId} fontSize="sm" color="fg.muted" mb="1">
        Question {position + 1}
        {question.points !== 1 && ` · ${pointsText(question.points)}`}
      </Fieldset.Legend>
      <Box fontSize="md" fontWeight="semibold" mb="3">
        <RichText id={textId} text={question.questionText} format={question.textFormat} />
      </Box>
      {children}
    </Fieldset.Root>
  );
};

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
const QuestionFieldset = ({ name, position, question, value, onChange, disabled }: QuestionFieldsetProps) => {
  const hintId = useId();
  return (
    // Multiple response says "Choose all that apply" (AnswerControl renders it with hintId).
    <QuestionGroup position={position} question={question} describedBy={question.type === "MULTIPLE_RESPONSE" ? hintId : undefined}>
      <AnswerControl name={name} question={question} value={value} onChange={onChange} disabled={disabled} hintId={hintId} />
    </QuestionGroup>
  );
};

// A result's question: its legend, then what the review shows (the children).
export const ReviewedFieldset = ({ position, question, children }: { position: number; question: ShownQuestion; children: ReactNode }) => (
  <QuestionGroup position={position} question={question}>
    {children}
  </QuestionGroup>
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
