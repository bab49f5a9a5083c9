import { Button, Field, HStack, IconButton, Input, InputGroup } from "@chakra-ui/react";
import type { SubmitEvent } from "react";
import { CloseIcon, SearchIcon } from "./SearchIcons";

type CourseSearchFormProps = {
  value: string;
  onValueChange: (value: string) => void;
  onSearch: (value: string) => void;
  onClear: () => void;
};

// The catalogue's search box with its clear button and the Search button.
export const CourseSearchForm = ({ value, onValueChange, onSearch, onClear }: CourseSearchFormProps) => {
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value);
  };

  return (
    <form role="search" aria-label="Courses" onSubmit={handleSubmit}>
      <HStack align="end" gap="3">
        <Field.Root flex="1">
          <Field.Label>Search courses</Field.Label>
          <InputGroup
            startElement={<SearchIcon boxSize="4" />}
            endElement={
              value ? (
                <IconButton
                  type="button"
                  aria-label="Clear search text"
                  variant="ghost"
                  size="xs"
                  me="-2"
                  onClick={onClear}
                >
                  <CloseIcon />
                </IconButton>
              ) : undefined
            }
          >
            <Input
              type="search"
              name="search"
              placeholder="Search by title, description or level"
              value={value}
              onChange={(event) => onValueChange(event.target.value)}
              // The browser's own clear control would duplicate ours.
              css={{ "&::-webkit-search-cancel-button": { display: "none" } }}
            />
          </InputGroup>
        </Field.Root>
        <Button type="submit" colorPalette="teal">
          Search
        </Button>
      </HStack>
    </form>
  );
};
