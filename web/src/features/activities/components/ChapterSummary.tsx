import { Badge, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ChapterSummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { CHAPTER_CONTENTS } from "../chapter-content";

type ChapterSummaryProps = {
  chapter: ChapterSummaryFieldsFragment;
  // "Updated" for learners, "Last updated" for the tutor (SPEC.md section 2).
  updatedLabel: string;
};

// A chapter's title, content type, description and dates: the learners' card and the tutor's row.
export const ChapterSummary = ({ chapter, updatedLabel }: ChapterSummaryProps) => (
  <>
    <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
      <Heading as="h3" size="lg" wordBreak="break-word">
        {chapter.title}
      </Heading>
      <Badge colorPalette={chapter.content === "HOMEWORK" ? "purple" : "blue"} variant="subtle">
        {CHAPTER_CONTENTS.label(chapter.content)}
      </Badge>
    </HStack>
    <Text color="fg.muted" whiteSpace="pre-line" wordBreak="break-word">
      {chapter.description}
    </Text>
    <Stack direction={{ base: "column", sm: "row" }} gap={{ base: "1", sm: "6" }} fontSize="sm" color="fg.muted">
      <Text>Created {formatDate(chapter.createdAt)}</Text>
      <Text>
        {updatedLabel} {formatDate(chapter.updatedAt)}
      </Text>
    </Stack>
  </>
);
