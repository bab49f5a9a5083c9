import { Badge, Box, Button, DataList, Heading, HStack, Stack } from "@chakra-ui/react";
import type { ApiTokenFieldsFragment } from "../../../graphql/__generated__/graphql";
import { createdText, expiresText, lastUsedText } from "../api-tokens";

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
          <DataList.Root orientation={{ base: "vertical", sm: "horizontal" }} size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel>Scopes</DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack gap="1.5" wrap="wrap">
                  {token.scopes.map((scope) => (
                    <Badge key={scope} variant="subtle" colorPalette={scope.startsWith("read:") ? "teal" : "orange"} fontFamily="mono">
                      {scope}
                    </Badge>
                  ))}
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Created</DataList.ItemLabel>
              <DataList.ItemValue>{createdText(token.createdAt)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Last used</DataList.ItemLabel>
              <DataList.ItemValue>{lastUsedText(token.lastUsedAt, now)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Expires</DataList.ItemLabel>
              <DataList.ItemValue>{expiresText(token.expiresAt, now)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>
      </Box>
    ))}
  </Stack>
);
