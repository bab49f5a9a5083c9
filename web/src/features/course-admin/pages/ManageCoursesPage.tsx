import { Box, Button, Container, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { ConfirmDialog, useConfirm } from "../../../components/ConfirmDialog";
import { CardGrid } from "../../../components/CardGrid";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useSearchedList } from "../../../components/paging/useSearchedList";
import { toaster } from "../../../components/ui/toaster";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { usePageTitle } from "../../../components/usePageTitle";
import { AdminCoursesDocument, type AdminCourseFieldsFragment } from "../../../graphql/__generated__/graphql";
import { CourseAdminCard } from "../components/CourseAdminCard";
import { CourseSearch } from "../components/CourseSearch";
import { EditCourseDialog } from "../components/EditCourseDialog";
import { adminCoursesVariables } from "../course-levels";
import { courseCountText } from "../course-search";
import { courseActionMessage } from "../errors";
import { useDebouncedValue } from "../../../components/useDebouncedValue";
import { useDeleteCourse } from "../hooks/useCourseMutations";
import { LoadError } from "../../../components/LoadError";
import { LinkButton } from "../../../components/LinkButton";

export const SEARCH_DEBOUNCE_MS = 300;

// SPEC.md: failures of edit and delete show as a dismissible red toast at the bottom right.
const DELETE_FAILED = "Failed to delete course";

const showError = (title: string) => toaster.create({ type: "error", title, closable: true, duration: 8000 });

export const ManageCoursesPage = () => {
  usePageTitle("Manage Courses");
  const [term, setTerm] = useState("");
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // The server searches (title, description or level): typing after a pause, clearing at once.
  const search = term.trim() === "" ? "" : debounced;
  // The catalogue's list, with canEdit (AdminCourses): without a search it is the home page's cached
  // list (Query.courses is keyed by `search` in graphql/cache.ts), so an edit here shows there.
  const { data, shown, error, refetch, list, searching } = useSearchedList(AdminCoursesDocument, adminCoursesVariables(search), (data) => data.courses, "courses");
  const { nodes: courses, totalCount, footer } = list;
  const { deleteCourse } = useDeleteCourse();
  const [editing, setEditing] = useState<AdminCourseFieldsFragment | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Once the deleted course's buttons are gone, the keyboard goes to the search box.
  const confirm = useConfirm<AdminCourseFieldsFragment>(() => searchRef.current);


  // SPEC.md: a failed delete is a red toast, not a message in the modal, which closes either way.
  const confirmDelete = async (course: AdminCourseFieldsFragment) => {
    try {
      await deleteCourse(course.id);
      toaster.create({ type: "success", title: "Course deleted", closable: true });
    } catch {
      showError(DELETE_FAILED);
    }
  };

  // Only the first load shows the spinner: while a search or the next page loads, the list stays.
  if (!shown && !error) return <PageSpinner />;

  const results = () => {
    // The heading and the search stay, so a failed search can be changed as well as retried.
    if (error && !data) return <LoadError message="Failed to fetch courses" onRetry={() => refetch()} />;
    if (courses.length === 0) {
      return search ? (
        <EmptyState
          heading
          title="No courses match your search."
          action={
            <Button variant="outline" onClick={() => setTerm("")}>
              Clear search
            </Button>
          }
        />
      ) : (
        <EmptyState heading title="No courses yet" description="Create a course with New Course, then add its questions." />
      );
    }
    return (
      <Stack gap="4">
        <CardGrid items={courses}>{(course) => <CourseAdminCard course={course} onEdit={setEditing} onDelete={confirm.ask} />}</CardGrid>
        <LoadMore {...footer} noun="courses" />
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <PageHeader
        title="Manage Courses"
        description="Edit courses, add their questions, or remove them."
        mb="6"
        action={<LinkButton to="/create-course">New Course</LinkButton>}
      />

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
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete Course?"
        question={(course) => (
          <>
            Are you sure you want to delete <strong>{course.title}</strong>? Its questions are deleted with it. This action cannot be
            undone.
          </>
        )}
        failure={DELETE_FAILED}
        onConfirm={confirmDelete}
      />
    </Container>
  );
};
