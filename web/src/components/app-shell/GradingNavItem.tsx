import { lazy, Suspense } from "react";
import { useAuthContext } from "../../auth/AuthContext";

// The essay grading queue's link and count, a chunk of its own like "Due today": for
// tutors and admins only, learners never see it.
const GradingLink = lazy(() => import("../../features/grading/components/GradingLink").then((module) => ({ default: module.GradingLink })));

export const GradingNavItem = ({ onClick }: { onClick?: () => void }) => {
  const { user } = useAuthContext();
  if (user?.role !== "tutor" && user?.role !== "admin") return null;
  return (
    <Suspense fallback={null}>
      <GradingLink onClick={onClick} />
    </Suspense>
  );
};
