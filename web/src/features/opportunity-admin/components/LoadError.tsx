import { Alert, Button, HStack, Stack } from "@chakra-ui/react";

type LoadErrorProps = { message: string; onRetry: () => void };

// A failed load: SPEC.md's message with Try Again.
export const LoadError = ({ message, onRetry }: LoadErrorProps) => (
  <Stack gap="4" align="flex-start">
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
    <HStack gap="3" wrap="wrap">
      <Button colorPalette="teal" onClick={onRetry}>
        Try Again
      </Button>
    </HStack>
  </Stack>
);
