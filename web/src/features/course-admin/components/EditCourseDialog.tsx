import { useId } from "react";
import { FormActions } from "../../../components/form/FormActions";
import { ModalDialog } from "../../../components/ModalDialog";
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
export const EditCourseDialog = ({ course, onClose, onSaved, onFailed }: EditCourseDialogProps) => {
  const formId = useId();
  const { updateCourse, loading } = useUpdateCourse();
  return (
    <ModalDialog
      open={course !== null}
      onClose={onClose}
      title="Edit Course"
      busy={loading}
      size={{ base: "full", sm: "md" }}
      footer={<FormActions submitLabel="Save Changes" busyLabel="Saving..." busy={loading} cancel={onClose} form={formId} />}
    >
      {course && (
        <EditCourseForm
          key={course.id}
          formId={formId}
          course={course}
          disabled={loading}
          save={async (input) => {
            try {
              onSaved(await updateCourse(course.id, input));
            } catch (caught) {
              // The modal stays open with the edits, so saving can be tried again.
              onFailed(caught);
            }
          }}
        />
      )}
    </ModalDialog>
  );
};

type EditCourseFormProps = {
  formId: string;
  course: CourseSummaryFieldsFragment;
  disabled: boolean;
  save: Parameters<typeof useCourseForm>[1];
};

// Keyed by the course: each opening starts from the course as it is.
const EditCourseForm = ({ formId, course, disabled, save }: EditCourseFormProps) => {
  const { fields, handleSubmit } = useCourseForm({ title: course.title, description: course.description, level: course.level }, save);
  return (
    <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Edit Course">
      <CourseFields {...fields} disabled={disabled} />
    </form>
  );
};
