import { Badge, Box, Button, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { Ref } from "react";
import type { AdminOpportunityFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { opportunityStatus } from "../../opportunities/opportunity-status";
import { LINK_NOT_AVAILABLE, OPPORTUNITY_TYPES } from "../labels";
import { StatusBadge } from "../../opportunities/components/StatusBadge";
import { DeleteButton } from "../../../components/DeleteButton";

type OpportunityViewProps = {
  opportunity: AdminOpportunityFieldsFragment;
  now: Date;
  onEdit: () => void;
  onDelete: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
};

const dateLine = (label: string, value: string | null | undefined): string =>
  value ? `${label}: ${formatDate(value)}` : `${label}: not set`;

// A card's view mode: the opportunity as learners will see it, with Edit and Delete.
export const OpportunityView = ({ opportunity, now, onEdit, onDelete, editButtonRef }: OpportunityViewProps) => (
  <Stack gap="3" height="full">
    <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
      <Badge variant="outline">{OPPORTUNITY_TYPES.label(opportunity.type)}</Badge>
      <StatusBadge status={opportunityStatus(opportunity, now)} />
    </HStack>
    <Heading as="h2" size="md" wordBreak="break-word">
      {opportunity.title}
    </Heading>
    <Text whiteSpace="pre-line" lineClamp={6} wordBreak="break-word">
      {opportunity.description}
    </Text>
    <Box fontSize="sm">
      {opportunity.link === LINK_NOT_AVAILABLE ? (
        <Text color="fg.muted">{LINK_NOT_AVAILABLE}</Text>
      ) : (
        <Link href={opportunity.link} target="_blank" rel="noopener noreferrer" colorPalette="teal" wordBreak="break-all">
          {opportunity.link}
        </Link>
      )}
    </Box>
    <Stack gap="0" fontSize="sm" color="fg.muted">
      <Text>{dateLine("Opening date", opportunity.openingDate)}</Text>
      <Text>{dateLine("Closing date", opportunity.closingDate)}</Text>
    </Stack>
    <HStack gap="2" mt="auto" pt="2">
      <Button ref={editButtonRef} size="sm" variant="outline" aria-label={`Edit ${opportunity.title}`} onClick={onEdit}>
        Edit
      </Button>
      <DeleteButton variant="subtle" label={`Delete ${opportunity.title}`} onClick={onDelete} />
    </HStack>
  </Stack>
);
