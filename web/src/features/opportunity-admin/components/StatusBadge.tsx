import { Badge } from "@chakra-ui/react";
import type { OpportunityStatus } from "../../../graphql/__generated__/graphql";
import { OPPORTUNITY_STATUS_COLORS, OPPORTUNITY_STATUS_LABELS } from "../labels";

export const StatusBadge = ({ status }: { status: OpportunityStatus }) => (
  <Badge colorPalette={OPPORTUNITY_STATUS_COLORS[status]} variant="subtle">
    {OPPORTUNITY_STATUS_LABELS[status]}
  </Badge>
);
