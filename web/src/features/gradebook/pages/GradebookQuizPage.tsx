import { useQuery } from "@apollo/client/react";
import { Container } from "@chakra-ui/react";
import { Navigate, useParams } from "react-router";
import { LoadError } from "../../../components/LoadError";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { GradebookQuizChapterDocument } from "../../../graphql/__generated__/graphql";
import { manageQuizzesPath } from "../../quiz-authoring/paths";

/**
 * A gradebook cell's quiz: the web has no page of one quiz's attempts yet, so a cell opens the
 * quiz on its chapter's Manage Quizzes page (its attempt count and insight), found from the quiz.
 */
export const GradebookQuizPage = () => {
  const { quizId = "" } = useParams();
  usePageTitle("Opening the quiz");
  const { data, error, refetch } = useQuery(GradebookQuizChapterDocument, { variables: { id: quizId } });
  if (data) return <Navigate replace to={manageQuizzesPath(data.quiz.chapterId)} />;
  return (
    <Container maxW="4xl" py="10">
      {error ? (
        <LoadError
          message="Failed to open the quiz"
          onRetry={() => refetch()}
          back={{ to: "/manage-activity", label: "Back to Manage Activities" }}
        />
      ) : (
        <PageSpinner label="Opening the quiz" />
      )}
    </Container>
  );
};
