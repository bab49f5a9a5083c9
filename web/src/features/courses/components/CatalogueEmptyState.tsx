import { Button, EmptyState, VStack } from "@chakra-ui/react";

type CatalogueEmptyStateProps = { searchActive: boolean; onReset: () => void };

// SPEC.md section 2: the empty catalogue, with or without an active search.
export const CatalogueEmptyState = ({ searchActive, onReset }: CatalogueEmptyStateProps) => (
  <EmptyState.Root borderWidth="1px" borderRadius="lg" borderStyle="dashed">
    <EmptyState.Content>
      <VStack textAlign="center">
        <EmptyState.Title as="h2">No courses found.</EmptyState.Title>
        <EmptyState.Description>
          {searchActive ? "No courses match your search. Try different keywords." : "No courses available yet. Check back later!"}
        </EmptyState.Description>
      </VStack>
      <Button colorPalette="teal" variant="outline" onClick={onReset}>
        {searchActive ? "View all courses" : "Refresh courses"}
      </Button>
    </EmptyState.Content>
  </EmptyState.Root>
);
