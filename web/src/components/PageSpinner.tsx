import { Center, Spinner } from "@chakra-ui/react";

export const PageSpinner = () => (
  <Center py="16" role="status" aria-live="polite">
    <Spinner role="img" size="lg" color="teal.solid" aria-label="Loading" />
  </Center>
);
