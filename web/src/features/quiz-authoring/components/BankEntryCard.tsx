import { Badge, Box, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { RichText } from "../../../components/RichText";
import { questionTypeLabel, type BankEntryDraft } from "../quiz-builder";
import { EntryControls } from "./EntryControls";

type BankEntryCardProps = {
  idPrefix: string;
  entry: BankEntryDraft;
  // Its place in the list, from 1.
  n: number;
  // Its move buttons' ids (moveButtonId).
  controlsId: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  disabled: boolean;
  // The server's messages about this slot.
  errors: readonly string[];
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

export const bankEntryId = (idPrefix: string, entryIndex: number) => `${idPrefix}-entry-${entryIndex}`;

// A question of the tutor's bank in the quiz, read-only: it is edited in the bank (saving uses its
// latest version).
export const BankEntryCard = ({ idPrefix, entry, n, controlsId, canMoveUp, canMoveDown, canRemove, disabled, errors, onMove, onRemove }: BankEntryCardProps) => {
  const id = bankEntryId(idPrefix, n - 1);
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={`${id}-title`} id={id} tabIndex={-1}>
      <Card.Body gap="3" p={{ base: "4", md: "6" }}>
        <HStack justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="md" id={`${id}-title`}>
            Question {n}
          </Heading>
          <EntryControls
            id={controlsId}
            name={`question ${n}`}
            canMoveUp={canMoveUp}
            canMoveDown={canMoveDown}
            canRemove={canRemove}
            disabled={disabled}
            onMove={onMove}
            onRemove={onRemove}
            removeLabel="Remove question"
          />
        </HStack>
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
      </Card.Body>
    </Card.Root>
  );
};
