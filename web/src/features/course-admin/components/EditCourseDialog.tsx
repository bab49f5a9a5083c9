import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import type { AdminCourseFieldsFragment } from "../../../graphql/__generated__/graphql";
import { useUpdateCourse } from "../hooks/useCourseMutations";
import { validateCourse, type CourseField, type CourseValues, type FormError } from "../validation";
import { CourseFields, focusField } from "./CourseFields";

type EditCourseDialogProps = {
  // The course being edited; null keeps the modal closed.
  course: AdminCourseFieldsFragment | null;
  onClose: () => void;
  onSaved: (course: AdminCourseFieldsFragment) => void;
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

type EditCourseFormProps = Omit<EditCourseDialogProps, "course"> & { course: AdminCourseFieldsFragment };

const EditCourseForm = ({ course, onClose, onSaved, onFailed }: EditCourseFormProps) => {
  const formId = useId();
  const { updateCourse, loading } = useUpdateCourse();
  const [values, setValues] = useState<CourseValues>({ title: course.title, description: course.description, level: course.level });
  const [error, setError] = useState<FormError<CourseField> | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateCourse(values);
    setError(found);
    if (found) {
      focusField(form, found.field);
      return;
    }
    if (!values.level) return;
    try {
      const saved = await updateCourse(course.id, { title: values.title.trim(), description: values.description.trim(), level: values.level });
      onSaved(saved);
    } catch (caught) {
      // The modal stays open with the edits, so saving can be tried again.
      onFailed(caught);
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Edit Course</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={handleSubmit} noValidate aria-label="Edit Course">
          <CourseFields
            values={values}
            onChange={(next) => {
              setValues(next);
              setError(null);
            }}
            error={error}
            disabled={loading}
          />
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
