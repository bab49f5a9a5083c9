import { Box, Card, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { EssayToGradeFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { RichText } from "../../../components/RichText";

// "4.5 of 5": the points given over what the question is worth.
export const gradeText = (points: number, maxPoints: number): string => `${points} of ${maxPoints}`;

// The name of an essay's grade form, unique on the page: whose essay it grades.
export const essayLabel = (essay: EssayToGradeFieldsFragment): string =>
  `${essay.learnerName}: ${essay.quizTitle}, question ${essay.questionIndex + 1}`;

type EssayCardProps = { essay: EssayToGradeFieldsFragment; children: ReactNode };

// One essay: where it comes from, who wrote it and when, the essay as typed; once graded, its grade,
// comment and when; then its grade form (the children).
export const EssayCard = ({ essay, children }: EssayCardProps) => {
  const headingId = `essay-${essay.attemptId}-${essay.questionIndex}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline">
      <Card.Body gap="3" px={{ base: "4", sm: "6" }}>
        <Heading as="h2" size="md" id={headingId} overflowWrap="anywhere">
          {essay.quizTitle}: question {essay.questionIndex + 1}
        </Heading>
        <Box fontWeight="medium">
          <RichText text={essay.questionText} format={essay.textFormat} />
        </Box>
        <Text color="fg.muted" textStyle="sm">
          {essay.learnerName}, submitted <time dateTime={essay.submittedAt}>{formatDateTime(essay.submittedAt)}</time>
        </Text>
        {/* The essay as typed (line breaks kept); a long one scrolls inside its box. */}
        <Box
          as="blockquote"
          aria-label={`${essay.learnerName}'s essay`}
          tabIndex={0}
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
          maxH="60"
          overflowY="auto"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.subtle"
          p="3"
        >
          {essay.textAnswer}
        </Box>
        {essay.gradedAt && essay.points != null && (
          <Box borderInlineStartWidth="3px" borderColor="teal.solid" ps="3">
            <Text>
              Grade: <strong>{gradeText(essay.points, essay.maxPoints)}</strong>
            </Text>
            <Text color="fg.muted" textStyle="sm">
              Graded <time dateTime={essay.gradedAt}>{formatDateTime(essay.gradedAt)}</time>
            </Text>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1">
              {essay.comment ? `Comment: ${essay.comment}` : "No comment."}
            </Text>
          </Box>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
};
