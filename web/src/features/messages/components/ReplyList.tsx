import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { AdminContactReplyFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { ReplyDelivery } from "./ReplyDelivery";

const authorName = (reply: AdminContactReplyFieldsFragment): string =>
  reply.author ? `${reply.author.name} ${reply.author.surname}` : "A former admin";

type ReplyListProps = { replies: readonly AdminContactReplyFieldsFragment[]; email: string };

// The replies so far, oldest first, each with where its e-mail to `email` is.
export const ReplyList = ({ replies, email }: ReplyListProps) => (
  <Box as="section" aria-labelledby="message-replies-title">
    <Heading as="h3" size="sm" id="message-replies-title" mb="2">
      Previous Replies
    </Heading>
    {replies.length === 0 ? (
      <Text color="fg.muted" fontSize="sm">
        No replies yet.
      </Text>
    ) : (
      <Stack as="ol" listStyleType="none" gap="3">
        {replies.map((reply) => (
          <Box as="li" key={reply.id} borderLeftWidth="3px" borderColor="teal.solid" pl="3">
            <Text whiteSpace="pre-line" wordBreak="break-word">
              {reply.body}
            </Text>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {authorName(reply)} · <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
            </Text>
            <ReplyDelivery reply={reply} email={email} />
          </Box>
        ))}
      </Stack>
    )}
  </Box>
);
