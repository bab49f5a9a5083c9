import { queryFigures, type Figure } from "../../../components/FiguresGrid";
import { AdminDashboardFiguresDocument, type AdminFigureFieldsFragment } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";

export const ADMIN_FIGURES_ERROR = "Failed to fetch dashboard figures";

const adminFigures = ({ users, papers, courses, openOpportunities, unrepliedMessages }: AdminFigureFieldsFragment): Figure[] => [
  {
    label: "Users",
    value: users.admins + users.tutors + users.learners,
    hint: `${plural(users.learners, "learner")} · ${plural(users.tutors, "tutor")} · ${plural(users.admins, "admin")}`,
  },
  { label: "Past Papers", value: papers },
  { label: "Courses", value: courses },
  { label: "Open Opportunities", value: openOpportunities },
  { label: "Unreplied Messages", value: unrepliedMessages },
];

// Platform-wide figures from the API. A failure is a small note: the tiles below stay usable.
export const AdminFigures = queryFigures(AdminDashboardFiguresDocument, (data) => adminFigures(data.adminDashboard), {
  failure: ADMIN_FIGURES_ERROR,
  loadingLabel: "Loading dashboard figures",
  columns: { base: 1, sm: 2, lg: 5 },
});
