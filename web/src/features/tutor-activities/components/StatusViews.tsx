import { Button, EmptyState, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

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
