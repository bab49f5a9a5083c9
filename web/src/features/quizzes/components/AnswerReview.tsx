import { Badge, Box, List, Stack, Text } from "@chakra-ui/react";
import type { LearnerQuizAttemptFieldsFragment, TextFormat } from "../../../graphql/__generated__/graphql";
import { answeredLines, AWAITING_GRADING, type GradedAnswer } from "../answer-review";
import { RichText } from "../../../components/RichText";
import { NOT_ANSWERED } from "./QuestionFieldset";

type Question = LearnerQuizAttemptFieldsFragment["questions"][number];

const Labelled = ({ label, text, format }: { label: string; text: string; format: TextFormat }) => (
  <Box>
    <Text fontWeight="semibold" fontSize="sm">
      {label}
    </Text>
    <RichText text={text} format={format} />
  </Box>
);

// What the learner answered (single choice shows it on its options instead): "Your answer" to the
// learner, "Learner's answer" to their tutor.
export const YourAnswer = ({ question, answer, label = "Your answer" }: { question: Question; answer: GradedAnswer | undefined; label?: string }) => {
  const lines = answeredLines(question, answer);
  if (!lines) {
    return (
      <Text color="fg.muted" fontStyle="italic">
        {NOT_ANSWERED}
      </Text>
    );
  }
  return (
    <Box>
      <Text fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      {lines.length === 1 ? (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {lines[0]}
        </Text>
      ) : (
        <List.Root ps="5">
          {lines.map((line, index) => (
            <List.Item key={index} overflowWrap="anywhere">
              {line}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
};

// The marks of one answer as the review policy allows (each null otherwise): points, feedback, the
// right answer, the general feedback and, on essays, the tutor's comment; or that an essay waits.
export const AnswerReview = ({ question, answer }: { question: Question; answer: GradedAnswer | undefined }) => {
  if (!answer) return null;
  const format = question.textFormat;
  return (
    <Stack gap="2" mt="3">
      {answer.needsGrading && (
        <Badge alignSelf="flex-start" variant="solid" bg="orange.700" color="white">
          {AWAITING_GRADING}
        </Badge>
      )}
      {answer.points !== null && answer.points !== undefined && (
        <Text>
          Points:{" "}
          <Text as="strong">
            {answer.points} of {answer.maxPoints}
          </Text>
        </Text>
      )}
      {answer.feedback && <Labelled label="Feedback" text={answer.feedback} format={format} />}
      {answer.correctAnswer && question.type !== "SINGLE_CHOICE" && <Labelled label="Right answer" text={answer.correctAnswer} format="PLAIN" />}
      {answer.generalFeedback && <Labelled label="General feedback" text={answer.generalFeedback} format={format} />}
      {answer.comment && <Labelled label="Tutor's comment" text={answer.comment} format="PLAIN" />}
    </Stack>
  );
};
