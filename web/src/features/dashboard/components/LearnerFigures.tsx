import { useQuery } from "@apollo/client/react";
import { Button, HStack, SimpleGrid, Spinner, Stat, Text } from "@chakra-ui/react";
import { UserDashboardFiguresDocument } from "../../../graphql/__generated__/graphql";

// SPEC.md section 9: average score with one decimal.
const formatPercent = (value: number): string => `${value.toFixed(1)}%`;

// The learner's quiz figures. A failure is a small note: the tiles below stay usable.
export const LearnerFigures = () => {
  const { data, loading, error, refetch } = useQuery(UserDashboardFiguresDocument, { notifyOnNetworkStatusChange: true });
  const stats = data?.learnerDashboard;

  if (loading && !stats) return <Spinner role="status" size="md" color="teal.solid" aria-label="Loading your figures" />;
  if (error || !stats) {
    return (
      <HStack gap="3" wrap="wrap" role="alert">
        <Text color="fg.error" textStyle="sm">
          Failed to fetch quiz attempts
        </Text>
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          Try Again
        </Button>
      </HStack>
    );
  }

  const figures = [
    { label: "Total Attempts", value: String(stats.attempts) },
    { label: "Passed Quizzes", value: String(stats.passed) },
    { label: "Average Score", value: formatPercent(stats.averagePercentage) },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText>{figure.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
};
