import { Center, Spinner, Text } from "@chakra-ui/react";

type PageSpinnerProps = {
  // What is loading, for screen readers (and on screen with showLabel).
  label?: string;
  showLabel?: boolean;
};

// A page or section loading: announced politely, with what is loading.
export const PageSpinner = ({ label = "Loading", showLabel = false }: PageSpinnerProps) => (
  <Center py="16" role="status" aria-live="polite" gap="3" flexDirection="column">
    {showLabel ? (
      <>
        <Spinner size="lg" color="teal.solid" aria-hidden="true" />
        <Text>{label}</Text>
      </>
    ) : (
      <Spinner role="img" size="lg" color="teal.solid" aria-label={label} />
    )}
  </Center>
);
