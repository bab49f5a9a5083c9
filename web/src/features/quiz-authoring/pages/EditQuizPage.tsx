import { Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { NoticeAlert } from "../../../components/NoticeAlert";
import { toaster } from "../../../components/ui/toaster";
import { QuizPage } from "../components/QuizPageHeader";
import { usePageTitle } from "../../../components/usePageTitle";
import { AuthoringQuizDocument, type AuthoringQuizQuery, type QuizInput } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, hasErrorCode } from "../../../graphql/errors";
import { useServerFailure } from "../../../components/form/useServerFailure";
import { QuizBuilderForm } from "../components/QuizBuilderForm";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadError } from "../../../components/LoadError";
import { useUpdateQuiz } from "../hooks/useUpdateQuiz";
import { draftFromQuiz } from "../quiz-builder";
import { settingsFromQuiz } from "../quiz-settings";
import { QuizSettingsForm } from "../components/QuizSettingsForm";
import { manageQuizzesPath } from "../paths";

// The API's wording for a quiz learners have attempted (updateQuiz answers CONFLICT with it).
export const QUIZ_LOCKED_MESSAGE = "This quiz has already been attempted by learners and can no longer be edited.";
export const NOT_OWNER_MESSAGE = "You can only edit your own quizzes.";

type LoadedQuiz = AuthoringQuizQuery["quiz"];

// Why the quiz cannot be edited, known before saving: attempts exist, or it is another tutor's quiz
// (the API discloses attemptCount to the quiz's own tutor only).
const lockReason = (quiz: LoadedQuiz): string | null => {
  if (quiz.attemptCount === null || quiz.attemptCount === undefined) return NOT_OWNER_MESSAGE;
  return quiz.attemptCount > 0 ? QUIZ_LOCKED_MESSAGE : null;
};

const EditQuizForm = ({ quiz, quizzesPath }: { quiz: LoadedQuiz; quizzesPath: string }) => {
  const navigate = useNavigate();
  const { updateQuiz, loading } = useUpdateQuiz();
  const [initialDraft] = useState(() => draftFromQuiz(quiz));
  const [initialSettings] = useState(() => settingsFromQuiz(quiz));
  const { run, failure } = useServerFailure("Failed to update quiz");
  const [conflict, setConflict] = useState(false);
  const notice = lockReason(quiz);
  // Attempted: the questions are fixed, but some settings can still change (alone, below the notice).
  const settingsOnly = notice === QUIZ_LOCKED_MESSAGE && !conflict;

  const handleSubmit = (input: QuizInput) =>
    run(
      async () => {
        await updateQuiz(quiz.id, input);
        toaster.create({ type: "success", title: "Quiz updated successfully!", closable: true });
        void navigate(quizzesPath);
      },
      // A learner attempted it while it was open here: the server's message says so, and saving stops.
      (error) => {
        if (hasErrorCode(error, "CONFLICT")) setConflict(true);
      },
    );

  return (
    <Stack gap="6">
      {notice && <NoticeAlert title={notice} />}
      {settingsOnly ? (
        <QuizSettingsForm quiz={quiz} quizzesPath={quizzesPath} />
      ) : (
        <QuizBuilderForm
          initialDraft={initialDraft}
          initialSettings={initialSettings}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          busy={loading}
          locked={Boolean(notice) || conflict}
          {...failure}
          cancelTo={quizzesPath}
          onSubmit={(input) => void handleSubmit(input)}
        />
      )}
    </Stack>
  );
};

export const EditQuizPage = () => {
  const { chapterId = "", quizId = "" } = useParams();
  usePageTitle("Edit Quiz");
  // Always the server's current questions and attempt count: saving replaces them all.
  const { data, error, refetch } = useQuery(AuthoringQuizDocument, { variables: { id: quizId }, fetchPolicy: "network-only" });
  const quizzesPath = manageQuizzesPath(chapterId);

  const renderBody = () => {
    if (error && !data) {
      const message = hasErrorCode(error, "NOT_FOUND") ? getErrorMessage(error, "Quiz not found") : "Failed to fetch quizzes";
      return <LoadError message={message} onRetry={() => void refetch()} back={{ to: quizzesPath, label: "Back to Quizzes" }} />;
    }
    if (!data) return <PageSpinner label="Loading quiz" />;
    return <EditQuizForm key={data.quiz.id} quiz={data.quiz} quizzesPath={quizzesPath} />;
  };

  return (
    <QuizPage title="Edit Quiz" back={{ to: quizzesPath, label: "Back to Quizzes" }} chapterTitle={data?.quiz.chapter.title}>
      {renderBody()}
    </QuizPage>
  );
};
