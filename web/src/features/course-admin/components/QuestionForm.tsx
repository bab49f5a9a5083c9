import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { courseActionMessage } from "../errors";
import { useAddCourseQuestion } from "../hooks/useCourseMutations";
import { validateQuestion, type FormError, type QuestionField, type QuestionValues } from "../validation";
import { focusField } from "./CourseFields";
import { TextField } from "../../../components/form/TextField";
import { ErrorAlert } from "../../../components/ErrorAlert";

const EMPTY: QuestionValues = { question: "", answer: "", category: "" };
const ADD_FAILED = "Failed to add question";

type QuestionFormProps = { courseId: string };

// Adds one question; success clears the form and puts the keyboard back on Question for the next.
export const QuestionForm = ({ courseId }: QuestionFormProps) => {
  const { addQuestion, loading } = useAddCourseQuestion();
  const [values, setValues] = useState<QuestionValues>(EMPTY);
  const [error, setError] = useState<FormError<QuestionField> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Said next to the button rather than in a toast: on a phone, toasts would cover the form.
  const [added, setAdded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Back to Question for the next one, once the fields are enabled again.
  useEffect(() => {
    if (added && !loading && formRef.current) focusField(formRef.current, "question");
  }, [added, loading]);

  const setValue = (field: QuestionField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
    setAdded(false);
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    setAdded(false);
    const found = validateQuestion(values);
    setError(found);
    if (found) {
      focusField(form, found.field);
      return;
    }
    try {
      await addQuestion({
        courseId,
        question: values.question.trim(),
        answer: values.answer.trim(),
        category: values.category.trim(),
      });
      setValues(EMPTY);
      setAdded(true);
    } catch (caught) {
      setFailure(courseActionMessage(caught, ADD_FAILED));
    }
  };

  const field = (name: QuestionField) => ({
    name,
    value: values[name],
    onValueChange: setValue(name),
    error: error?.field === name ? error.message : undefined,
    disabled: loading,
    required: true,
  });

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Add a question">
      <Stack gap="4">
        {failure && (
          <ErrorAlert title={failure} />
        )}
        <TextField label="Question" rows={3} {...field("question")} />
        <TextField label="Answer" rows={3} {...field("answer")} />
        <TextField label="Category" placeholder="e.g. Variables, Loops, Databases" {...field("category")} />
        <HStack gap="4" flexWrap="wrap">
          <Button type="submit" colorPalette="teal" loading={loading} loadingText="Adding...">
            Add Question
          </Button>
          <Text role="status" color="green.fg" fontWeight="medium">
            {added ? "Question added" : ""}
          </Text>
        </HStack>
      </Stack>
    </form>
  );
};
