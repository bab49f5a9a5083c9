import { Button, Card, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { ActivitySummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { posterName } from "../../activities/activity-search";
import { DeleteButton } from "../../../components/DeleteButton";
import { gradebookPath } from "../../gradebook/paths";

type ActivityRowProps = {
  activity: ActivitySummaryFieldsFragment;
  onDelete: (activity: ActivitySummaryFieldsFragment) => void;
};

// The whole row opens the activity's chapters (its title is the link); Delete sits above the overlay.
export const ActivityRow = ({ activity, onDelete }: ActivityRowProps) => (
  <LinkBox asChild>
    <Card.Root
      as="article"
      variant="outline"
      transition="box-shadow 0.2s"
      _hover={{ shadow: "md" }}
      _focusWithin={{ outline: "2px solid", outlineColor: "teal.focusRing", outlineOffset: "2px" }}
    >
      <Card.Body>
        <Stack direction={{ base: "column", md: "row" }} gap="4" justify="space-between" align={{ md: "center" }}>
          <Stack gap="2" minW="0">
            <Heading as="h2" size="lg" wordBreak="break-word">
              <LinkOverlay asChild _focusVisible={{ outline: "none" }}>
                <RouterLink to={`/manage-activities/${activity.id}/chapters`}>{activity.title}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text color="fg.muted" lineClamp={2} wordBreak="break-word">
              {activity.description}
            </Text>
            <Stack direction={{ base: "column", sm: "row" }} gap={{ base: "0", sm: "4" }} fontSize="sm" color="fg.muted">
              <Text>Created {formatDate(activity.createdAt)}</Text>
              <Text>Posted by {posterName(activity)}</Text>
            </Stack>
          </Stack>
          <HStack
            // Above the link overlay so they stay clickable.
            position="relative"
            zIndex="1"
            flexShrink={0}
            gap="2"
            alignSelf={{ base: "flex-start", md: "center" }}
          >
            <Button asChild variant="outline" colorPalette="teal" size="sm">
              <RouterLink to={gradebookPath(activity.id)} aria-label={`Gradebook of ${activity.title}`}>
                Gradebook
              </RouterLink>
            </Button>
            <DeleteButton label={`Delete ${activity.title}`} onClick={() => onDelete(activity)} />
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  </LinkBox>
);
