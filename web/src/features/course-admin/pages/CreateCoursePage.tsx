import { Button, Card, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { usePageTitle } from "../../../components/usePageTitle";
import { CourseFields, focusField } from "../components/CourseFields";
import { courseActionMessage } from "../errors";
import { useCreateCourse } from "../hooks/useCourseMutations";
import { validateCourse, type CourseField, type CourseValues, type FormError } from "../validation";
import { ErrorAlert } from "../../../components/ErrorAlert";

const EMPTY: CourseValues = { title: "", description: "", level: "" };
const CREATE_FAILED = "Failed to create course";

export const CreateCoursePage = () => {
  usePageTitle("Create New Course");
  const navigate = useNavigate();
  const location = useLocation();
  const { createCourse, loading } = useCreateCourse();
  const [values, setValues] = useState<CourseValues>(EMPTY);
  const [error, setError] = useState<FormError<CourseField> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const handleChange = (next: CourseValues) => {
    setValues(next);
    setError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const found = validateCourse(values);
    setError(found);
    if (found) {
      focusField(form, found.field);
      return;
    }
    if (!values.level) return;
    try {
      const course = await createCourse({ title: values.title.trim(), description: values.description.trim(), level: values.level });
      void navigate(`/course/${course.id}/questions`);
    } catch (caught) {
      setFailure(courseActionMessage(caught, CREATE_FAILED));
    }
  };

  // SPEC.md: Cancel goes back one page; opened directly, there is no page to go back to.
  const handleCancel = () => void (location.key === "default" ? navigate("/manage-courses") : navigate(-1));

  return (
    <Container maxW="2xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h1" size="2xl">
            Create New Course
          </Heading>
          <Text color="fg.muted">Give the course a title, a description and a year level, then add its questions.</Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={handleSubmit} noValidate aria-label="Create New Course">
            <Stack gap="5">
              {failure && (
                <ErrorAlert title={failure} />
              )}
              <CourseFields values={values} onChange={handleChange} error={error} disabled={loading} />
              <HStack justify="flex-end" gap="3" flexWrap="wrap">
                <Button variant="outline" onClick={handleCancel} disabled={loading}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="teal" loading={loading} loadingText="Creating...">
                  Create Course
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
};
