import { Box, Heading, Link, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { LinkButton } from "../../../components/LinkButton";

type ProgressSectionProps<T> = {
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  // What to do first when there is nothing to show yet: a sentence, and a link to where to start.
  empty: { title: string; description: string; to: string; action: string };
  children: (item: T) => ReactNode;
};

// One part of the learner's progress (courses, activities): a heading, then a card per item, or
// the way to start when there is none.
export const ProgressSection = <T,>({ title, items, keyOf, empty, children }: ProgressSectionProps<T>) => (
  <Stack gap="3">
    <Heading as="h3" size="md">
      {title}
    </Heading>
    {items.length === 0 ? (
      <EmptyState
        title={empty.title}
        description={empty.description}
        action={
          <LinkButton to={empty.to} size="sm" variant="outline">
            {empty.action}
          </LinkButton>
        }
      />
    ) : (
      <Stack as="ul" gap="3" listStyleType="none">
        {items.map((item) => (
          <Box as="li" key={keyOf(item)} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
            {children(item)}
          </Box>
        ))}
      </Stack>
    )}
  </Stack>
);

// The item's name, linking to its page.
export const ProgressItemLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link asChild color="teal.fg" fontWeight="semibold" wordBreak="break-word">
    <RouterLink to={to}>{children}</RouterLink>
  </Link>
);
