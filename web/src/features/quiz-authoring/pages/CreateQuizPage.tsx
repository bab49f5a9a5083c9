import { Alert, Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../../components/usePageTitle";
import { AuthoringChapterDocument, type QuizInput } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { QuizBuilderForm } from "../components/QuizBuilderForm";
import { useCreateQuiz } from "../hooks/useCreateQuiz";
import { createDraft } from "../quiz-builder";
import { manageQuizzesPath } from "../paths";

// SPEC.md section 9: chapter or quiz creation redirect.
export const CREATE_QUIZ_REDIRECT_MS = 2000;
export const QUIZ_CREATED_MESSAGE = "Quiz created successfully! Redirecting to Manage Quizzes...";

export const CreateQuizPage = () => {
  const { chapterId = "" } = useParams();
  const navigate = useNavigate();
  usePageTitle("Create Quiz");
  // Only names the chapter in the header: the form works without it.
  const { data: chapterData } = useQuery(AuthoringChapterDocument, { variables: { chapterId } });
  const { createQuiz, loading } = useCreateQuiz();
  const [initialDraft] = useState(createDraft);
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const quizzesPath = manageQuizzesPath(chapterId);

  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => navigate(quizzesPath), CREATE_QUIZ_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate, quizzesPath]);

  const handleSubmit = async (input: QuizInput) => {
    setServerError(null);
    try {
      await createQuiz(chapterId, input);
      setCreated(true);
    } catch (error) {
      setServerError(getErrorMessage(error, "Failed to create quiz"));
    }
  };

  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <Box as="header">
          <Button asChild variant="ghost" size="sm" mb="3" ms="-3">
            <RouterLink to={quizzesPath}>← Back to Quizzes</RouterLink>
          </Button>
          <Heading as="h1" size="2xl">
            Create Quiz
          </Heading>
          {chapterData && (
            <Text color="fg.muted" mt="1">
              Chapter: {chapterData.chapter.title}
            </Text>
          )}
        </Box>
        {created && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{QUIZ_CREATED_MESSAGE}</Alert.Title>
          </Alert.Root>
        )}
        <QuizBuilderForm
          initialDraft={initialDraft}
          submitLabel="Create Quiz"
          busyLabel="Creating Quiz..."
          busy={loading}
          locked={created}
          serverError={serverError}
          cancelTo={quizzesPath}
          onSubmit={(input) => void handleSubmit(input)}
        />
      </Stack>
    </Container>
  );
};
