import { queryFigures, type Figure } from "../../../components/FiguresGrid";
import { UserDashboardFiguresDocument, type LearnerFigureFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatPercent } from "../../../lib/format";

export const LEARNER_FIGURES_ERROR = "Failed to fetch quiz attempts";

// The learner's quiz figures, here and on the profile.
export const learnerFigures = (stats: LearnerFigureFieldsFragment): Figure[] => [
  { label: "Total Attempts", value: stats.attempts },
  { label: "Passed Quizzes", value: stats.passed },
  { label: "Average Score", value: formatPercent(stats.averagePercentage) },
];

// A failure is a small note: the tiles below stay usable.
export const LearnerFigures = queryFigures(UserDashboardFiguresDocument, (data) => learnerFigures(data.learnerDashboard), {
  failure: LEARNER_FIGURES_ERROR,
  loadingLabel: "Loading your figures",
  columns: { base: 1, sm: 3 },
});
