import { useQuery } from "@apollo/client/react";
import { SimpleGrid, Stack } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import { FiguresGrid, type Figure } from "../../../components/FiguresGrid";
import { MyProgressDocument, type MyProgressQuery } from "../../../graphql/__generated__/graphql";
import { forecastSummary, reviewsSummary, streakLabel } from "../progress-format";
import { ActivityProgressList } from "./ActivityProgressList";
import { CourseProgressList } from "./CourseProgressList";
import { StudyChartCard } from "./StudyChartCard";

const PRACTICE_PROGRESS_ERROR = "Failed to fetch your practice progress";

const practiceFigures = ({ streak, dueToday }: MyProgressQuery["myProgress"]): Figure[] => [
  { label: "Streak", value: streakLabel(streak), hint: "Days in a row with a review or a quiz" },
  { label: "Due Today", value: dueToday, hint: "Cards to review across your courses" },
];

// The reviews done each day so far, and the cards falling due each day ahead.
const practiceCharts = ({ reviewsPerDay, dueForecast }: MyProgressQuery["myProgress"]): ComponentProps<typeof StudyChartCard>[] => [
  { title: "Reviews per day", summary: reviewsSummary(reviewsPerDay), days: reviewsPerDay, seriesLabel: "Reviews", color: "teal.solid" },
  { title: "Cards due per day", summary: forecastSummary(dueForecast), days: dueForecast, seriesLabel: "Cards due", color: "blue.solid" },
];

// The learner's spaced-repetition progress: streak and cards due, each course's cards,
// each activity's chapters passed, and two charts. Loaded again on each visit: practice elsewhere moves it.
export const PracticeProgress = () => {
  const { data, loading, error, refetch } = useQuery(MyProgressDocument, {
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const progress = data?.myProgress;
  return (
    <Stack gap="6">
      <FiguresGrid
        figures={progress && practiceFigures(progress)}
        loading={loading}
        failed={Boolean(error) && !progress}
        failure={PRACTICE_PROGRESS_ERROR}
        loadingLabel="Loading your practice progress"
        onRetry={refetch}
        columns={{ base: 1, sm: 2 }}
      />
      {progress && (
        <>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {practiceCharts(progress).map((chart) => (
              <StudyChartCard key={chart.title} {...chart} />
            ))}
          </SimpleGrid>
          <CourseProgressList courses={progress.courses} />
          <ActivityProgressList activities={progress.activities} />
        </>
      )}
    </Stack>
  );
};
