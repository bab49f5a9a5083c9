import { Button, SimpleGrid, Text } from "@chakra-ui/react";
import type { PracticeCardFieldsFragment, ReviewRating } from "../../../graphql/__generated__/graphql";
import { formatInterval, labelsOf } from "../../../lib/format";

const RATINGS = labelsOf<ReviewRating>({ AGAIN: "Again", HARD: "Hard", GOOD: "Good", EASY: "Easy" });

const PALETTE = { AGAIN: "red", HARD: "orange", GOOD: "green", EASY: "blue" } as const satisfies Record<ReviewRating, string>;

type GradeButtonsProps = {
  intervals: PracticeCardFieldsFragment["intervals"];
  // A grade is on its way: no second one until it is back.
  disabled: boolean;
  onGrade: (rating: ReviewRating) => void;
};

// "Good, 3 days until next review": what a screen reader says for a grade button. The visible
// words ("Good", "3 days") come first and in order, so the name contains the label one sees (WCAG 2.5.3).
const gradeLabel = (rating: ReviewRating, seconds: number | undefined): string =>
  seconds === undefined ? RATINGS.label(rating) : `${RATINGS.label(rating)}, ${formatInterval(seconds)} until next review`;

// Again / Hard / Good / Easy, each with the interval the scheduler would give (keys 1-4).
export const GradeButtons = ({ intervals, disabled, onGrade }: GradeButtonsProps) => (
  <SimpleGrid role="group" aria-label="How well did you know it?" columns={{ base: 2, sm: 4 }} gap="3">
    {RATINGS.values.map((rating, index) => {
      const seconds = intervals.find((interval) => interval.rating === rating)?.seconds;
      return (
        <Button
          key={rating}
          variant="outline"
          colorPalette={PALETTE[rating]}
          h="auto"
          py="2"
          flexDirection="column"
          gap="0"
          aria-label={gradeLabel(rating, seconds)}
          aria-keyshortcuts={String(index + 1)}
          disabled={disabled}
          onClick={() => onGrade(rating)}
        >
          {/* Its own line, and a space between the words for anything that reads the text content. */}
          <Text as="span" fontWeight="semibold">
            {RATINGS.label(rating)}
          </Text>{" "}
          {seconds !== undefined && (
            <Text as="span" fontSize="xs" fontWeight="normal">
              {formatInterval(seconds)}
            </Text>
          )}
        </Button>
      );
    })}
  </SimpleGrid>
);
