import { Box, Card, Center, Heading, Image, Link, Text } from "@chakra-ui/react";
import type { SearchBooksQuery } from "../../../graphql/__generated__/graphql";

type Book = SearchBooksQuery["searchBooks"][number];

type BookCardProps = { book: Book };

export const BookCard = ({ book }: BookCardProps) => (
  <Card.Root as="article" overflow="hidden" height="full">
    {book.image ? (
      <Image src={book.image} alt={book.title} height="56" width="full" objectFit="contain" bg="bg.muted" loading="lazy" />
    ) : (
      <Center height="56" bg="bg.muted" color="fg.muted" fontSize="sm">
        No cover available
      </Center>
    )}
    <Card.Body gap="1">
      <Heading as="h2" size="md">
        {book.title}
      </Heading>
      {book.subtitle && <Text color="fg.muted">{book.subtitle}</Text>}
      {book.authors && (
        <Text fontSize="sm" mt="1">
          {book.authors}
        </Text>
      )}
    </Card.Body>
    {book.url && (
      <Card.Footer>
        <Box>
          <Link href={book.url} target="_blank" rel="noopener noreferrer" color="teal.fg" fontWeight="medium">
            Download or View Book
          </Link>
        </Box>
      </Card.Footer>
    )}
  </Card.Root>
);
