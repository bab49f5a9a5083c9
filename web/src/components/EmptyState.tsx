import { EmptyState as ChakraEmptyState, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  // A way on: Clear Search, an upload link.
  action?: ReactNode;
  // An h2 where the list it stands for is the page's content; a paragraph inside a section.
  heading?: boolean;
};

// What a list shows when it has nothing: a dashed box saying so, and what to do next.
export const EmptyState = ({ title, description, action, heading = false }: EmptyStateProps) => (
  <ChakraEmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
    <ChakraEmptyState.Content>
      <VStack textAlign="center" gap="2">
        <ChakraEmptyState.Title as={heading ? "h2" : "p"}>{title}</ChakraEmptyState.Title>
        {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
      </VStack>
      {action}
    </ChakraEmptyState.Content>
  </ChakraEmptyState.Root>
);
