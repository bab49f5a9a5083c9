import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useId } from "react";
import type { CourseSummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { useUpdateCourse } from "../hooks/useCourseMutations";
import { CourseFields, useCourseForm } from "./CourseFields";

type EditCourseDialogProps = {
  // The course being edited; null keeps the modal closed.
  course: CourseSummaryFieldsFragment | null;
  onClose: () => void;
  onSaved: (course: CourseSummaryFieldsFragment) => void;
  onFailed: (error: unknown) => void;
};

// Focus moves into the modal, stays there (Tab cycles, Escape closes) and returns to Edit after.
export const EditCourseDialog = ({ course, onClose, onSaved, onFailed }: EditCourseDialogProps) => (
  <Dialog.Root
    open={course !== null}
    onOpenChange={(details) => {
      if (!details.open) onClose();
    }}
    placement="center"
    size={{ base: "full", sm: "md" }}
    lazyMount
    unmountOnExit
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          {course && <EditCourseForm key={course.id} course={course} onClose={onClose} onSaved={onSaved} onFailed={onFailed} />}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);

type EditCourseFormProps = Omit<EditCourseDialogProps, "course"> & { course: CourseSummaryFieldsFragment };

const EditCourseForm = ({ course, onClose, onSaved, onFailed }: EditCourseFormProps) => {
  const formId = useId();
  const { updateCourse, loading } = useUpdateCourse();
  const { fields, handleSubmit } = useCourseForm(
    { title: course.title, description: course.description, level: course.level },
    async (input) => {
      try {
        onSaved(await updateCourse(course.id, input));
      } catch (caught) {
        // The modal stays open with the edits, so saving can be tried again.
        onFailed(caught);
      }
    },
  );

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Edit Course</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Edit Course">
          <CourseFields {...fields} disabled={loading} />
        </form>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" form={formId} colorPalette="teal" loading={loading} loadingText="Saving...">
          Save Changes
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" disabled={loading} />
      </Dialog.CloseTrigger>
    </>
  );
};
