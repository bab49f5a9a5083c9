import { Badge, Button, Card, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { memo, type MouseEvent } from "react";
import type { AdminContactMessageFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { messageDeliveryBadge } from "../delivery";
import { DeleteButton } from "../../../components/DeleteButton";

export type MessageAction = "view" | "reply" | "delete";

type MessageCardProps = {
  message: AdminContactMessageFieldsFragment;
  onAction: (action: MessageAction, id: string, event: MouseEvent<HTMLButtonElement>) => void;
};

// One message in the grid: sender, date, the text clamped to 3 lines, and its actions.
// A reply's e-mail still queued or failed shows as a badge beside Replied.
// Memoized: a card renders again only when its message (the cached object) changes, not when
// another page of messages arrives.
export const MessageCard = memo(function MessageCard({ message, onAction }: MessageCardProps) {
  const delivery = messageDeliveryBadge(message);
  return (
    <Card.Root as="article" height="full" aria-label={`Message from ${message.name}`}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Stack gap="0" minW="0">
            <Heading as="h2" size="md" wordBreak="break-word">
              {message.name}
            </Heading>
            <Link href={`mailto:${message.email}`} fontSize="sm" colorPalette="teal" wordBreak="break-all">
              {message.email}
            </Link>
          </Stack>
          {(message.replied || delivery) && (
            <HStack gap="2" wrap="wrap">
              {message.replied && (
                <Badge colorPalette="green" variant="subtle">
                  Replied
                </Badge>
              )}
              {delivery && (
                <Badge colorPalette={delivery.palette} variant="subtle">
                  {delivery.label}
                </Badge>
              )}
            </HStack>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </Text>
        <Text lineClamp={3} whiteSpace="pre-line" wordBreak="break-word">
          {message.message}
        </Text>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" aria-label={`View message from ${message.name}`} onClick={(event) => onAction("view", message.id, event)}>
          View
        </Button>
        <Button size="sm" colorPalette="teal" aria-label={`Reply to ${message.name}`} onClick={(event) => onAction("reply", message.id, event)}>
          Reply
        </Button>
        <DeleteButton
          variant="subtle"
          label={`Delete message from ${message.name}`}
          onClick={(event) => onAction("delete", message.id, event)}
        />
      </Card.Footer>
    </Card.Root>
  );
});
