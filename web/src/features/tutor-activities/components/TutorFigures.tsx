import { queryFigures, type Figure } from "../../../components/FiguresGrid";
import { TutorDashboardFiguresDocument, type TutorFigureFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatPercent } from "../../../lib/format";
import { MESSAGES } from "../labels";

// The tutor's own figures, here and on the profile (which names the attempts differently).
export const tutorFigures = (stats: TutorFigureFieldsFragment, attemptsLabel = "Attempts on Your Quizzes"): Figure[] => [
  { label: "Activities", value: stats.activities },
  { label: "Chapters", value: stats.chapters },
  { label: "Quizzes", value: stats.quizzes },
  { label: "Published Quizzes", value: stats.publishedQuizzes },
  { label: attemptsLabel, value: stats.attempts },
  { label: "Average Score", value: formatPercent(stats.averagePercentage) },
];

// A failure is a small note: the tiles stay usable.
export const TutorFigures = queryFigures(TutorDashboardFiguresDocument, (data) => tutorFigures(data.tutorDashboard), {
  failure: MESSAGES.tryAgain,
  loadingLabel: "Loading your figures",
  columns: { base: 2, md: 3 },
});
