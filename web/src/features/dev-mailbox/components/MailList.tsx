import { Card, Heading, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { DevMailSummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";

export const subjectOf = (mail: Pick<DevMailSummaryFieldsFragment, "subject">): string => mail.subject.trim() || "(no subject)";

// The caught mails, one card each; the subject is the link that opens the mail.
export const MailList = ({ mails }: { mails: readonly DevMailSummaryFieldsFragment[] }) => (
  <Stack as="ul" listStyleType="none" gap="3">
    {mails.map((mail) => (
      <li key={mail.id}>
        <LinkBox
          as="article"
          aria-label={subjectOf(mail)}
          borderRadius="lg"
          _hover={{ shadow: "md", borderColor: "teal.muted" }}
          _focusWithin={{ outline: "2px solid", outlineColor: "teal.focusRing", outlineOffset: "2px" }}
        >
          <Card.Root variant="outline" size="sm">
            <Card.Body gap="1">
              <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap={{ base: "1", md: "4" }}>
                <Heading as="h2" size="sm" wordBreak="break-word">
                  <LinkOverlay asChild _focusVisible={{ outline: "none" }}>
                    <RouterLink to={`/dev/mailbox/${encodeURIComponent(mail.id)}`}>{subjectOf(mail)}</RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text fontSize="sm" color="fg.muted" flexShrink="0">
                  <time dateTime={mail.receivedAt}>{formatDateTime(mail.receivedAt)}</time>
                </Text>
              </Stack>
              <Text fontSize="sm" wordBreak="break-word">
                To: {mail.recipients}
              </Text>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                From: {mail.sender}
              </Text>
            </Card.Body>
          </Card.Root>
        </LinkBox>
      </li>
    ))}
  </Stack>
);
