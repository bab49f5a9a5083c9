import { Button, Field, HStack, Input } from "@chakra-ui/react";
import type { FormEvent, Ref } from "react";

type MessageSearchProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

// Searches as the admin types (debounced by the page); Enter searches at once.
export const MessageSearch = ({ value, onChange, onSubmit, onClear, inputRef }: MessageSearchProps) => {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label="Messages" onSubmit={handleSubmit}>
      <Field.Root>
        <Field.Label>Search messages</Field.Label>
        <HStack gap="2" width="full">
          <Input
            ref={inputRef}
            type="search"
            name="search"
            placeholder="Search by name, email or message..."
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {value !== "" && (
            <Button type="button" variant="outline" onClick={onClear}>
              Clear
            </Button>
          )}
        </HStack>
      </Field.Root>
    </form>
  );
};
