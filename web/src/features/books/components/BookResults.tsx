import { Center, SimpleGrid, Spinner, Text } from "@chakra-ui/react";
import { skipToken, useQuery } from "@apollo/client/react";
import { SearchBooksDocument } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { BookCard } from "./BookCard";
import { LoadError } from "../../../components/LoadError";

type BookResultsProps = { term: string };

// Results for a trimmed term; an empty term shows nothing and asks the server nothing.
export const BookResults = ({ term }: BookResultsProps) => {
  const { data, loading, error, refetch } = useQuery(SearchBooksDocument, term ? { variables: { term } } : skipToken);

  if (!term) return null;
  if (loading) {
    return (
      <Center py="12" role="status" aria-live="polite">
        <Spinner role="img" size="lg" color="teal.solid" aria-label="Searching books" />
      </Center>
    );
  }
  if (error) {
    return <LoadError message={getErrorMessage(error)} onRetry={() => refetch()} />;
  }
  const books = data?.searchBooks ?? [];
  if (books.length === 0) {
    return (
      <Text role="status" textAlign="center" color="fg.muted" py="12">
        No books found for "{term}".
      </Text>
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-label={`Books for "${term}"`}>
      {books.map((book) => (
        <li key={book.id}>
          <BookCard book={book} />
        </li>
      ))}
    </SimpleGrid>
  );
};
