import { Button, Field, HStack, Input } from "@chakra-ui/react";
import type { SubmitEvent, Ref } from "react";

export type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

type SearchBoxCopy = {
  /** The list searched, capitalized: the form is announced as a search of "Users". */
  region: string;
  placeholder: string;
  maxW?: Field.RootProps["maxW"];
};

// A server-side search of an admin list: it searches as the admin types (debounced by the page),
// Enter searches at once, Clear empties it.
export const SearchBox = ({ value, onChange, onSubmit, onClear, inputRef, region, placeholder, maxW }: SearchBoxProps & SearchBoxCopy) => {
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={region} onSubmit={handleSubmit}>
      <Field.Root maxW={maxW}>
        <Field.Label>Search {region.toLowerCase()}</Field.Label>
        <HStack gap="2" width="full">
          <Input ref={inputRef} type="search" name="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
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
