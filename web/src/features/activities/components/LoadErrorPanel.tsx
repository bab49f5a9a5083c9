import { Alert, Button, HStack, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

type LoadErrorPanelProps = {
  message: string;
  onRetry?: () => void;
  back?: { to: string; label: string };
};

// SPEC.md section 8: a fetch failure shows its message in an error box with Try Again or a back link.
export const LoadErrorPanel = ({ message, onRetry, back }: LoadErrorPanelProps) => (
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
