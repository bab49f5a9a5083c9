import { Box, HStack, Text } from "@chakra-ui/react";
import { useLiveStatus, type LiveStatus } from "../graphql/live-status";

const LABELS = {
  connecting: "Connecting…",
  connected: "Live",
  reconnecting: "Reconnecting…",
} as const satisfies Record<LiveStatus, string>;

// A quiet note of whether a screen's live updates are flowing: a green dot and "Live", or
// a grey one and "Reconnecting…" while the socket is retrying. Not a live region: it changes often.
export const LiveIndicator = () => {
  const status = useLiveStatus();
  const live = status === "connected";
  return (
    <HStack gap="1.5" fontSize="sm" color="fg.muted" data-live-status={status}>
      <Box aria-hidden="true" boxSize="2" borderRadius="full" bg={live ? "green.500" : "gray.400"} />
      <Text>{LABELS[status]}</Text>
    </HStack>
  );
};
