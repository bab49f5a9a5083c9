import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { Ref } from "react";
import { Link as RouterLink } from "react-router";
import type { LearnerQuizAttemptFieldsFragment } from "../../../graphql/__generated__/graphql";

type QuizResultsProps = { attempt: LearnerQuizAttemptFieldsFragment; headingRef?: Ref<HTMLHeadingElement> };

export const QuizResults = ({ attempt, headingRef }: QuizResultsProps) => {
  // The server says whether it passed (SPEC.md: at least half of the questions right).
  const { passed } = attempt;
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
          <Badge variant="solid" size="lg" bg={passed ? "green.700" : "red.700"} color="white">
            {passed ? "Passed" : "Failed"}
          </Badge>
        </HStack>
        <HStack gap="8" wrap="wrap">
          <Text fontSize="lg">
            Score:{" "}
            <Text as="strong">
              {attempt.score} / {attempt.total}
            </Text>
          </Text>
          <Text fontSize="lg">
            Percentage: <Text as="strong">{attempt.percentage}%</Text>
          </Text>
        </HStack>
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" bg="bg" onClick={() => window.location.reload()}>
            Try Again
          </Button>
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
