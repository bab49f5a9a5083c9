import type { LearnerQuizAttemptFieldsFragment } from "../../../graphql/__generated__/graphql";
import { answerOf } from "../answer-review";
import { shownGrade } from "../quiz-rules";
import { ChoiceOptions } from "./AnswerControls";
import { AnswerReview, YourAnswer } from "./AnswerReview";
import { ReviewedFieldset } from "./QuestionFieldset";

type ReviewedAnswersProps = {
  attempt: Pick<LearnerQuizAttemptFieldsFragment, "questions" | "answers">;
  // Names the single-choice questions' radio groups: `${name}-question-<position>`.
  name: string;
  // What the answer is called: "Your answer" (the default) to the learner, "Learner's answer" to their tutor.
  answerLabel?: string;
};

// An attempt's questions as its result shows them, in the order they were taken: each answer (single
// choice on its options), its points and marks, the right answer and the tutor's comment.
export const ReviewedAnswers = ({ attempt, name, answerLabel }: ReviewedAnswersProps) =>
  attempt.questions.map((question, position) => {
    const answer = answerOf(question, attempt.answers);
    const grade = shownGrade(question, attempt.answers);
    return (
      <ReviewedFieldset key={`${question.index}-${position}`} position={position} question={question}>
        {question.type === "SINGLE_CHOICE" ? (
          <ChoiceOptions
            name={`${name}-question-${position}`}
            options={question.options}
            selected={grade.selected}
            onSelect={() => undefined}
            disabled
            graded={grade}
          />
        ) : null}
        {question.type !== "SINGLE_CHOICE" || grade.selected === null ? <YourAnswer question={question} answer={answer} label={answerLabel} /> : null}
        <AnswerReview question={question} answer={answer} />
      </ReviewedFieldset>
    );
  });
