import { List } from "@chakra-ui/react";
import { CommunityPanel } from "./CommunityPanel";

const REASONS = [
  "Share knowledge and get help",
  "Find tech bursaries",
  "Get feedback and read others' posts",
  "Stay updated on events and hackathons",
] as const;

export const WhyJoin = () => (
  <CommunityPanel title="Why join?">
    <List.Root gap="2" ps="5">
      {REASONS.map((reason) => (
        <List.Item key={reason}>{reason}</List.Item>
      ))}
    </List.Root>
  </CommunityPanel>
);
