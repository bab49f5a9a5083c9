import { useQuery } from "@apollo/client/react";
import { Button, HStack, SimpleGrid, Spinner, Stat, Text } from "@chakra-ui/react";
import { AdminDashboardFiguresDocument } from "../../../graphql/__generated__/graphql";

export const ADMIN_FIGURES_ERROR = "Failed to fetch dashboard figures";

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

// Platform-wide figures from the API. A failure is a small note: the tiles below stay usable.
export const AdminFigures = () => {
  const { data, loading, error, refetch } = useQuery(AdminDashboardFiguresDocument, { notifyOnNetworkStatusChange: true });
  const figures = data?.adminDashboard;

  if (loading && !figures) return <Spinner role="status" size="md" color="teal.solid" aria-label="Loading dashboard figures" />;
  if (error || !figures) {
    return (
      <HStack gap="3" wrap="wrap" role="alert">
        <Text color="fg.error" textStyle="sm">
          {ADMIN_FIGURES_ERROR}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          Try Again
        </Button>
      </HStack>
    );
  }

  const { admins, tutors, learners } = figures.users;
  const cards = [
    {
      label: "Users",
      value: admins + tutors + learners,
      help: `${plural(learners, "learner", "learners")} · ${plural(tutors, "tutor", "tutors")} · ${plural(admins, "admin", "admins")}`,
    },
    { label: "Past Papers", value: figures.papers },
    { label: "Courses", value: figures.courses },
    { label: "Open Opportunities", value: figures.openOpportunities },
    { label: "Unreplied Messages", value: figures.unrepliedMessages },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
      {cards.map((card) => (
        <Stat.Root key={card.label} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
          <Stat.Label>{card.label}</Stat.Label>
          <Stat.ValueText>{card.value}</Stat.ValueText>
          {card.help && <Stat.HelpText as="dd">{card.help}</Stat.HelpText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
};
