import { OpportunityStatus, opportunityStatus, parseOpportunityStatus } from './opportunity-status';
import { OpportunityType, parseOpportunityType } from './opportunity-type';

const now = new Date('2025-07-01T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const DAY = 24 * 60 * 60 * 1000;

describe('opportunityStatus', () => {
  it.each([
    ['no dates', null, null, OpportunityStatus.OPEN],
    ['closing date passed', null, at(-DAY), OpportunityStatus.CLOSED],
    ['closing date passed, opening date passed', at(-2 * DAY), at(-DAY), OpportunityStatus.CLOSED],
    ['opening date ahead', at(DAY), null, OpportunityStatus.OPENING_SOON],
    ['opening date ahead, closing date after it', at(DAY), at(2 * DAY), OpportunityStatus.OPENING_SOON],
    ['opened, closing ahead', at(-DAY), at(DAY), OpportunityStatus.OPEN],
    ['closing exactly now (not before now)', null, at(0), OpportunityStatus.OPEN],
    ['opening exactly now (not after now)', at(0), null, OpportunityStatus.OPEN],
    ['closing a millisecond ago', null, at(-1), OpportunityStatus.CLOSED],
  ])('%s', (_label, openingDate, closingDate, expected) => {
    expect(opportunityStatus({ openingDate, closingDate }, now)).toBe(expected);
  });
});

describe('parsers', () => {
  it.each([
    ['Full-time', OpportunityType.FULL_TIME],
    ['FULL_TIME', OpportunityType.FULL_TIME],
    [' part-time ', OpportunityType.PART_TIME],
    ['Heckathons', OpportunityType.HECKATHONS],
    ['Hackathons', undefined],
    [42, undefined],
  ])('parseOpportunityType(%j) is %s', (value, expected) => expect(parseOpportunityType(value)).toBe(expected));

  it.each([
    ['OPENING_SOON', OpportunityStatus.OPENING_SOON],
    ['Opening Soon', OpportunityStatus.OPENING_SOON],
    ['closed', OpportunityStatus.CLOSED],
    ['soon', undefined],
  ])('parseOpportunityStatus(%j) is %s', (value, expected) => expect(parseOpportunityStatus(value)).toBe(expected));
});
