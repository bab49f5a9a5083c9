import { useQuery } from "@apollo/client/react";
import { CountNavLink } from "../../../components/app-shell/CountNavLink";
import { ApolloBoundary } from "../../../graphql/ApolloBoundary";
import { GradingQueueCountDocument } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";

// "Grading 3" in the navigation for a tutor or an admin: the essays waiting for a grade. The count
// is the grading queue's own cached total, so a saved grade lowers it without a refetch. Its
// name starts with the words it shows (WCAG 2.5.3).
const GradingItem = ({ onClick }: { onClick?: () => void }) => {
  const { data } = useQuery(GradingQueueCountDocument);
  const waiting = data?.essayAnswersToGrade.totalCount ?? 0;
  return (
    <CountNavLink to="/grading" count={waiting} label={`Grading ${plural(waiting, "essay")} waiting`} onClick={onClick}>
      Grading
    </CountNavLink>
  );
};

// Loaded lazily by the navigation (GradingNavItem) for tutors and admins: it brings Apollo Client.
export const GradingLink = ({ onClick }: { onClick?: () => void }) => (
  <ApolloBoundary>
    <GradingItem onClick={onClick} />
  </ApolloBoundary>
);
