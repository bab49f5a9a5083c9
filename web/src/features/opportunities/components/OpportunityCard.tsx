import { Card, Heading, HStack, LinkBox, LinkOverlay, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { OpportunitySummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { OPPORTUNITY_TYPES } from "../labels";
import { opportunityStatus } from "../opportunity-status";
import { StatusBadge } from "./StatusBadge";

type OpportunityCardProps = { opportunity: OpportunitySummaryFieldsFragment; now: Date };

// The whole card is clickable; the title is the one real link for keyboards and screen readers.
export const OpportunityCard = ({ opportunity, now }: OpportunityCardProps) => (
  <LinkBox as="article" height="full">
    <Card.Root height="full" _hover={{ borderColor: "teal.solid" }} transition="border-color 0.2s">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Text fontSize="sm" color="fg.muted">
            {OPPORTUNITY_TYPES.label(opportunity.type)}
          </Text>
          <StatusBadge status={opportunityStatus(opportunity, now)} />
        </HStack>
        <Heading as="h2" size="md">
          <LinkOverlay asChild>
            <RouterLink to={`/opportunity/${opportunity.id}`}>{opportunity.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm">
          {opportunity.closingDate ? `Closing date: ${formatDate(opportunity.closingDate)}` : "No closing date"}
        </Text>
      </Card.Body>
    </Card.Root>
  </LinkBox>
);
