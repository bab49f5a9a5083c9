import { Heading, SimpleGrid, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { DisclosurePanel } from "../../../components/DisclosurePanel";
import { AuthoringQuizInsightDocument, type AuthoringQuizInsightQuery } from "../../../graphql/__generated__/graphql";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadError } from "../../../components/LoadError";
import { LiveIndicator } from "../../../components/LiveIndicator";
import { useLiveQuizInsight } from "../hooks/useLiveQuizInsight";
import { Figure } from "./InsightFigure";
import { ItemAnalysis } from "./ItemAnalysis";
import { percent, QuestionInsight, questionKey } from "./QuestionInsight";

type QuizInsightPanelProps = { quizId: string; quizTitle: string; questionCount: number };

// SPEC.md section 9: average score with one decimal, percentages as whole numbers.
const oneDecimal = (value: number): string => value.toFixed(1);

const InsightContent = ({ quizId, questionCount }: { quizId: string; questionCount: number }) => {
  // Learners keep attempting: show what is cached at once, then the server's current figures.
  const { data, error, refetch } = useQuery(AuthoringQuizInsightDocument, {
    variables: { quizId },
    fetchPolicy: "cache-and-network",
  });
  // Then each new attempt as it is stored, while the panel is open.
  useLiveQuizInsight(quizId);
  if (error && !data) return <LoadError message="Failed to fetch quiz insight" onRetry={() => void refetch()} />;
  if (!data) return <PageSpinner label="Loading insight" />;
  const insight = data.quizInsight;
  const attempts = insight.attemptCount === 1 ? "1 attempt" : `${insight.attemptCount} attempts`;

  return (
    <Stack gap="5">
      <LiveIndicator />
      {/* Announces the count as attempts come in (the figures below are not a live region). */}
      <VisuallyHidden aria-live="polite" role="status">
        {attempts}
      </VisuallyHidden>
      {insight.attemptCount === 0 ? (
        <Text color="fg.muted">No attempts yet</Text>
      ) : (
        <InsightFigures insight={insight} questionCount={questionCount} />
      )}
    </Stack>
  );
};

type Insight = AuthoringQuizInsightQuery["quizInsight"];

const InsightFigures = ({ insight, questionCount }: { insight: Insight; questionCount: number }) => {
  return (
    <Stack gap="5">
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
        <Figure label="Attempts" value={String(insight.attemptCount)} />
        <Figure
          label="Average score"
          value={`${oneDecimal(insight.averageScore)} / ${questionCount}`}
          help={`${percent(insight.averagePercentage)} on average`}
        />
        <Figure
          label="Pass rate"
          value={percent(insight.passRate)}
          help={`${insight.passedCount} of ${insight.attemptCount} passed`}
        />
      </SimpleGrid>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Right answers by question
        </Heading>
        <Stack as="ol" gap="5" listStyleType="none" ps="0">
          {insight.questions.map((question) => (
            <QuestionInsight key={questionKey(question)} question={question} />
          ))}
        </Stack>
      </Stack>
      <ItemAnalysis insight={insight} />
    </Stack>
  );
};

// An "Insight" disclosure: how learners did, loaded only when opened.
export const QuizInsightPanel = ({ quizId, quizTitle, questionCount }: QuizInsightPanelProps) => (
  <DisclosurePanel label="Insight" regionLabel={`Insight: ${quizTitle}`}>
    <InsightContent quizId={quizId} questionCount={questionCount} />
  </DisclosurePanel>
);
