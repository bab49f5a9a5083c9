import { Container, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/BackLink";
import { usePageTitle } from "../../../components/usePageTitle";
import { LearnerActivityChaptersDocument, LearnerActivityDetailsDocument } from "../../../graphql/__generated__/graphql";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { formatDate } from "../../../lib/dates";
import { posterName } from "../activity-search";
import { ChapterCard } from "../components/ChapterCard";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { ActivityHeader } from "../components/ActivityHeader";
import { PageSpinner } from "../../../components/PageSpinner";
import { CardList } from "../../../components/CardGrid";
import { Section } from "../../../components/Section";

// Oldest first; "Load more" asks for the next page.
export const CHAPTER_PAGE_SIZE = 20;

// SPEC.md section 2: "Back to Activities" goes to the user dashboard.
const BACK = { to: "/user-dashboard", label: "Back to Activities" };

export const ActivityChaptersPage = () => {
  const { activityId = "" } = useParams();
  const activityQuery = useQuery(LearnerActivityDetailsDocument, { variables: { id: activityId } });
  const chaptersQuery = useQuery(LearnerActivityChaptersDocument, {
    variables: { activityId, first: CHAPTER_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const { nodes: chapters, footer } = useConnection(
    chaptersQuery.data?.chapters,
    chaptersQuery,
    "chapters",
  );
  const activity = activityQuery.data?.activity;
  usePageTitle(activity?.title ?? "Activity Chapters");

  const renderChapters = () => {
    if (chaptersQuery.error && !chaptersQuery.data) {
      return <LoadError message="Failed to fetch chapters" onRetry={() => void chaptersQuery.refetch()} back={BACK} />;
    }
    if (!chaptersQuery.data) return <PageSpinner label="Loading chapters" />;
    if (chapters.length === 0) {
      return (
        <EmptyState
          title="No chapters available for this activity yet."
          description="The tutor has not added any chapters. Check back later!"
        />
      );
    }
    return (
      <Stack gap="4">
        <CardList items={chapters} ordered>
          {(chapter) => <ChapterCard chapter={chapter} />}
        </CardList>
        <LoadMore {...footer} noun="chapters" />
      </Stack>
    );
  };

  const renderPage = () => {
    if (activityQuery.error && !activity) {
      return (
        <LoadError message="Failed to fetch activity details" onRetry={() => void activityQuery.refetch()} back={BACK} />
      );
    }
    if (!activity) return <PageSpinner label="Loading activity" />;
    return (
      <Stack gap="8">
        <ActivityHeader activity={activity}>
          <Stack direction={{ base: "column", sm: "row" }} gap={{ base: "1", sm: "6" }} fontSize="sm" color="fg.muted">
            <Text>Created by {posterName(activity)}</Text>
            <Text>Posted on {formatDate(activity.createdAt)}</Text>
          </Stack>
        </ActivityHeader>
        <Section title="Chapters" size="xl">
          {renderChapters()}
        </Section>
      </Stack>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <BackLink {...BACK} mb="4" />
      {renderPage()}
    </Container>
  );
};
