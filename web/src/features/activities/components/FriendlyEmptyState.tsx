import { EmptyState, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

type FriendlyEmptyStateProps = { title: string; description?: string; action?: ReactNode };

export const FriendlyEmptyState = ({ title, description, action }: FriendlyEmptyStateProps) => (
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
