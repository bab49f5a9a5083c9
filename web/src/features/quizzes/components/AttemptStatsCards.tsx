import { Card, SimpleGrid, Stat } from "@chakra-ui/react";
import { formatPercent } from "../../../lib/format";
import type { AttemptStats } from "../attempt-stats";

export const AttemptStatsCards = ({ stats }: { stats: AttemptStats }) => {
  const cards = [
    { label: "Total Attempts", value: String(stats.totalAttempts) },
    { label: "Passed Quizzes", value: String(stats.passedCount) },
    { label: "Average Score", value: formatPercent(stats.averagePercentage) },
  ];
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 3 }} gap="4" aria-label="Quiz statistics">
      {cards.map((card) => (
        <Card.Root as="li" key={card.label}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{card.label}</Stat.Label>
              <Stat.ValueText>{card.value}</Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
};
