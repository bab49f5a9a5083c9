import { Card, Heading, LinkBox, LinkOverlay, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { ActivitySummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { posterName } from "../activity-search";

// The whole card is clickable; the title is the one link screen readers hear.
export const ActivityCard = ({ activity }: { activity: ActivitySummaryFieldsFragment }) => (
  <LinkBox asChild>
    <Card.Root
      as="article"
      height="full"
      transition="box-shadow 0.2s, border-color 0.2s"
      _hover={{ shadow: "md", borderColor: "teal.emphasized" }}
      _focusWithin={{ outline: "2px solid", outlineColor: "teal.focusRing", outlineOffset: "2px" }}
    >
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          <LinkOverlay asChild _focusVisible={{ outline: "none" }}>
            <RouterLink to={`/activities/${activity.id}/chapters`}>{activity.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {activity.description}
        </Text>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="flex-start" gap="1" fontSize="sm" color="fg.muted">
        <Text>Posted by {posterName(activity)}</Text>
        <Text>Created {formatDate(activity.createdAt)}</Text>
      </Card.Footer>
    </Card.Root>
  </LinkBox>
);
