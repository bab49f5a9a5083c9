import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { QuizPage } from "../components/QuizPageHeader";
import { usePageTitle } from "../../../components/usePageTitle";
import { AuthoringChapterDocument, type QuizInput } from "../../../graphql/__generated__/graphql";
import { useServerFailure } from "../../../components/form/useServerFailure";
import { QuizBuilderForm } from "../components/QuizBuilderForm";
import { useCreateQuiz } from "../hooks/useCreateQuiz";
import { createDraft } from "../quiz-builder";
import { manageQuizzesPath } from "../paths";
import { SuccessAlert } from "../../../components/SuccessAlert";

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
  const { run, failure } = useServerFailure("Failed to create quiz");
  const [created, setCreated] = useState(false);
  const quizzesPath = manageQuizzesPath(chapterId);

  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => navigate(quizzesPath), CREATE_QUIZ_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate, quizzesPath]);

  const handleSubmit = (input: QuizInput) =>
    run(async () => {
      await createQuiz(chapterId, input);
      setCreated(true);
    });

  return (
    <QuizPage title="Create Quiz" back={{ to: quizzesPath, label: "Back to Quizzes" }} chapterTitle={chapterData?.chapter.title}>
      {created && <SuccessAlert title={QUIZ_CREATED_MESSAGE} />}
      <QuizBuilderForm
        initialDraft={initialDraft}
        submitLabel="Create Quiz"
        busyLabel="Creating Quiz..."
        busy={loading}
        locked={created}
        {...failure}
        cancelTo={quizzesPath}
        onSubmit={(input) => void handleSubmit(input)}
      />
    </QuizPage>
  );
};
