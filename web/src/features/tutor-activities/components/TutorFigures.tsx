import { useQuery } from "@apollo/client/react";
import { Button, HStack, SimpleGrid, Spinner, Stat, Text } from "@chakra-ui/react";
import { TutorDashboardFiguresDocument } from "../../../graphql/__generated__/graphql";
import { MESSAGES } from "../labels";

// SPEC.md section 9: average score with one decimal.
const formatPercent = (value: number): string => `${value.toFixed(1)}%`;

// The tutor's own figures. A failure is a small note: the tiles stay usable.
export const TutorFigures = () => {
  const { data, loading, error, refetch } = useQuery(TutorDashboardFiguresDocument, { notifyOnNetworkStatusChange: true });
  const stats = data?.tutorDashboard;

  if (loading && !stats) return <Spinner role="status" size="md" color="teal.solid" aria-label="Loading your figures" />;
  if (error || !stats) {
    return (
      <HStack gap="3" wrap="wrap" role="alert">
        <Text color="fg.error" textStyle="sm">
          {MESSAGES.tryAgain}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          Try Again
        </Button>
      </HStack>
    );
  }

  const figures = [
    { label: "Activities", value: String(stats.activities) },
    { label: "Chapters", value: String(stats.chapters) },
    { label: "Quizzes", value: String(stats.quizzes) },
    { label: "Published Quizzes", value: String(stats.publishedQuizzes) },
    { label: "Attempts on Your Quizzes", value: String(stats.attempts) },
    { label: "Average Score", value: formatPercent(stats.averagePercentage) },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText>{figure.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
};
