import type { SelectQueryBuilder } from 'typeorm';
import { findById, removeById, updateById } from '../../db/find';
import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { AppError, assertUnreachable } from '../../shared/errors';
import { type Ordering, pageOf } from '../../db/keyset';
import { offsetPage, type PageRequest, type Slice } from '../../shared/pagination';
import { assertValid, clean, isHttpUrl, validated } from '../../shared/validation';
import { Opportunity } from './opportunity.entity';
import { OpportunityStatus, parseOpportunityStatus } from './opportunity-status';
import { DEFAULT_OPPORTUNITY_TYPE, type OpportunityType, parseOpportunityType } from './opportunity-type';

// Raw input from either transport. On update, a missing (undefined) field is left as it is.
export type OpportunityFields = {
  title?: unknown;
  type?: unknown;
  description?: unknown;
  link?: unknown;
  openingDate?: unknown;
  closingDate?: unknown;
};

const LINK_NOT_AVAILABLE = 'Link not available';
const LATEST_DEFAULT = 2; // the community page shows the last two

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 10_000;
const MAX_LINK = 2000;

export const MESSAGES = {
  title: 'Title is required',
  type: 'Please select a valid opportunity type',
  description: 'Description is required',
  titleLength: `Title must be at most ${MAX_TITLE} characters`,
  descriptionLength: `Description must be at most ${MAX_DESCRIPTION} characters`,
  link: 'Link must be a valid URL starting with http:// or https://',
  linkLength: `Link must be at most ${MAX_LINK} characters`,
  openingDate: 'Opening date must be a valid date',
  closingDate: 'Closing date must be a valid date',
  dateOrder: 'Closing date cannot be before the opening date',
} as const;

// "2025-07-01", "2025-07-01T09:00", "2025-07-01T09:00:00.000Z", "2025-07-01 09:00:00+02:00"
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

const INVALID = Symbol('invalid');

// null, undefined and "" mean "no date"; anything else must be a real date.
function parseDate(value: unknown): Date | null | typeof INVALID {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'string' && ISO_DATE.test(value.trim()) ? new Date(value.trim()) : null;
  return date && !Number.isNaN(date.getTime()) ? date : INVALID;
}

// Blank (or the placeholder itself, which the web form sends for blank) stores the placeholder.
function parseLink(value: unknown): string {
  const link = clean(value);
  return link === '' || link.toLowerCase() === LINK_NOT_AVAILABLE.toLowerCase() ? LINK_NOT_AVAILABLE : link;
}

// Soonest closing first, those without a closing date last, then newest (opportunities_closing_idx).
const BY_CLOSING_DATE: Ordering = {
  name: 'opportunities',
  keys: [
    { sql: 'o.closing_date', type: 'timestamptz', nullsLast: true },
    { sql: 'o.created_at', type: 'timestamptz', desc: true },
    { sql: 'o.id', type: 'uuid' },
  ],
};

export class OpportunityService {
  private readonly repo = this.deps.dataSource.getRepository(Opportunity);

  constructor(private readonly deps: Deps) {}

  /** By closing date, soonest first, those without one last (then newest); optionally one status only. */
  list(status: unknown, page: PageRequest): Promise<Slice<Opportunity>> {
    const qb = this.repo.createQueryBuilder('o');
    if (status !== undefined && status !== null && status !== '') {
      const parsed = parseOpportunityStatus(status);
      if (!parsed) throw new AppError('BAD_USER_INPUT', 'Unknown status', { fieldErrors: { status: 'Must be OPEN, OPENING_SOON or CLOSED' } });
      this.whereStatus(qb, parsed, this.deps.clock.now());
    }
    return pageOf(qb, BY_CLOSING_DATE, page);
  }

  /** The most recently created. */
  async latest(limit: unknown = LATEST_DEFAULT): Promise<Opportunity[]> {
    const { limit: take } = offsetPage(limit ?? LATEST_DEFAULT, 0);
    return this.repo.find({ order: { createdAt: 'DESC', id: 'ASC' }, take });
  }

  async get(id: unknown): Promise<Opportunity> {
    return findById(this.repo, id, 'Opportunity');
  }

