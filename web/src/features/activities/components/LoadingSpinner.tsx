import { Center, Spinner } from "@chakra-ui/react";

// A page or section spinner that says what is loading.
export const LoadingSpinner = ({ label }: { label: string }) => (
  <Center py="16" role="status" aria-live="polite">
    <Spinner role="img" size="lg" color="teal.solid" aria-label={label} />
  </Center>
);
