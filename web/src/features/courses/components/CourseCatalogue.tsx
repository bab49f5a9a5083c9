import { Alert, Box, Button, Center, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { PageSpinner } from "../../../components/PageSpinner";
import { useCourseCatalogue } from "../hooks/useCourseCatalogue";
import { CatalogueEmptyState } from "./CatalogueEmptyState";
import { CourseCard } from "./CourseCard";
import { CourseSearchForm } from "./CourseSearchForm";

const countLine = (query: string, shown: number, total: number): string => {
  if (query) return `Found ${total} course(s) for "${query}"`;
  return shown < total ? `Showing ${shown} of ${total} course(s)` : `Showing ${total} course(s)`;
};

// The signed-in catalogue: search, states (loading, error, empty) and the course grid.
export const CourseCatalogue = () => {
  const catalogue = useCourseCatalogue();
  const [text, setText] = useState("");

  const handleSearch = (value: string) => {
    setText(value.trim());
    catalogue.search(value);
  };

  const clearSearch = () => {
    setText("");
    catalogue.clear();
  };

  // The clear button empties the box; it reloads the full list only when a search is active.
  const clearText = () => {
    setText("");
    if (catalogue.searchActive) catalogue.clear();
  };

  const { courses, loading, errorMessage } = catalogue;

  const results = () => {
    // Refreshing a list that is shown keeps it visible (with a small spinner by the count line).
    if (loading && courses.length === 0) return <PageSpinner />;
    if (errorMessage) {
      return (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{errorMessage}</Alert.Description>
          </Alert.Content>
          <Button variant="plain" size="sm" color="inherit" textDecoration="underline" onClick={clearSearch}>
            Clear search
          </Button>
        </Alert.Root>
      );
    }
    if (courses.length === 0) {
      return (
        <Stack gap="4">
          {catalogue.searchActive && <Text role="status">{countLine(catalogue.query, 0, catalogue.total)}</Text>}
          <CatalogueEmptyState searchActive={catalogue.searchActive} onReset={clearSearch} />
        </Stack>
      );
    }
    return (
      <Stack gap="5">
        <Text role="status" fontWeight="medium" display="flex" alignItems="center" gap="2">
          {countLine(catalogue.query, courses.length, catalogue.total)}
          {loading && <Spinner role="img" size="sm" aria-label="Refreshing courses" />}
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {courses.map((course) => (
            <Box as="li" key={course.id}>
              <CourseCard course={course} />
            </Box>
          ))}
        </SimpleGrid>
        {catalogue.hasMore && (
          <Center>
            <Button
              variant="outline"
              colorPalette="teal"
              onClick={catalogue.loadMore}
              loading={catalogue.loadingMore}
              loadingText="Loading more..."
            >
              Load more
            </Button>
          </Center>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="6">
      <CourseSearchForm
        value={text}
        onValueChange={setText}
        onSearch={handleSearch}
        onClear={clearText}
      />
      {results()}
    </Stack>
  );
};
