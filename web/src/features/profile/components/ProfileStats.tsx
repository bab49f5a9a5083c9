import type { SessionRole } from "../../../auth/session-user";
import { queryFigures } from "../../../components/FiguresGrid";
import {
  ProfileAdminStatsDocument,
  ProfileLearnerStatsDocument,
  ProfileTutorStatsDocument,
} from "../../../graphql/__generated__/graphql";
import { assertUnreachable } from "../../../lib/assert-unreachable";
import { LEARNER_FIGURES_ERROR, learnerFigures } from "../../dashboard/components/LearnerFigures";
import { tutorFigures } from "../../tutor-activities/components/TutorFigures";

// The figures as a grid of 1, 2 or 3 columns.
const options = (failure = "An error occurred. Please try again.") => ({
  failure,
  loadingLabel: "Loading statistics",
  columns: { base: 1, sm: 2, md: 3 },
});

const LearnerStats = queryFigures(
  ProfileLearnerStatsDocument,
  (data) => learnerFigures(data.learnerDashboard),
  options(LEARNER_FIGURES_ERROR),
);

const TutorStats = queryFigures(ProfileTutorStatsDocument, (data) => tutorFigures(data.tutorDashboard, "Learner Attempts"), options());

const AdminStats = queryFigures(
  ProfileAdminStatsDocument,
  ({ adminDashboard: stats }) => [
    { label: "Learners", value: stats.users.learners },
    { label: "Tutors", value: stats.users.tutors },
    { label: "Admins", value: stats.users.admins },
    { label: "Courses", value: stats.courses },
    { label: "Past Papers", value: stats.papers },
    { label: "Open Opportunities", value: stats.openOpportunities },
    { label: "Unreplied Messages", value: stats.unrepliedMessages },
  ],
  options(),
);

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
