import { Alert, Button, Center, HStack, Spinner, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

// A spinner that says what is loading.
export const LoadingState = ({ label }: { label: string }) => (
  <Center py="12" role="status" aria-live="polite">
    <Spinner role="img" size="lg" color="teal.solid" aria-label={label} />
  </Center>
);

type LoadErrorProps = {
  message: string;
  onRetry?: () => void;
  back?: { to: string; label: string };
};

// SPEC.md section 8: a fetch failure shows its message in an error box with Try Again and a way back.
export const LoadError = ({ message, onRetry, back }: LoadErrorProps) => (
  <Stack gap="4" align="flex-start">
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
    <HStack gap="3" wrap="wrap">
      {onRetry && (
        <Button colorPalette="teal" onClick={onRetry}>
          Try Again
        </Button>
      )}
      {back && (
        <Button asChild variant="outline">
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Button>
      )}
    </HStack>
  </Stack>
);
