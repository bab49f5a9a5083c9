import { Alert, Button, HStack, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

type LoadErrorProps = { message: string; onRetry: () => void; children?: ReactNode };

// A failed load: the message, Try Again, and any way back the screen offers.
export const LoadError = ({ message, onRetry, children }: LoadErrorProps) => (
  <Stack gap="4" align="flex-start">
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
    <HStack gap="3" wrap="wrap">
      <Button colorPalette="teal" onClick={onRetry}>
        Try Again
      </Button>
      {children}
    </HStack>
  </Stack>
);
