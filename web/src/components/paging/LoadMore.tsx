import { Button, Spinner, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";

export type LoadMoreProps = {
  /** Rows on the screen now. */
  shown: number;
  /** Rows in the whole list (its filters applied). */
  total: number;
  /** Plural, lower case: "papers". */
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
};

const IRREGULAR: Record<string, string> = { quizzes: "quiz" };

/** "papers" -> "paper", "opportunities" -> "opportunity", "quizzes" -> "quiz": the noun of a count of one. */
export const singularOf = (noun: string): string =>
  IRREGULAR[noun] ?? (noun.endsWith("ies") ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, ""));

export const countLine = (shown: number, total: number, noun: string): string => {
  if (total === 1) return `Showing 1 ${singularOf(noun)}`;
  return shown < total ? `Showing ${shown} of ${total} ${noun}` : `Showing all ${total} ${noun}`;
};

/**
 * The foot of every list: how many rows show of how many, and a "Load more" button while rows
 * remain. After a page arrives, screen readers hear how many rows it added, and focus stays on
 * the button (or, on the last page, moves to the count line) so the keyboard user can go on.
 */
export const LoadMore = ({ shown, total, noun, hasMore, loading, onLoadMore }: LoadMoreProps) => {
  const [announcement, setAnnouncement] = useState("");
  const before = useRef<number | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (before.current === null || loading) return;
    const added = shown - before.current;
    before.current = null;
    if (added > 0) setAnnouncement(`${added} more ${added === 1 ? singularOf(noun) : noun} loaded. ${countLine(shown, total, noun)}.`);
    if (!hasMore) countRef.current?.focus();
  }, [shown, loading, hasMore, noun, total]);

  if (total === 0) return null;
  return (
    <Stack align="center" gap="3" mt="6" data-testid="load-more">
      <Text ref={countRef} tabIndex={-1} color="fg.muted" textStyle="sm" outline="none">
        {countLine(shown, total, noun)}
      </Text>
      {hasMore && (
        // Not `loading` (which disables the button): a disabled button drops the keyboard focus to
        // the page, and a keyboard user would have to find the list's foot again after every page.
        <Button
          variant="outline"
          aria-busy={loading}
          onClick={() => {
            if (loading) return;
            before.current = shown;
            onLoadMore();
          }}
        >
          {loading ? (
            <>
              <Spinner size="sm" aria-hidden /> Loading more...
            </>
          ) : (
            `Load more ${noun}`
          )}
        </Button>
      )}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
};
