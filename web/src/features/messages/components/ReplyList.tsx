import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { AdminContactReplyFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";

const authorName = (reply: AdminContactReplyFieldsFragment): string =>
  reply.author ? `${reply.author.name} ${reply.author.surname}` : "A former admin";

// The replies sent so far, oldest first.
export const ReplyList = ({ replies }: { replies: readonly AdminContactReplyFieldsFragment[] }) => (
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
          </Box>
        ))}
      </Stack>
    )}
  </Box>
);
