import { lazy, Suspense } from "react";

// The "Due today" count is a chunk of its own (it needs Apollo Client, which the shell and the
// signed-out landing page do without); the navigation renders it for signed-in users only.
const DueTodayLink = lazy(() => import("./DueTodayLink").then((module) => ({ default: module.DueTodayLink })));

export const DueTodayNavItem = ({ onClick }: { onClick?: () => void }) => (
  <Suspense fallback={null}>
    <DueTodayLink onClick={onClick} />
  </Suspense>
);
