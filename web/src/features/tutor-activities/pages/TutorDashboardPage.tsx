import { DashboardPage } from "../../../components/Dashboard";
import { PracticeInsights } from "../components/PracticeInsights";
import { TutorFigures } from "../components/TutorFigures";
import { TUTOR_TILES } from "../tiles";

export const TutorDashboardPage = () => (
  <DashboardPage
    pageTitle="Tutor Dashboard"
    title={() => "Tutor Dashboard"}
    intro={(name) => `${name ? `Welcome back, ${name}!` : "Welcome back!"} Here is how your teaching is going.`}
    figuresTitle="Your Figures"
    figures={<TutorFigures />}
    tiles={TUTOR_TILES}
  >
    <PracticeInsights />
  </DashboardPage>
);
