import { useQuery } from "@apollo/client/react";
import { Button, Container, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useId, useRef, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { usePageTitle } from "../../../components/usePageTitle";
import { AdminCourseQuestionsDocument } from "../../../graphql/__generated__/graphql";
import { hasErrorCode } from "../../../graphql/errors";
import { QuestionForm } from "../components/QuestionForm";
import { QuestionList } from "../components/QuestionList";
import { ImportQuestionsPanel } from "../components/ImportQuestionsPanel";
import { ExportQuestionsButton } from "../components/ExportQuestionsButton";
import { LoadError } from "../../../components/LoadError";
import { CourseTitle } from "../../courses/components/CourseTitle";

export const AddQuestionsPage = () => {
  usePageTitle("Add Questions");
  const { id = "" } = useParams();
  const listHeadingId = useId();
  const query = useQuery(AdminCourseQuestionsDocument, { variables: { id }, notifyOnNetworkStatusChange: true });
  const { data, loading, error, refetch } = query;
  // A page of the course's questions (oldest first); "Load more" appends the next (graphql/cache.ts).
  const { nodes: questions, totalCount, footer } = useConnection(data?.course.questions, query, "questions");
  const [importing, setImporting] = useState(false);
  const importButtonRef = useRef<HTMLButtonElement>(null);
  const closeImport = () => {
    setImporting(false);
    importButtonRef.current?.focus();
  };

  if (loading && !data) return <PageSpinner />;
  if (error || !data) {
    const notFound = hasErrorCode(error, "NOT_FOUND") || (!error && !data);
    return (
      <Container maxW="3xl" py="10" px={{ base: "4", md: "6" }}>
        <Heading as="h1" size="2xl" mb="4">
          Add Questions
        </Heading>
        <LoadError
          message={notFound ? "Course not found" : "Failed to fetch course data"}
          onRetry={notFound ? undefined : () => refetch()}
          back={{ to: "/manage-courses", label: "Back to Manage Courses" }}
        />
      </Container>
    );
  }

  const { course } = data;
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <Stack gap="2" mb="8">
        <Text color="teal.fg" fontWeight="semibold" textTransform="uppercase" fontSize="sm" letterSpacing="wide">
          Add Questions
        </Text>
        <CourseTitle course={course} />
        <Text color="fg.muted" whiteSpace="pre-wrap">
          {course.description}
        </Text>
        <HStack gap="3" wrap="wrap" mt="2">
          {/* Adding is for the course's creator or an admin (the server's canEdit); anyone may export. */}
          {course.canEdit && (
            <Button
              ref={importButtonRef}
              colorPalette="teal"
              variant="outline"
              aria-expanded={importing}
              aria-controls={importing ? `${listHeadingId}-import` : undefined}
              onClick={() => setImporting((open) => !open)}
            >
              Import questions
            </Button>
          )}
          <ExportQuestionsButton courseId={course.id} />
        </HStack>
      </Stack>
      {importing && course.canEdit && (
        <Stack id={`${listHeadingId}-import`} mb="8">
          <ImportQuestionsPanel courseId={course.id} headingId={`${listHeadingId}-import-heading`} onClose={closeImport} />
        </Stack>
      )}
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="8" alignItems="start">
        {course.canEdit && (
          <Stack as="section" aria-labelledby={`${listHeadingId}-form`} gap="4">
            <Heading as="h2" size="lg" id={`${listHeadingId}-form`}>
              Add a Question
            </Heading>
            <QuestionForm courseId={course.id} />
          </Stack>
        )}
        {/* The scrolling list itself is the region named by this heading. */}
        <Stack as="section" gap="4">
          <Heading as="h2" size="lg" id={listHeadingId}>
            Existing Questions ({totalCount})
          </Heading>
          <QuestionList questions={questions} labelledBy={listHeadingId} />
          {questions.length > 0 && <LoadMore {...footer} noun="questions" />}
        </Stack>
      </Grid>
      <HStack justify="flex-end" mt="8">
        <Button asChild colorPalette="teal" size="lg">
          <RouterLink to={`/course-details/${course.id}`}>Finish and View Course</RouterLink>
        </Button>
      </HStack>
    </Container>
  );
};
