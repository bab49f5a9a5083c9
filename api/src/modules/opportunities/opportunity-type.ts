import { stringEnum } from '../../graphql/enum';

// Stored values are SPEC.md's spellings, "Heckathons" included.
export enum OpportunityType {
  BURSARY = 'Bursary',
  HECKATHONS = 'Heckathons',
  INTERNSHIP = 'Internship',
  FULL_TIME = 'Full-time',
  PART_TIME = 'Part-time',
}

export const { values: OPPORTUNITY_TYPES, parse: parseOpportunityType } = stringEnum(OpportunityType, 'OpportunityType', 'Bursary, Heckathons, Internship (the default), Full-time or Part-time.');

export const DEFAULT_OPPORTUNITY_TYPE = OpportunityType.INTERNSHIP;
