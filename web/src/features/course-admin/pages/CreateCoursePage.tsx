import { Container } from "@chakra-ui/react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FormActions } from "../../../components/form/FormActions";
import { FormCard } from "../../../components/form/FormCard";
import { usePageTitle } from "../../../components/usePageTitle";
import { CourseFields, useCourseForm } from "../components/CourseFields";
import { courseActionMessage } from "../errors";
import { useCreateCourse } from "../hooks/useCourseMutations";

const CREATE_FAILED = "Failed to create course";

export const CreateCoursePage = () => {
  usePageTitle("Create New Course");
  const navigate = useNavigate();
  const location = useLocation();
  const { createCourse, loading } = useCreateCourse();
  const [failure, setFailure] = useState<string | null>(null);
  const { fields, handleSubmit } = useCourseForm({ title: "", description: "", level: "" }, async (input) => {
    try {
      const course = await createCourse(input);
      void navigate(`/course/${course.id}/questions`);
    } catch (caught) {
      setFailure(courseActionMessage(caught, CREATE_FAILED));
    }
  });

  // SPEC.md: Cancel goes back one page; opened directly, there is no page to go back to.
  const handleCancel = () => void (location.key === "default" ? navigate("/manage-courses") : navigate(-1));

  return (
    <Container maxW="2xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <FormCard
        label="Create New Course"
        description="Give the course a title, a description and a year level, then add its questions."
        onSubmit={(event) => {
          setFailure(null);
          return handleSubmit(event);
        }}
        failure={failure}
      >
        <CourseFields {...fields} disabled={loading} />
        <FormActions submitLabel="Create Course" busyLabel="Creating..." busy={loading} cancel={handleCancel} />
      </FormCard>
    </Container>
  );
};