  async create(input: OpportunityFields, author: AuthUser): Promise<Opportunity> {
    const fields = this.validate(input);
    const saved = await this.deps.publicReadChanges.write([Opportunity], (em) => em.getRepository(Opportunity).save(this.repo.create({ ...fields, createdById: author.id })));
    return this.get(saved.id);
  }

  /** A partial edit: only the fields given change; the date order is checked on the result. */
  update(id: unknown, input: OpportunityFields): Promise<Opportunity> {
    return this.deps.publicReadChanges.write([Opportunity], (em) => updateById(em.getRepository(Opportunity), id, 'Opportunity', (current) => this.validate(input, current)));
  }

  remove(id: unknown): Promise<string> {
    return this.deps.publicReadChanges.write([Opportunity], (em) => removeById(em.getRepository(Opportunity), id, 'Opportunity'));
  }

  /** For the admin dashboard: how many are open now. */
  async countOpen(): Promise<number> {
    const qb = this.repo.createQueryBuilder('o');
    this.whereStatus(qb, OpportunityStatus.OPEN, new Date());
    return qb.getCount();
  }

  // The SQL twin of opportunityStatus(): keep the two in step.
  private whereStatus(qb: SelectQueryBuilder<Opportunity>, status: OpportunityStatus, now: Date): void {
    const notClosed = '(o.closing_date IS NULL OR o.closing_date >= :now)';
    switch (status) {
      case OpportunityStatus.CLOSED:
        qb.where('o.closing_date < :now', { now });
        return;
      case OpportunityStatus.OPENING_SOON:
        qb.where(`${notClosed} AND o.opening_date > :now`, { now });
        return;
      case OpportunityStatus.OPEN:
        qb.where(`${notClosed} AND (o.opening_date IS NULL OR o.opening_date <= :now)`, { now });
        return;
      default:
        assertUnreachable(status);
    }
  }

  // Without `current` (create) every field counts and a missing type is Internship;
  // with it (update) only the fields present are checked and returned.
  private validate(input: OpportunityFields, current?: Opportunity): Partial<Opportunity> {
    // On an update, a field not given keeps its current value.
    const title = current && input.title === undefined ? current.title : clean(input.title);
    const description = current && input.description === undefined ? current.description : clean(input.description);
    const typeMissing = input.type === undefined || input.type === null;
    const type: OpportunityType | undefined = typeMissing
      ? (current?.type ?? DEFAULT_OPPORTUNITY_TYPE)
      : parseOpportunityType(input.type);
    const link = current && input.link === undefined ? current.link : parseLink(input.link);
    const openingDate = current && input.openingDate === undefined ? current.openingDate : parseDate(input.openingDate);
    const closingDate = current && input.closingDate === undefined ? current.closingDate : parseDate(input.closingDate);
    const datesValid = openingDate !== INVALID && closingDate !== INVALID;
    assertValid([
      ['title', title !== '', MESSAGES.title],
      ['type', type !== undefined, MESSAGES.type],
      ['description', description !== '', MESSAGES.description],
      ['title', title.length <= MAX_TITLE, MESSAGES.titleLength],
      ['description', description.length <= MAX_DESCRIPTION, MESSAGES.descriptionLength],
      ['link', link === LINK_NOT_AVAILABLE || isHttpUrl(link), MESSAGES.link],
      ['link', link.length <= MAX_LINK, MESSAGES.linkLength],
      ['openingDate', openingDate !== INVALID, MESSAGES.openingDate],
      ['closingDate', closingDate !== INVALID, MESSAGES.closingDate],
      ['closingDate', !datesValid || !openingDate || !closingDate || closingDate >= openingDate, MESSAGES.dateOrder],
    ]);
    const all = { title, description, type: validated(type, 'type'), link, openingDate: openingDate as Date | null, closingDate: closingDate as Date | null };
    if (!current) return all;
    const changes: Partial<Opportunity> = {};
    if (input.title !== undefined) changes.title = all.title;
    if (input.description !== undefined) changes.description = all.description;
    if (!typeMissing) changes.type = all.type;
    if (input.link !== undefined) changes.link = all.link;
    if (input.openingDate !== undefined) changes.openingDate = all.openingDate;
    if (input.closingDate !== undefined) changes.closingDate = all.closingDate;
    return changes;
  }
}
