import { Badge, Box, Button, Heading, HStack, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { ApiTokenFieldsFragment } from "../../../graphql/__generated__/graphql";
import { createdText, expiresText, lastUsedText } from "../api-tokens";

// A label and its value: one above the other on a phone, side by side from sm up.
const Term = ({ children }: { children: ReactNode }) => (
  <Box as="dt" color="fg.muted" mt={{ base: "2", sm: "0" }}>
    {children}
  </Box>
);
const Detail = ({ children }: { children: ReactNode }) => (
  <Box as="dd" ms="0">
    {children}
  </Box>
);

type ApiTokenListProps = {
  tokens: readonly ApiTokenFieldsFragment[];
  // The time the list is read against ("3 hours ago").
  now: Date;
  onRevoke: (token: ApiTokenFieldsFragment) => void;
};

// The caller's live tokens, newest first: each with its scopes, when it was made and last used (in the
// viewer's zone) and when it expires, and a Revoke button named after it.
export const ApiTokenList = ({ tokens, now, onRevoke }: ApiTokenListProps) => (
  <Stack as="ul" gap="3" listStyleType="none" ms="0">
    {tokens.map((token) => (
      <Box as="li" key={token.id} borderWidth="1px" borderRadius="lg" p="4">
        <Stack gap="3">
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Heading as="h3" size="md" overflowWrap="anywhere" minW="0">
              {token.name}
            </Heading>
            <Button size="sm" variant="outline" colorPalette="red" aria-label={`Revoke ${token.name}`} onClick={() => onRevoke(token)}>
              Revoke
            </Button>
          </HStack>
          <Box as="dl" display="grid" gridTemplateColumns={{ base: "1fr", sm: "max-content 1fr" }} columnGap="6" rowGap="1" textStyle="sm">
            <Term>Scopes</Term>
            <Detail>
              <HStack gap="1.5" wrap="wrap">
                {token.scopes.map((scope) => (
                  <Badge key={scope} variant="subtle" colorPalette={scope.startsWith("read:") ? "teal" : "orange"} fontFamily="mono">
                    {scope}
                  </Badge>
                ))}
              </HStack>
            </Detail>
            <Term>Created</Term>
            <Detail>{createdText(token.createdAt)}</Detail>
            <Term>Last used</Term>
            <Detail>{lastUsedText(token.lastUsedAt, now)}</Detail>
            <Term>Expires</Term>
            <Detail>{expiresText(token.expiresAt, now)}</Detail>
          </Box>
        </Stack>
      </Box>
    ))}
  </Stack>
);
