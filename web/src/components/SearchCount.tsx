import { HStack, Spinner, Text } from "@chakra-ui/react";

type SearchCountProps = {
  // How many the list holds ("12 users"), read out as it changes; "" while there is nothing to count.
  text: string;
  // A search is running: a spinner beside the count.
  searching: boolean;
};

// The count above a searched list, with a spinner while the next search runs (its height kept,
// so the list does not move when the count empties).
export const SearchCount = ({ text, searching }: SearchCountProps) => (
  <HStack gap="2" minH="6">
    <Text color="fg.muted" aria-live="polite">
      {text}
    </Text>
    {searching && <Spinner role="img" size="sm" color="teal.solid" aria-label="Searching" />}
  </HStack>
);
