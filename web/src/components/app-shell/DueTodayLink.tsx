import { useQuery } from "@apollo/client/react";
import { ApolloBoundary } from "../../graphql/ApolloBoundary";
import { NavDueTodayDocument } from "../../graphql/__generated__/graphql";
import { plural } from "../../lib/format";
import { CountNavLink } from "./CountNavLink";

// A list item "Due today 3" in the navigation, for a signed-in learner with cards due; nothing
// otherwise, nor when the count cannot be read. Its name, "Due today 3 cards", starts with the
// words it shows (WCAG 2.5.3). reviewCard keeps the count current in the cache.
const DueTodayItem = ({ onClick }: { onClick?: () => void }) => {
  const { data } = useQuery(NavDueTodayDocument);
  const due = data?.myProgress.dueToday ?? 0;
  if (due <= 0) return null;
  return (
    <CountNavLink to="/user-dashboard" count={due} label={`Due today ${plural(due, "card")}`} onClick={onClick}>
      Due today
    </CountNavLink>
  );
};

// Loaded lazily by the navigation (DueTodayNavItem) for signed-in users: it brings Apollo Client.
export const DueTodayLink = ({ onClick }: { onClick?: () => void }) => (
  <ApolloBoundary>
    <DueTodayItem onClick={onClick} />
  </ApolloBoundary>
);
