import { Box, Container, EmptyState, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/BackLink";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { usePageTitle } from "../../../components/usePageTitle";
import { CourseViewerDocument } from "../../../graphql/__generated__/graphql";
import { hasErrorCode } from "../../../graphql/errors";
import { QuestionCard } from "../components/QuestionCard";
import { CourseTitle } from "../components/CourseTitle";
import { useAuthContext } from "../../../auth/AuthContext";
import { PractiseLink } from "../components/PractiseLink";
import { COURSE_NOT_FOUND, CourseLoadFailure } from "../components/CourseLoadFailure";

export const COURSE_LOAD_ERROR = "Failed to load course details";

// The public flash-card view of one course (SPEC.md section 2, "Course viewer").
export const CourseViewerPage = () => {
  const { id = "" } = useParams();
  const { user } = useAuthContext();
  // The server's default page of questions (the page it renders carries the same); "Load more" appends the next.
  const query = useQuery(CourseViewerDocument, { variables: { id }, notifyOnNetworkStatusChange: true });
  const { data, error, loading, refetch } = query;
  const course = error ? undefined : data?.course;
  const { nodes: questions, footer } = useConnection(course?.questions, query, "questions");
  const notFound = hasErrorCode(error, "NOT_FOUND");
  usePageTitle(course?.title ?? (notFound ? COURSE_NOT_FOUND : error ? COURSE_LOAD_ERROR : "Course Details"));

  if (loading && !course) return <PageSpinner />;

  if (!course) {
    return <CourseLoadFailure notFound={notFound} failure={COURSE_LOAD_ERROR} onRetry={refetch} back={{ to: "/", label: "Back to courses" }} />;
  }

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Box as="header">
          <nav aria-label="Breadcrumb">
            <BackLink to="/" label="Back to courses" />
          </nav>
          <CourseTitle course={course} mt="4" />
          {course.description && (
            <Text mt="3" color="fg.muted">
              {course.description}
            </Text>
          )}
          {user && questions.length > 0 && (
            <Box mt="4">
              <PractiseLink courseId={course.id} />
            </Box>
          )}
        </Box>
        {questions.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderRadius="lg" borderStyle="dashed">
            <EmptyState.Content>
              <EmptyState.Title as="h2">No questions in this course yet.</EmptyState.Title>
              <EmptyState.Description>Check back soon: questions are added by the course's tutors.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <Stack as="ol" listStyleType="none" gap="4" aria-label="Questions">
              {questions.map((question, index) => (
                <li key={question.id}>
                  <QuestionCard question={question} number={index + 1} />
                </li>
              ))}
            </Stack>
            <LoadMore {...footer} noun="questions" />
          </>
        )}
      </Stack>
    </Container>
  );
};
