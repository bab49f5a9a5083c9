import { DashboardPage } from "../../../components/Dashboard";
import { Section } from "../../../components/Section";
import { TileGrid } from "../../../components/TileGrid";
import { PracticeInsights } from "../../tutor-activities/components/PracticeInsights";
import { useLiveContactMessages } from "../../messages/hooks/useLiveContactMessages";
import { AdminFigures } from "../components/AdminFigures";
import { ADMIN_TILES, DEVELOPER_TILES } from "../tiles";

export const AdminDashboardPage = () => {
  // The unreplied messages count goes up as messages arrive.
  useLiveContactMessages();
  return (
    <DashboardPage
      pageTitle="Admin Dashboard"
      title={() => "Admin Dashboard"}
      intro={(name) => `Welcome back, ${name || "Admin"}. Here is how the platform is doing.`}
      figuresTitle="Platform Overview"
      figures={<AdminFigures />}
      tiles={ADMIN_TILES}
    >
      <Section title="Developer Tools">
        <TileGrid tiles={DEVELOPER_TILES} />
      </Section>
      <PracticeInsights />
    </DashboardPage>
  );
};
