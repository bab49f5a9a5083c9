import { Badge, Box, HStack, Stack, Text } from "@chakra-ui/react";
import { RichText } from "../../../components/RichText";
import { questionTypeLabel, type BankEntryDraft } from "../quiz-builder";
import { EntryCard } from "./EntryCard";
import type { EntryPlacement } from "./EntryControls";

type BankEntryCardProps = {
  idPrefix: string;
  entry: BankEntryDraft;
  // Its place in the list, from 1.
  n: number;
  placement: EntryPlacement;
  // The server's messages about this slot.
  errors: readonly string[];
};

export const bankEntryId = (idPrefix: string, entryIndex: number) => `${idPrefix}-entry-${entryIndex}`;

// A question of the tutor's bank in the quiz, read-only: it is edited in the bank (saving uses its
// latest version).
export const BankEntryCard = ({ idPrefix, entry, n, placement, errors }: BankEntryCardProps) => (
  <EntryCard
    id={bankEntryId(idPrefix, n - 1)}
    focusable
    title={`Question ${n}`}
    name={`question ${n}`}
    removeLabel="Remove question"
    placement={placement}
    gap="3"
  >
    <Text fontWeight="medium" wordBreak="break-word">
      From bank: {entry.title} · v{entry.version}
    </Text>
    <HStack gap="2" wrap="wrap">
      <Badge variant="subtle">{questionTypeLabel(entry.type)}</Badge>
      <Text fontSize="sm" color="fg.muted">
        Read-only here: edit it in the question bank.
      </Text>
    </HStack>
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" lineClamp="4" wordBreak="break-word">
      <RichText text={entry.questionText} format={entry.textFormat} />
    </Box>
    {errors.length > 0 && (
      <Stack gap="1">
        {errors.map((message) => (
          <Text key={message} color="fg.error" fontSize="sm">
            {message}
          </Text>
        ))}
      </Stack>
    )}
  </EntryCard>
);
