import { Button, HStack, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { ErrorAlert } from "./ErrorAlert";

type LoadErrorProps = {
  message: string;
  onRetry?: () => void;
  // A way back to where the screen was opened from.
  back?: { to: string; label: string };
  // Any other way on the screen offers.
  children?: ReactNode;
};

// SPEC.md section 8: a failed load shows its message in an error box, with Try Again and a way back.
export const LoadError = ({ message, onRetry, back, children }: LoadErrorProps) => (
  <Stack gap="4" align="flex-start">
    <ErrorAlert title={message} />
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
      {children}
    </HStack>
  </Stack>
);
