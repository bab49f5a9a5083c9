import type { OpportunityStatus } from "../../graphql/__generated__/graphql";

type OpportunityDates = {
  openingDate?: string | null;
  closingDate?: string | null;
};

const toTime = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
};

// SPEC.md section 4: Closed if the closing date is before now; otherwise Opening Soon if the
// opening date is after now; otherwise Open. A missing date never decides the status.
export const opportunityStatus = (opportunity: OpportunityDates, now: Date): OpportunityStatus => {
  const closing = toTime(opportunity.closingDate);
  if (closing !== null && closing < now.getTime()) return "CLOSED";
  const opening = toTime(opportunity.openingDate);
  if (opening !== null && opening > now.getTime()) return "OPENING_SOON";
  return "OPEN";
};
