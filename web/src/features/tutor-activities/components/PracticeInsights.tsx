import { useQuery } from "@apollo/client/react";
import { Box, Button, Heading, HStack, Link, SimpleGrid, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { Section } from "../../../components/Section";
import { CourseStudyInsightsDocument, type CourseStudyInsightsQuery } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";

const PRACTICE_INSIGHTS_ERROR = "Failed to fetch practice insights";

type Insight = CourseStudyInsightsQuery["courseStudyInsights"][number];

const CourseInsight = ({ insight }: { insight: Insight }) => (
  <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg" minW="0">
    <Stack gap="3">
      <Stack gap="1">
        <Heading as="h3" size="sm" wordBreak="break-word">
          <Link asChild color="teal.fg">
            <RouterLink to={`/course-details/${insight.course.id}`}>{insight.course.title}</RouterLink>
          </Link>
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {plural(insight.learners, "learner")} practising · {plural(insight.reviews, "grade")}
        </Text>
      </Stack>
      {insight.hardestCards.length > 0 && (
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" mt="0" mb="1">
            Hardest cards
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Question</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Again / grades</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {insight.hardestCards.map((hard) => (
              <Table.Row key={hard.card.id}>
                <Table.Cell wordBreak="break-word">{hard.card.question}</Table.Cell>
                <Table.Cell textAlign="end">
                  {hard.again}
                  <Text as="span" color="fg.muted">
                    {" "}
                    / {hard.reviews}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  </Box>
);

// How learners practise the courses the tutor manages (every course for an admin): learners,
// grades and the cards most often graded "Again". A failure is a small note: the rest of the dashboard stays usable.
// As many courses as study-insights.graphql asks for: a full list says it may be cut.
const SHOWN_COURSES = 10;

export const PracticeInsights = () => {
  const { data, loading, error, refetch } = useQuery(CourseStudyInsightsDocument, { notifyOnNetworkStatusChange: true });
  const insights = data?.courseStudyInsights;
  let content;
  if (loading && !insights) content = <Spinner role="status" size="md" color="teal.solid" aria-label="Loading practice insights" />;
  else if (error || !insights) {
    content = (
      <HStack gap="3" wrap="wrap" role="alert">
        <Text color="fg.error" textStyle="sm">
          {PRACTICE_INSIGHTS_ERROR}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          Try Again
        </Button>
      </HStack>
    );
  } else if (insights.length === 0) {
    content = (
      <EmptyState title="No learner has practised your courses yet" description="Learners who practise a course's cards show up here." />
    );
  } else {
    content = (
      <Stack gap="3">
        {insights.length >= SHOWN_COURSES && (
          <Text textStyle="sm" color="fg.muted">
            The {SHOWN_COURSES} most practised of your courses; others are not shown here.
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {insights.map((insight) => (
            <CourseInsight key={insight.course.id} insight={insight} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  return <Section title="Practice Insights">{content}</Section>;
};
