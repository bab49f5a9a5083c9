import { SimpleGrid, Stack, type SimpleGridProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

type CardGridProps<T> = {
  items: readonly T[];
  // Each item's card.
  children: (item: T) => ReactNode;
  // React's key of an item: its id.
  keyOf?: (item: T) => string;
  columns?: SimpleGridProps["columns"];
};

const byId = (item: unknown) => (item as { id: string }).id;

// A list of cards as a responsive grid (1, 2, then 3 columns), announced as a list of so many items.
export const CardGrid = <T,>({ items, children, keyOf = byId, columns = { base: 1, md: 2, lg: 3 } }: CardGridProps<T>) => (
  <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="6">
    {items.map((item) => (
      <li key={keyOf(item)}>{children(item)}</li>
    ))}
  </SimpleGrid>
);

type CardListProps<T> = Omit<CardGridProps<T>, "columns"> & {
  // An ordered list where the order means something (chapters, oldest first).
  ordered?: boolean;
};

// A list of cards one above the other.
export const CardList = <T,>({ items, children, keyOf = byId, ordered = false }: CardListProps<T>) => (
  <Stack as={ordered ? "ol" : "ul"} listStyleType="none" gap="4">
    {items.map((item) => (
      <li key={keyOf(item)}>{children(item)}</li>
    ))}
  </Stack>
);
