import { Box, Center, Heading, Spinner, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { lazy, Suspense, useId } from "react";
import { formatDayLabel, type DayCount } from "../progress-format";

// recharts is the dashboard's largest dependency: its own chunk, loaded once a chart has something to draw.
const StudyChart = lazy(() => import("./StudyChart").then((module) => ({ default: module.StudyChart })));

type StudyChartCardProps = {
  title: string;
  // What the chart shows in a sentence ("42 reviews in the last 30 days"): its text alternative with the table.
  summary: string;
  days: readonly DayCount[];
  seriesLabel: string;
  color: string;
};

// One chart of the dashboard: a heading, its summary, the bars, and the same figures as a table for
// screen readers (the drawing is hidden from them). Nothing to draw when every day is 0.
export const StudyChartCard = ({ title, summary, days, seriesLabel, color }: StudyChartCardProps) => {
  const headingId = useId();
  const empty = days.every((day) => day.count === 0);
  return (
    <Stack as="figure" aria-labelledby={headingId} gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="bg" minW="0">
      <Heading as="h3" size="sm" id={headingId}>
        {title}
      </Heading>
      <Text as="figcaption" color="fg.muted" textStyle="sm">
        {summary}
      </Text>
      {!empty && (
        <>
          <Suspense
            fallback={
              <Center h="48">
                <Spinner role="status" size="sm" color="teal.solid" aria-label={`Loading the chart: ${title}`} />
              </Center>
            }
          >
            <Box minW="0">
              <StudyChart
                days={days.map((day) => ({ label: formatDayLabel(day.day), count: day.count }))}
                seriesLabel={seriesLabel}
                color={color}
              />
            </Box>
          </Suspense>
          <VisuallyHidden>
            <Table.Root size="sm">
              <Table.Caption>{title}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Day</Table.ColumnHeader>
                  <Table.ColumnHeader>{seriesLabel}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {days.map((day) => (
                  <Table.Row key={day.day}>
                    <Table.Cell>{formatDayLabel(day.day)}</Table.Cell>
                    <Table.Cell>{day.count}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </VisuallyHidden>
        </>
      )}
    </Stack>
  );
};
