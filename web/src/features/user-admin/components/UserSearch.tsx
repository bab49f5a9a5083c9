import { Button, Field, HStack, Input } from "@chakra-ui/react";
import type { FormEvent, Ref } from "react";

type UserSearchProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

// Like messages' MessageSearch (whose label and placeholder are the messages'): searches as the
// admin types (debounced by the page); Enter searches at once.
export const UserSearch = ({ value, onChange, onSubmit, onClear, inputRef }: UserSearchProps) => {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label="Users" onSubmit={handleSubmit}>
      <Field.Root maxW={{ base: "full", md: "lg" }}>
        <Field.Label>Search users</Field.Label>
        <HStack gap="2" width="full">
          <Input
            ref={inputRef}
            type="search"
            name="search"
            placeholder="Search by name, surname or email..."
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
