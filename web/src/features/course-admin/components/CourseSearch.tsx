import { Field, Input } from "@chakra-ui/react";
import type { Ref } from "react";

type CourseSearchProps = { value: string; onChange: (value: string) => void; inputRef?: Ref<HTMLInputElement> };

// Filters as you type: the list is already loaded, so there is nothing to submit.
export const CourseSearch = ({ value, onChange, inputRef }: CourseSearchProps) => (
  <Field.Root maxW={{ base: "full", md: "md" }}>
    <Field.Label>Search courses</Field.Label>
    <Input
      ref={inputRef}
      type="search"
      name="search"
      placeholder="Search by title, description or level..."
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  </Field.Root>
);
