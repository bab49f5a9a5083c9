import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { LearnerActivityChaptersQuery } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { chapterContentLabel } from "../chapter-content";

type Chapter = LearnerActivityChaptersQuery["chapters"]["edges"][number]["node"];

export const ChapterCard = ({ chapter }: { chapter: Chapter }) => (
  <Card.Root as="article">
    <Card.Body gap="3">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Heading as="h3" size="lg">
          {chapter.title}
        </Heading>
        <Badge colorPalette={chapter.content === "HOMEWORK" ? "purple" : "blue"} variant="subtle">
          {chapterContentLabel(chapter.content)}
        </Badge>
      </HStack>
      <Text color="fg.muted" whiteSpace="pre-line">
        {chapter.description}
      </Text>
      <Stack direction={{ base: "column", sm: "row" }} gap={{ base: "1", sm: "6" }} fontSize="sm" color="fg.muted">
        <Text>Created {formatDate(chapter.createdAt)}</Text>
        <Text>Updated {formatDate(chapter.updatedAt)}</Text>
      </Stack>
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
