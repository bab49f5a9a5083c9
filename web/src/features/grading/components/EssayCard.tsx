import { Box, Card, Heading, Text } from "@chakra-ui/react";
import type { Ref } from "react";
import type { EssayToGradeFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { EssayGradeForm } from "./EssayGradeForm";

type EssayCardProps = { essay: EssayToGradeFieldsFragment; pointsRef: Ref<HTMLInputElement>; onSaved: () => void };

// One essay waiting: where it comes from, who wrote it and when, the essay as typed, its grade form.
export const EssayCard = ({ essay, pointsRef, onSaved }: EssayCardProps) => {
  const headingId = `essay-${essay.attemptId}-${essay.questionIndex}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={headingId} overflowWrap="anywhere">
          {essay.quizTitle}: question {essay.questionIndex + 1}
        </Heading>
        <Text fontWeight="medium" overflowWrap="anywhere">
          {essay.questionText}
        </Text>
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
        <EssayGradeForm
          essay={essay}
          label={`Grade for ${essay.learnerName}: ${essay.quizTitle}, question ${essay.questionIndex + 1}`}
          pointsRef={pointsRef}
          onSaved={onSaved}
        />
      </Card.Body>
    </Card.Root>
  );
};
