import { Badge } from "@chakra-ui/react";
import type { OpportunityStatus } from "../../../graphql/__generated__/graphql";
import { OPPORTUNITY_STATUS_COLORS, OPPORTUNITY_STATUSES } from "../labels";

type StatusBadgeProps = { status: OpportunityStatus };

export const StatusBadge = ({ status }: StatusBadgeProps) => (
  <Badge colorPalette={OPPORTUNITY_STATUS_COLORS[status]} variant="subtle">
    {OPPORTUNITY_STATUSES.label(status)}
  </Badge>
);
