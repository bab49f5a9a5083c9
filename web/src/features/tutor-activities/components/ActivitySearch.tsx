import { Field, Input } from "@chakra-ui/react";
import type { Ref } from "react";

type ActivitySearchProps = {
  term: string;
  onTermChange: (term: string) => void;
  // Enter: search at once instead of after the typing pause.
  onSubmit?: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

// The server searches as the tutor types; the empty state offers Clear Search.
export const ActivitySearch = ({ term, onTermChange, onSubmit, inputRef }: ActivitySearchProps) => (
  <form
    role="search"
    aria-label="Your activities"
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit?.();
    }}
  >
    <Field.Root maxW="xl">
      <Field.Label>Search activities</Field.Label>
      <Input
        ref={inputRef}
        type="search"
        value={term}
        onChange={(event) => onTermChange(event.target.value)}
        placeholder="Search by title or description..."
      />
    </Field.Root>
  </form>
);
