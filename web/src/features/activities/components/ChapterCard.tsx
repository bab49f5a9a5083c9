import { Button, Card } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { ChapterSummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ChapterSummary } from "./ChapterSummary";

export const ChapterCard = ({ chapter }: { chapter: ChapterSummaryFieldsFragment }) => (
  <Card.Root as="article">
    <Card.Body gap="3">
      <ChapterSummary chapter={chapter} updatedLabel="Updated" />
    </Card.Body>
    <Card.Footer>
      <Button asChild colorPalette="teal" size="sm">
        <RouterLink to={`/chapters/${chapter.id}/quizzes`} aria-label={`View Quizzes for ${chapter.title}`}>
          View Quizzes
        </RouterLink>
      </Button>
    </Card.Footer>
  </Card.Root>
);
