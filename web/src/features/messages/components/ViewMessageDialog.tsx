import { Badge, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { AdminContactMessageFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { ModalDialog } from "../../../components/ModalDialog";
import { ReplyList } from "./ReplyList";

type ViewMessageDialogProps = {
  message: AdminContactMessageFieldsFragment | undefined;
  open: boolean;
  onClose: () => void;
  onReply: () => void;
  onDelete: () => void;
  finalFocusEl: () => HTMLElement | null;
};

// The whole message with its replies; Reply and Delete hand over to their own dialogs.
export const ViewMessageDialog = ({ message, open, onClose, onReply, onDelete, finalFocusEl }: ViewMessageDialogProps) => (
  <ModalDialog
    open={open && message !== undefined}
    onClose={onClose}
    title={message ? `Message from ${message.name}` : "Message"}
    finalFocusEl={finalFocusEl}
    footer={
      <>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button colorPalette="red" variant="subtle" onClick={onDelete}>
          Delete
        </Button>
        <Button colorPalette="teal" onClick={onReply}>
          Reply
        </Button>
      </>
    }
  >
    {message && (
      <Stack gap="4">
        <Stack gap="1">
          <HStack gap="2" wrap="wrap">
            <Link href={`mailto:${message.email}`} colorPalette="teal" wordBreak="break-all">
              {message.email}
            </Link>
            {message.replied && (
              <Badge colorPalette="green" variant="subtle">
                Replied
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </Text>
        </Stack>
        <Text whiteSpace="pre-line" wordBreak="break-word">
          {message.message}
        </Text>
        <ReplyList replies={message.replies} email={message.email} />
      </Stack>
    )}
  </ModalDialog>
);
