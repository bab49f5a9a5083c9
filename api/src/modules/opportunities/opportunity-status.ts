import { stringEnum } from '../../graphql/enum';

// Values are the labels the screens show.
export enum OpportunityStatus {
  OPEN = 'Open',
  OPENING_SOON = 'Opening Soon',
  CLOSED = 'Closed',
}

export const { values: OPPORTUNITY_STATUSES, parse: parseOpportunityStatus } = stringEnum(OpportunityStatus, 'OpportunityStatus', 'Computed when asked: CLOSED after the closing date, OPENING_SOON before the opening date, else OPEN.');

export type OpportunityDates = { openingDate: Date | null; closingDate: Date | null };

// SPEC.md section 4: Closed if the closing date is before now; otherwise
// Opening Soon if the opening date is after now; otherwise Open.
export function opportunityStatus({ openingDate, closingDate }: OpportunityDates, now: Date = new Date()): OpportunityStatus {
  if (closingDate && closingDate.getTime() < now.getTime()) return OpportunityStatus.CLOSED;
  if (openingDate && openingDate.getTime() > now.getTime()) return OpportunityStatus.OPENING_SOON;
  return OpportunityStatus.OPEN;
}
