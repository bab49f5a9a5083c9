import { Button, HStack, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { ErrorAlert } from "./ErrorAlert";

type LoadErrorProps = {
  message: string;
  // Loads again (a refetch); a failure shows up through the query's own error state.
  onRetry?: () => unknown;
  // A way back to where the screen was opened from.
  back?: { to: string; label: string };
};

// SPEC.md section 8: a failed load shows its message in an error box, with Try Again and a way back.
export const LoadError = ({ message, onRetry, back }: LoadErrorProps) => (
  <Stack gap="4" align="flex-start">
    <ErrorAlert title={message} />
    <HStack gap="3" wrap="wrap">
      {onRetry && (
        <Button colorPalette="teal" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
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
