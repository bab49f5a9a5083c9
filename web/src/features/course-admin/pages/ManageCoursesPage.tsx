import { useQuery } from "@apollo/client/react";
import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { PageSpinner } from "../../../components/PageSpinner";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { AdminCoursesDocument, type AdminCourseFieldsFragment } from "../../../graphql/__generated__/graphql";
import { CourseAdminCard } from "../components/CourseAdminCard";
import { CourseSearch } from "../components/CourseSearch";
import { DeleteCourseDialog } from "../components/DeleteCourseDialog";
import { EditCourseDialog } from "../components/EditCourseDialog";
import { adminCoursesVariables } from "../course-levels";
import { courseCountText, filterCourses } from "../course-search";
import { courseActionMessage } from "../errors";
import { useDeleteCourse } from "../hooks/useCourseMutations";
import { LoadError } from "../../../components/LoadError";

// SPEC.md: failures of edit and delete show as a dismissible red toast at the bottom right.
const showError = (title: string) => toaster.create({ type: "error", title, closable: true, duration: 8000 });

export const ManageCoursesPage = () => {
  usePageTitle("Manage Courses");
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminCoursesDocument, { variables: adminCoursesVariables });
  const { deleteCourse, loading: deleting } = useDeleteCourse();
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<AdminCourseFieldsFragment | null>(null);
  const [deletingCourse, setDeletingCourse] = useState<AdminCourseFieldsFragment | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const deleteTriggerRef = useRef<HTMLElement | null>(null);

  const courses = useMemo(() => data?.courses.items ?? [], [data]);
  const shown = useMemo(() => filterCourses(courses, query), [courses, query]);
  const total = data?.courses.total ?? 0;
  const complete = courses.length >= total;

  // The search runs over every course (SPEC.md: on the client), so the pages after the first
  // (100 each, the API's maximum) are loaded one after another; the cache appends them. Each
  // offset is asked for once (a refetch starts the list over, and so asks again).
  const requestedOffset = useRef<number | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  useEffect(() => {
    const offset = courses.length;
    if (!data || complete || moreFailed || requestedOffset.current === offset) return;
    requestedOffset.current = offset;
    fetchMore({ variables: { offset } }).catch(() => setMoreFailed(true));
  }, [data, courses.length, complete, moreFailed, fetchMore]);
  const retryMore = () => {
    requestedOffset.current = null;
    setMoreFailed(false);
  };

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

  // Only the first load shows the spinner: while later pages load, the list stays.
  if (loading && !data) return <PageSpinner />;
  if (error) {
    return (
      <Container maxW="3xl" py="10" px={{ base: "4", md: "6" }}>
        <Heading as="h1" size="3xl" mb="6">
          Manage Courses
        </Heading>
        <LoadError message="Failed to fetch courses" onRetry={() => refetch()} />
      </Container>
    );
  }

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
        <CourseSearch value={query} onChange={setQuery} inputRef={searchRef} />
        <Text role="status" aria-live="polite" color="fg.muted">
          {courseCountText(shown.length)}
          {!complete && !moreFailed && ` (${courses.length} of ${total} loaded, loading the rest...)`}
        </Text>
        {moreFailed && (
          <HStack gap="3" flexWrap="wrap">
            <Text color="fg.error">{`Failed to fetch courses: ${courses.length} of ${total} loaded.`}</Text>
            <Button size="sm" variant="outline" onClick={retryMore}>
              Try Again
            </Button>
          </HStack>
        )}
      </Stack>

      {shown.length > 0 ? (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {shown.map((course) => (
            <li key={course.id}>
              <CourseAdminCard course={course} onEdit={setEditing} onDelete={openDelete} />
            </li>
          ))}
        </SimpleGrid>
      ) : (
        <Box textAlign="center" py="12" px="4" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
          {courses.length > 0 ? (
            <>
              <Heading as="h2" size="lg" mb="4">
                No courses match your search.
              </Heading>
              <Button variant="outline" onClick={() => setQuery("")}>
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
      )}

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
