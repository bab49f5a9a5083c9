import { Box, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { ActivitySummaryFieldsFragment } from "../../../graphql/__generated__/graphql";

type ActivityHeaderProps = {
  activity: ActivitySummaryFieldsFragment;
  // A line above the title naming the screen ("Manage Chapters").
  eyebrow?: string;
  // Lines under the description (who posted it and when).
  children?: ReactNode;
};

// An activity's chapters screen starts with it: its title as the h1 and its description.
export const ActivityHeader = ({ activity, eyebrow, children }: ActivityHeaderProps) => (
  <Box as="header">
    {eyebrow && (
      <Text color="fg.muted" fontSize="sm" mb="1">
        {eyebrow}
      </Text>
    )}
    <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="3" wordBreak="break-word">
      {activity.title}
    </Heading>
    <Text fontSize="lg" color="fg.muted" mb={children ? "3" : undefined} whiteSpace="pre-line" wordBreak="break-word">
      {activity.description}
    </Text>
    {children}
  </Box>
);
