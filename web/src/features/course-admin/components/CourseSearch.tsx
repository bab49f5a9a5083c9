import { Field, Input } from "@chakra-ui/react";
import type { Ref } from "react";

type CourseSearchProps = { value: string; onChange: (value: string) => void; inputRef?: Ref<HTMLInputElement> };

// Searches as you type: the page sends the term to the server after a pause (ManageCoursesPage).
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
