import { Button, Card, Stack } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { Link as RouterLink } from "react-router";
import type { TutorChapterFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ChapterSummary } from "../../activities/components/ChapterSummary";
import { DeleteButton } from "../../../components/DeleteButton";

type ChapterRowProps = {
  chapter: TutorChapterFieldsFragment;
  onEdit: (chapter: TutorChapterFieldsFragment, event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (chapter: TutorChapterFieldsFragment, event: MouseEvent<HTMLButtonElement>) => void;
};

export const ChapterRow = ({ chapter, onEdit, onDelete }: ChapterRowProps) => (
  <Card.Root as="article" variant="outline">
    <Card.Body gap="3">
      <ChapterSummary chapter={chapter} updatedLabel="Last updated" />
    </Card.Body>
    <Card.Footer>
      <Stack direction={{ base: "column", sm: "row" }} gap="2" width="full" wrap="wrap">
        <Button asChild colorPalette="teal" size="sm">
          <RouterLink to={`/manage-chapters/${chapter.id}/create-quiz`} aria-label={`Create Quiz for ${chapter.title}`}>
            Create Quiz
          </RouterLink>
        </Button>
        <Button asChild colorPalette="teal" variant="outline" size="sm">
          <RouterLink to={`/manage-chapters/${chapter.id}/quizzes`} aria-label={`Manage Quizzes for ${chapter.title}`}>
            Manage Quizzes
          </RouterLink>
        </Button>
        <Button size="sm" variant="outline" aria-label={`Edit ${chapter.title}`} onClick={(event) => onEdit(chapter, event)}>
          Edit
        </Button>
        <DeleteButton label={`Delete ${chapter.title}`} onClick={(event) => onDelete(chapter, event)} />
      </Stack>
    </Card.Footer>
  </Card.Root>
);
