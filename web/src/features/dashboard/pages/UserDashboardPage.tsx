import { Stack } from "@chakra-ui/react";
import { DashboardPage } from "../../../components/Dashboard";
import { LearnerFigures } from "../components/LearnerFigures";
import { PracticeProgress } from "../components/PracticeProgress";
import { DASHBOARD_TILES } from "../tiles";

export const UserDashboardPage = () => (
  <DashboardPage
    pageTitle="My Dashboard"
    // SPEC.md section 2: the welcome uses the user's name, or "User" when there is none.
    title={(name) => `Welcome, ${name || "User"}!`}
    intro={() => "Pick up where you left off or explore something new."}
    figuresTitle="Your Progress"
    figures={
      // Quiz figures, then practice: both are the learner's progress.
      <Stack gap="6">
        <LearnerFigures />
        <PracticeProgress />
      </Stack>
    }
    tiles={DASHBOARD_TILES}
  />
);
