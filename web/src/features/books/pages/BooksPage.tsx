import { Container, Field, Heading, Input } from "@chakra-ui/react";
import { useState } from "react";
import { usePageTitle } from "../../../components/usePageTitle";
import { BookResults } from "../components/BookResults";
import { useDebouncedValue } from "../../../components/useDebouncedValue";

// SPEC.md section 9: the search waits until typing has stopped for 500 ms.
export const BOOK_SEARCH_DEBOUNCE_MS = 500;

export const BooksPage = () => {
  usePageTitle("Search Free Programming Books");
  const [input, setInput] = useState("");
  const debounced = useDebouncedValue(input, BOOK_SEARCH_DEBOUNCE_MS).trim();
  // Clearing the box clears the results at once rather than after the delay.
  const term = input.trim() ? debounced : "";

  return (
    <Container maxW="6xl" py="10">
      <Heading as="h1" size="3xl" mb="6">
        Search Free Programming Books
      </Heading>
      <Field.Root mb="8" maxW="2xl">
        <Field.Label>Search books</Field.Label>
        <Input
          type="search"
          placeholder="search by title, author, keyword"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          autoComplete="off"
          size="lg"
        />
      </Field.Root>
      <BookResults term={term} />
    </Container>
  );
};
