import { Button, HStack, Spinner, Text } from "@chakra-ui/react";

export type TablePagerProps = {
  from: number;
  to: number;
  total: number;
  /** Plural, lower case: "users". */
  noun: string;
  hasNext: boolean;
  hasPrevious: boolean;
  loading: boolean;
  next: () => Promise<void> | void;
  previous: () => void;
};

export const rowsLine = (from: number, to: number, total: number, noun: string): string =>
  total === 0 ? `No ${noun}` : `Rows ${from}–${to} of ${total} ${noun}`;

/**
 * The foot of an admin table read a page at a time (usePagedRows): which rows show of how many,
 * announced politely, and Previous / Next. The buttons are never `disabled` (that would drop the
 * keyboard focus to the page when the first or last page is reached): they say so with
 * aria-disabled and do nothing.
 */
export const TablePager = ({ from, to, total, noun, hasNext, hasPrevious, loading, next, previous }: TablePagerProps) => {
  if (total === 0) return null;
  return (
    <HStack justify="space-between" gap="3" mt="4" flexWrap="wrap" data-testid="table-pager">
      <Text role="status" aria-live="polite" color="fg.muted" textStyle="sm">
        {rowsLine(from, to, total, noun)}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" aria-disabled={!hasPrevious || loading} onClick={() => hasPrevious && !loading && previous()}>
          Previous page
        </Button>
        <Button size="sm" variant="outline" aria-disabled={!hasNext || loading} aria-busy={loading} onClick={() => hasNext && !loading && void next()}>
          {loading && <Spinner size="xs" aria-hidden />}
          Next page
        </Button>
      </HStack>
    </HStack>
  );
};
