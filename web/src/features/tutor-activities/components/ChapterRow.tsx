import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { Link as RouterLink } from "react-router";
import type { TutorChapterFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { chapterContentLabel } from "../labels";

type ChapterRowProps = {
  chapter: TutorChapterFieldsFragment;
  onEdit: (chapter: TutorChapterFieldsFragment, event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (chapter: TutorChapterFieldsFragment, event: MouseEvent<HTMLButtonElement>) => void;
};

export const ChapterRow = ({ chapter, onEdit, onDelete }: ChapterRowProps) => (
  <Card.Root as="article" variant="outline">
    <Card.Body gap="3">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Heading as="h3" size="lg" wordBreak="break-word">
          {chapter.title}
        </Heading>
        <Badge colorPalette={chapter.content === "HOMEWORK" ? "purple" : "blue"} variant="subtle">
          {chapterContentLabel(chapter.content)}
        </Badge>
      </HStack>
      <Text color="fg.muted" whiteSpace="pre-line" wordBreak="break-word">
        {chapter.description}
      </Text>
      <Stack direction={{ base: "column", sm: "row" }} gap={{ base: "0", sm: "6" }} fontSize="sm" color="fg.muted">
        <Text>Created {formatDate(chapter.createdAt)}</Text>
        <Text>Last updated {formatDate(chapter.updatedAt)}</Text>
      </Stack>
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
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete ${chapter.title}`}
          onClick={(event) => onDelete(chapter, event)}
        >
          Delete
        </Button>
      </Stack>
    </Card.Footer>
  </Card.Root>
);
