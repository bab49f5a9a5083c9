import { Box, Card, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { OpportunityDetailQuery } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { OPPORTUNITY_STATUSES, OPPORTUNITY_TYPES } from "../labels";
import { opportunityStatus } from "../opportunity-status";
import { ApplyAction } from "./ApplyAction";
import { StatusBadge } from "./StatusBadge";

type OpportunityDetailsProps = { opportunity: OpportunityDetailQuery["opportunity"]; now: Date };

const dateOrDash = (value: string | null | undefined) => (value ? formatDate(value) : "Not specified");

export const OpportunityDetails = ({ opportunity, now }: OpportunityDetailsProps) => {
  const status = opportunityStatus(opportunity, now);
  return (
    <Card.Root as="article">
      <Card.Body gap="6">
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {OPPORTUNITY_TYPES.label(opportunity.type)}
            </Text>
            <StatusBadge status={status} />
          </HStack>
          <Heading as="h1" size="2xl">
            {opportunity.title}
          </Heading>
        </Stack>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Type</DataList.ItemLabel>
            <DataList.ItemValue>{OPPORTUNITY_TYPES.label(opportunity.type)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Status</DataList.ItemLabel>
            <DataList.ItemValue>{OPPORTUNITY_STATUSES.label(status)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Opening date</DataList.ItemLabel>
            <DataList.ItemValue>{dateOrDash(opportunity.openingDate)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Closing date</DataList.ItemLabel>
            <DataList.ItemValue>{dateOrDash(opportunity.closingDate)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Box as="section" aria-labelledby="opportunity-description">
          <Heading as="h2" id="opportunity-description" size="lg" mb="2">
            Description
          </Heading>
          <Text whiteSpace="pre-wrap">{opportunity.description}</Text>
        </Box>
        <Box>
          <ApplyAction status={status} link={opportunity.link} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
};
