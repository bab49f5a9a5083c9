import { Center, Spinner } from "@chakra-ui/react";

// A spinner that says what is loading.
export const LoadingState = ({ label }: { label: string }) => (
  <Center py="12" role="status" aria-live="polite">
    <Spinner role="img" size="lg" color="teal.solid" aria-label={label} />
  </Center>
);
