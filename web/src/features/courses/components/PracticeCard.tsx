import { Box, Button, Card, HStack, Text } from "@chakra-ui/react";
import { useId, type Ref } from "react";
import type { CardState, PracticeCardFieldsFragment, ReviewRating } from "../../../graphql/__generated__/graphql";
import { labelsOf } from "../../../lib/format";
import { FlashCardHeader } from "./FlashCardHeader";
import { GradeButtons } from "./GradeButtons";

// The card's heading says where it stands in the learner's schedule.
const CARD_STATES = labelsOf<CardState>({ NEW: "New card", LEARNING: "Learning card", REVIEW: "Review card", RELEARNING: "Relearning card" });

type PracticeCardProps = {
  card: PracticeCardFieldsFragment;
  revealed: boolean;
  grading: boolean;
  onReveal: () => void;
  onGrade: (rating: ReviewRating) => void;
  // Focus targets: the card when it is new, the answer once revealed.
  cardRef: Ref<HTMLDivElement>;
  answerRef: Ref<HTMLDivElement>;
};

// One flash card of a practice session: the question, Reveal Answer, then the answer and the grades.
export const PracticeCard = ({ card, revealed, grading, onReveal, onGrade, cardRef, answerRef }: PracticeCardProps) => {
  const headingId = useId();
  return (
    <Card.Root as="section" ref={cardRef} tabIndex={-1} aria-labelledby={headingId} variant="outline" _focusVisible={{ outline: "2px solid", outlineColor: "teal.focusRing" }}>
      <Card.Body gap="4">
        <FlashCardHeader headingId={headingId} category={card.category}>
          {CARD_STATES.label(card.state)}
        </FlashCardHeader>
        <Text fontSize="xl" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {card.question}
        </Text>
        {revealed ? (
          <>
            <Box ref={answerRef} tabIndex={-1} role="region" aria-label="Answer" bg="teal.subtle" borderRadius="md" p="4" outline="none">
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {card.answer}
              </Text>
            </Box>
            <GradeButtons intervals={card.intervals} disabled={grading} onGrade={onGrade} />
            <Text fontSize="sm" color="fg.muted">
              Keys 1 to 4 grade Again, Hard, Good or Easy.
            </Text>
          </>
        ) : (
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="teal" aria-keyshortcuts="Space Enter" onClick={onReveal}>
              Reveal Answer
            </Button>
            <Text fontSize="sm" color="fg.muted">
              or press Space
            </Text>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
};
