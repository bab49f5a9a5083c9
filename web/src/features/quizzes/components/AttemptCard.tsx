import { Badge, Box, Button, Card, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import { useDisclosure } from "../../../components/useDisclosure";
import type { LearnerQuizAttemptFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { answeredLines, AWAITING_GRADING, AWAITING_GRADING_TEXT, pointsLine, type GradedAnswer } from "../answer-review";
import { answersHidden, hiddenAnswersNote } from "../quiz-rules";
import { outcomeText } from "../pass-mark";
import { pointsText } from "./QuestionFieldset";
import { RegradeList } from "./RegradeList";

// What an attempt shows once its activity or chapter has been deleted.
const UNKNOWN_ACTIVITY = "Unknown Activity";
const UNKNOWN_CHAPTER = "Unknown Chapter";

// One answer in a line: what was answered, in words while the quiz is there to name its options.
const answerSummary = (attempt: LearnerQuizAttemptFieldsFragment, answer: GradedAnswer): string => {
  const question = attempt.questions.find((item) => item.index === answer.questionIndex);
  if (!question) {
    return answer.selectedOptionIndex === null || answer.selectedOptionIndex === undefined ? "not answered" : `selected option ${answer.selectedOptionIndex + 1}`;
  }
  const lines = answeredLines(question, answer);
  return lines ? lines.join("; ") : "not answered";
};

type AttemptCardProps = {
  attempt: LearnerQuizAttemptFieldsFragment;
  // The quiz title's level in the page's outline: h4 under My Quiz Results' activity headings.
  headingLevel?: "h3" | "h4";
};

export const AttemptCard = ({ attempt, headingLevel = "h3" }: AttemptCardProps) => {
  const details = useDisclosure();
  // The server says whether it passed: at least the quiz's pass mark (passPercentage, 50 % unless the
  // tutor set another) of the points earned. The outcome names the mark it was judged by.
  const { passed } = attempt;
  const awaiting = attempt.gradingStatus === "NEEDS_GRADING";
  // The correct answers kept back by the quiz's review policy, and why.
  const note = attempt.reviewPolicy && answersHidden(attempt) ? hiddenAnswersNote(attempt.reviewPolicy, attempt.quizClosesAt) : null;

  return (
    <Card.Root as="article">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as={headingLevel} size="lg" minW="0" overflowWrap="anywhere">
            {attempt.quizTitle}
          </Heading>
          <HStack gap="2" wrap="wrap">
            {awaiting && (
              <Badge variant="solid" bg="orange.700" color="white">
                {AWAITING_GRADING}
              </Badge>
            )}
            <Badge variant="solid" bg={passed ? "green.700" : "red.700"} color="white" whiteSpace="normal">
              {outcomeText(attempt)}
            </Badge>
          </HStack>
        </HStack>
        <Stack direction={{ base: "column", sm: "row" }} gap={{ base: "1", sm: "6" }} color="fg.muted" fontSize="sm">
          <Text>Activity: {attempt.activityTitle ?? UNKNOWN_ACTIVITY}</Text>
          <Text>Chapter: {attempt.chapterTitle ?? UNKNOWN_CHAPTER}</Text>
        </Stack>
        {awaiting && <Text>{AWAITING_GRADING_TEXT}</Text>}
        {note && <Text color="fg.muted">{note}</Text>}
        <HStack gap="6" wrap="wrap">
          <Text>
            Score:{" "}
            <Text as="strong">
              {pointsLine(attempt.points, attempt.maxPoints)}
            </Text>
          </Text>
          <Text>
            Percentage: <Text as="strong">{attempt.percentage}%</Text>
          </Text>
        </HStack>
        <RegradeList regrades={attempt.regrades} label="Regrades" />
        <Text fontSize="sm" color="fg.muted">
          Submitted {formatDateTime(attempt.submittedAt)}
        </Text>
        <Box>
          <Button variant="ghost" size="sm" ms="-3" {...details.toggle}>
            {details.open ? "Hide question details" : "Show question details"}
          </Button>
          <Box {...details.region} mt="2">
            <List.Root gap="1" ps="4">
              {attempt.answers.map((answer) => (
                <List.Item key={answer.questionIndex} overflowWrap="anywhere">
                  Question {answer.questionIndex + 1}: {answerSummary(attempt, answer)}{" "}
                  {answer.points !== null && answer.points !== undefined && `(${answer.points} of ${pointsText(answer.maxPoints)}) `}
                  {answer.needsGrading && (
                    <Text as="span" color="orange.fg" fontWeight="medium">
                      ({AWAITING_GRADING.toLowerCase()})
                    </Text>
                  )}
                  {/* Null while the quiz's review policy keeps the correct answers back. */}
                  {answer.isCorrect !== null && answer.isCorrect !== undefined && (
                    <Text as="span" color={answer.isCorrect ? "green.fg" : "red.fg"} fontWeight="medium">
                      ({answer.isCorrect ? "correct" : "incorrect"})
                    </Text>
                  )}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </Box>
      </Card.Body>
    </Card.Root>
  );
};
