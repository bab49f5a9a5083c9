import { Alert, Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { CardGrid } from "../../../components/CardGrid";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useCourseCatalogue } from "../hooks/useCourseCatalogue";
import { CatalogueEmptyState } from "./CatalogueEmptyState";
import { CourseCard } from "./CourseCard";
import { CourseSearchForm } from "./CourseSearchForm";

// SPEC.md section 5: what a search found (all its pages; the list's foot says how many show).
const foundLine = (query: string, total: number): string => `Found ${total} course(s) for "${query}"`;

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
          {catalogue.searchActive && <Text role="status">{foundLine(catalogue.query, catalogue.total)}</Text>}
          <CatalogueEmptyState searchActive={catalogue.searchActive} onReset={clearSearch} />
        </Stack>
      );
    }
    return (
      <Stack gap="5">
        {(catalogue.searchActive || loading) && (
          <Text role="status" fontWeight="medium" display="flex" alignItems="center" gap="2">
            {catalogue.searchActive && foundLine(catalogue.query, catalogue.total)}
            {loading && <Spinner role="img" size="sm" aria-label="Refreshing courses" />}
          </Text>
        )}
        <CardGrid items={courses}>{(course) => <CourseCard course={course} />}</CardGrid>
        {/* The count line ("Showing 24 of 30 courses") and the next page, while the server has one. */}
        <LoadMore
          shown={courses.length}
          total={catalogue.total}
          noun="courses"
          hasMore={catalogue.hasMore}
          loading={catalogue.loadingMore}
          onLoadMore={() => void catalogue.loadMore()}
        />
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
