import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { Ref } from "react";
import { Link as RouterLink } from "react-router";
import type { LearnerQuizAttemptFieldsFragment, ReviewPolicy } from "../../../graphql/__generated__/graphql";
import { AWAITING_GRADING, AWAITING_GRADING_TEXT, pointsLine } from "../answer-review";
import { answersHidden, hiddenAnswersNote } from "../quiz-rules";
import { outcomeText } from "../pass-mark";

type QuizResultsProps = {
  attempt: LearnerQuizAttemptFieldsFragment;
  // The quiz's review policy and closing date: why the correct answers are not shown.
  reviewPolicy: ReviewPolicy;
  closesAt?: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
  // Present while the learner has attempts left and the quiz is open.
  onTryAgain?: () => void;
  tryingAgain?: boolean;
};

export const QuizResults = ({ attempt, reviewPolicy, closesAt, headingRef, onTryAgain, tryingAgain = false }: QuizResultsProps) => {
  // The server says whether it passed: at least the quiz's pass mark (passPercentage, 50 % unless the
  // tutor set another) of the points earned. The outcome names the mark it was judged by.
  const { passed } = attempt;
  const awaiting = attempt.gradingStatus === "NEEDS_GRADING";
  const note = answersHidden(attempt) ? hiddenAnswersNote(reviewPolicy, closesAt) : null;
  return (
    <Box
      as="section"
      aria-label="Quiz Results"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: "4", md: "6" }}
      bg={passed ? "green.subtle" : "red.subtle"}
      borderColor={passed ? "green.muted" : "red.muted"}
    >
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h3" size="lg" ref={headingRef} tabIndex={-1} _focus={{ outline: "none" }}>
            Quiz Results
          </Heading>
          <HStack gap="2" wrap="wrap">
            {awaiting && (
              <Badge variant="solid" size="lg" bg="orange.700" color="white">
                {AWAITING_GRADING}
              </Badge>
            )}
            <Badge variant="solid" size="lg" bg={passed ? "green.700" : "red.700"} color="white" whiteSpace="normal">
              {outcomeText(attempt)}
            </Badge>
          </HStack>
        </HStack>
        {awaiting && <Text>{AWAITING_GRADING_TEXT}</Text>}
        <HStack gap="8" wrap="wrap">
          <Text fontSize="lg">
            Score:{" "}
            <Text as="strong">
              {pointsLine(attempt.points, attempt.maxPoints)}
            </Text>
          </Text>
          <Text fontSize="lg">
            Percentage: <Text as="strong">{attempt.percentage}%</Text>
          </Text>
        </HStack>
        {note && <Text>{note}</Text>}
        <HStack gap="3" wrap="wrap">
          {onTryAgain && (
            <Button variant="outline" bg="bg" onClick={onTryAgain} loading={tryingAgain} loadingText="Loading…">
              Try again
            </Button>
          )}
          <Button asChild variant="outline" bg="bg">
            <RouterLink to="/quiz/results">View All Results</RouterLink>
          </Button>
          <Button asChild colorPalette="teal">
            <RouterLink to="/quiz/results">View Detailed Results</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
};
