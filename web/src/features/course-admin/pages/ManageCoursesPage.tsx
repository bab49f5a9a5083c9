import { useQuery } from "@apollo/client/react";
import { Box, Button, Container, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { AdminCoursesDocument, type AdminCourseFieldsFragment } from "../../../graphql/__generated__/graphql";
import { CourseAdminCard } from "../components/CourseAdminCard";
import { CourseSearch } from "../components/CourseSearch";
import { DeleteCourseDialog } from "../components/DeleteCourseDialog";
import { EditCourseDialog } from "../components/EditCourseDialog";
import { adminCoursesVariables } from "../course-levels";
import { courseCountText } from "../course-search";
import { courseActionMessage } from "../errors";
import { useDebouncedValue } from "../../../components/useDebouncedValue";
import { useDeleteCourse } from "../hooks/useCourseMutations";
import { LoadError } from "../../../components/LoadError";

export const SEARCH_DEBOUNCE_MS = 300;

// SPEC.md: failures of edit and delete show as a dismissible red toast at the bottom right.
const showError = (title: string) => toaster.create({ type: "error", title, closable: true, duration: 8000 });

export const ManageCoursesPage = () => {
  usePageTitle("Manage Courses");
  const [term, setTerm] = useState("");
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // The server searches (title, description or level): typing after a pause, clearing at once.
  const search = term.trim() === "" ? "" : debounced;
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(AdminCoursesDocument, {
    variables: adminCoursesVariables(search),
    notifyOnNetworkStatusChange: true,
  });
  const { deleteCourse, loading: deleting } = useDeleteCourse();
  const [editing, setEditing] = useState<AdminCourseFieldsFragment | null>(null);
  const [deletingCourse, setDeletingCourse] = useState<AdminCourseFieldsFragment | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const deleteTriggerRef = useRef<HTMLElement | null>(null);

  // While the server works on a new search, the last answer stays on screen, marked busy.
  const shown = data ?? previousData;
  const { nodes: courses, totalCount, loadingMore, footer } = useConnection(shown?.courses, { fetchMore, networkStatus }, "courses");
  // A new search (or a retry) loading, not a next page.
  const searching = loading && !loadingMore;

  const openDelete = (course: AdminCourseFieldsFragment) => {
    deleteTriggerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDeletingCourse(course);
  };

  const confirmDelete = async (course: AdminCourseFieldsFragment) => {
    try {
      await deleteCourse(course.id);
      toaster.create({ type: "success", title: "Course deleted", closable: true });
    } catch {
      showError("Failed to delete course");
    } finally {
      setDeletingCourse(null);
    }
  };

  // Only the first load shows the spinner: while a search or the next page loads, the list stays.
  if (!shown && !error) return <PageSpinner />;

  const results = () => {
    // The heading and the search stay, so a failed search can be changed as well as retried.
    if (error && !data) return <LoadError message="Failed to fetch courses" onRetry={() => refetch()} />;
    if (courses.length === 0) {
      return (
        <Box textAlign="center" py="12" px="4" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
          {search ? (
            <>
              <Heading as="h2" size="lg" mb="4">
                No courses match your search.
              </Heading>
              <Button variant="outline" onClick={() => setTerm("")}>
                Clear search
              </Button>
            </>
          ) : (
            <>
              <Heading as="h2" size="lg" mb="2">
                No courses yet
              </Heading>
              <Text color="fg.muted">Create a course with New Course, then add its questions.</Text>
            </>
          )}
        </Box>
      );
    }
    return (
      <Stack gap="4">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {courses.map((course) => (
            <li key={course.id}>
              <CourseAdminCard course={course} onEdit={setEditing} onDelete={openDelete} />
            </li>
          ))}
        </SimpleGrid>
        {/* The next page of the search shown: not while another search's answer is awaited. */}
        <LoadMore {...footer} noun="courses" hasMore={footer.hasMore && Boolean(data)} />
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <HStack justify="space-between" align="flex-start" gap="4" mb="6" flexWrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="3xl">
            Manage Courses
          </Heading>
          <Text color="fg.muted">Edit courses, add their questions, or remove them.</Text>
        </Stack>
        <Button asChild colorPalette="teal">
          <RouterLink to="/create-course">New Course</RouterLink>
        </Button>
      </HStack>

      <Stack gap="3" mb="6">
        <CourseSearch value={term} onChange={setTerm} inputRef={searchRef} />
        <HStack gap="2">
          <Text role="status" aria-live="polite" color="fg.muted">
            {error && !data ? "" : courseCountText(totalCount)}
          </Text>
          {searching && shown && <Spinner role="img" size="sm" color="teal.solid" aria-label="Searching" />}
        </HStack>
      </Stack>

      <Box aria-busy={searching && Boolean(shown)}>{results()}</Box>

      <EditCourseDialog
        course={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          toaster.create({ type: "success", title: "Course updated", closable: true });
        }}
        onFailed={(caught) => showError(courseActionMessage(caught, "Failed to update course"))}
      />
      <DeleteCourseDialog
        course={deletingCourse}
        deleting={deleting}
        onCancel={() => setDeletingCourse(null)}
        onConfirm={(course) => void confirmDelete(course)}
        finalFocusEl={() => (deleteTriggerRef.current?.isConnected ? deleteTriggerRef.current : searchRef.current)}
      />
    </Container>
  );
};
