import { Alert, Button, Center, EmptyState, HStack, Spinner, Stack, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

// A page or section spinner that says what is loading.
export const LoadingSpinner = ({ label }: { label: string }) => (
  <Center py="16" role="status" aria-live="polite">
    <Spinner role="img" size="lg" color="teal.solid" aria-label={label} />
  </Center>
);

// The red error box; role="alert" so screen readers announce it.
export const ErrorBox = ({ message, children }: { message: string; children?: ReactNode }) => (
  <Alert.Root status="error" role="alert">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>{message}</Alert.Title>
      {children}
    </Alert.Content>
  </Alert.Root>
);

type LoadErrorProps = { message: string; onRetry: () => void; back?: { to: string; label: string } };

// SPEC.md section 8: a fetch failure shows its message in an error box with Try Again and a back link.
export const LoadError = ({ message, onRetry, back }: LoadErrorProps) => (
  <Stack gap="4" align="stretch">
    <ErrorBox message={message} />
    <HStack gap="3" wrap="wrap">
      <Button colorPalette="teal" onClick={onRetry}>
        Try Again
      </Button>
      {back && (
        <Button asChild variant="outline">
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Button>
      )}
    </HStack>
  </Stack>
);

type EmptyBoxProps = { title: string; description?: string; action?: ReactNode };

export const EmptyBox = ({ title, description, action }: EmptyBoxProps) => (
  <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
    <EmptyState.Content>
      <VStack textAlign="center" gap="2">
        <EmptyState.Title as="p">{title}</EmptyState.Title>
        {description && <EmptyState.Description>{description}</EmptyState.Description>}
      </VStack>
      {action}
    </EmptyState.Content>
  </EmptyState.Root>
);

// A quiet "← label" link at the top of a page.
export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-3">
    <RouterLink to={to}>
      <span aria-hidden="true">←</span> {label}
    </RouterLink>
  </Button>
);
