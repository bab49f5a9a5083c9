import { registerEnumType } from 'type-graphql';

// Stored values are SPEC.md's spellings, "Heckathons" included.
export enum OpportunityType {
  BURSARY = 'Bursary',
  HECKATHONS = 'Heckathons',
  INTERNSHIP = 'Internship',
  FULL_TIME = 'Full-time',
  PART_TIME = 'Part-time',
}

export const OPPORTUNITY_TYPES: readonly OpportunityType[] = Object.values(OpportunityType);

export const DEFAULT_OPPORTUNITY_TYPE = OpportunityType.INTERNSHIP;

// Accepts the stored value ("Full-time") or the GraphQL name (FULL_TIME), whatever the case.
export function parseOpportunityType(value: unknown): OpportunityType | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase().replace(/_/g, '-');
  return OPPORTUNITY_TYPES.find((type) => type.toLowerCase() === wanted);
}

registerEnumType(OpportunityType, {
  name: 'OpportunityType',
  description: 'Bursary, Heckathons, Internship (the default), Full-time or Part-time.',
});
