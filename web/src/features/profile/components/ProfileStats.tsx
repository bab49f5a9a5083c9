import { Button, HStack, SimpleGrid, Spinner, Stat, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import type { SessionRole } from "../../../auth/session-user";
import {
  ProfileAdminStatsDocument,
  ProfileLearnerStatsDocument,
  ProfileTutorStatsDocument,
} from "../../../graphql/__generated__/graphql";
import { assertUnreachable } from "../../../lib/assert-unreachable";
import { formatPercent } from "../profile-format";

type Figure = { label: string; value: string | number };

type FiguresProps = { figures: Figure[] | undefined; loading: boolean; failed: boolean; failure: string; onRetry: () => void };

// Spinner, an error note with Try Again, or the figures as a grid of 1, 2 or 3 columns.
const Figures = ({ figures, loading, failed, failure, onRetry }: FiguresProps) => {
  if (loading && !figures) {
    return <Spinner role="status" size="md" color="teal.solid" aria-label="Loading statistics" />;
  }
  if (failed || !figures) {
    return (
      <HStack gap="3" wrap="wrap" role="alert">
        <Text color="fg.error" textStyle="sm">
          {failure}
        </Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </HStack>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText>{figure.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
};

const LearnerStats = () => {
  const { data, loading, error, refetch } = useQuery(ProfileLearnerStatsDocument, { notifyOnNetworkStatusChange: true });
  const stats = data?.learnerDashboard;
  const figures = stats && [
    { label: "Total Attempts", value: stats.attempts },
    { label: "Passed Quizzes", value: stats.passed },
    { label: "Average Score", value: formatPercent(stats.averagePercentage) },
  ];
  return (
    <Figures figures={figures} loading={loading} failed={Boolean(error)} failure="Failed to fetch quiz attempts" onRetry={() => void refetch()} />
  );
};

const TutorStats = () => {
  const { data, loading, error, refetch } = useQuery(ProfileTutorStatsDocument, { notifyOnNetworkStatusChange: true });
  const stats = data?.tutorDashboard;
  const figures = stats && [
    { label: "Activities", value: stats.activities },
    { label: "Chapters", value: stats.chapters },
    { label: "Quizzes", value: stats.quizzes },
    { label: "Published Quizzes", value: stats.publishedQuizzes },
    { label: "Learner Attempts", value: stats.attempts },
    { label: "Average Score", value: formatPercent(stats.averagePercentage) },
  ];
  return (
    <Figures figures={figures} loading={loading} failed={Boolean(error)} failure="An error occurred. Please try again." onRetry={() => void refetch()} />
  );
};

const AdminStats = () => {
  const { data, loading, error, refetch } = useQuery(ProfileAdminStatsDocument, { notifyOnNetworkStatusChange: true });
  const stats = data?.adminDashboard;
  const figures = stats && [
    { label: "Learners", value: stats.users.learners },
    { label: "Tutors", value: stats.users.tutors },
    { label: "Admins", value: stats.users.admins },
    { label: "Courses", value: stats.courses },
    { label: "Past Papers", value: stats.papers },
    { label: "Open Opportunities", value: stats.openOpportunities },
    { label: "Unreplied Messages", value: stats.unrepliedMessages },
  ];
  return (
    <Figures figures={figures} loading={loading} failed={Boolean(error)} failure="An error occurred. Please try again." onRetry={() => void refetch()} />
  );
};

// Real figures for the signed-in user's role: quiz results for learners, teaching figures for tutors,
// platform figures for admins.
export const ProfileStats = ({ role }: { role: SessionRole }) => {
  switch (role) {
    case "user":
      return <LearnerStats />;
    case "tutor":
      return <TutorStats />;
    case "admin":
      return <AdminStats />;
    default:
      return assertUnreachable(role);
  }
};
