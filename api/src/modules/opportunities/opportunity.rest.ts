import { param, queryValue, type RestApi } from '../../rest/route';
import { DELETED_SCHEMA, deleted, objectSchema, PAGE_QUERY, restPage, sendPage, withIds } from '../../rest/shape';
import { AppError, type FieldErrors } from '../../shared/errors';
import type { Services } from '../registry';
import { Role } from '../users/role';
import type { Opportunity } from './opportunity.entity';
import type { OpportunityFields } from './opportunity.service';
import { OPPORTUNITY_STATUSES, opportunityStatus } from './opportunity-status';
import { OPPORTUNITY_TYPES } from './opportunity-type';

// The original clients' JSON names (SPEC.md section 3) against the service's: renaming only.
const REST_NAME: Record<keyof OpportunityFields, string> = {
  title: 'title',
  type: 'opportunityType',
  description: 'opportunityDescription',
  link: 'opportunityLink',
  openingDate: 'opportunityDate.openingDate',
  closingDate: 'opportunityDate.closingDate',
};

const DATE = { type: ['string', 'null'], format: 'date-time' };

const OPPORTUNITY_SCHEMA = objectSchema(
  {
    title: { type: 'string' },
    opportunityType: { type: 'string', enum: OPPORTUNITY_TYPES },
    opportunityDescription: { type: 'string' },
    opportunityLink: { type: 'string', description: 'An http(s) URL, or "Link not available".' },
    opportunityDate: { type: 'object', properties: { openingDate: DATE, closingDate: DATE }, required: ['openingDate', 'closingDate'] },
    status: { type: 'string', enum: OPPORTUNITY_STATUSES, description: 'Computed now: Closed after the closing date, Opening Soon before the opening date, else Open.' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  ['title', 'opportunityType', 'opportunityDescription', 'opportunityLink', 'opportunityDate', 'status', 'createdAt', 'updatedAt'],
);

const BODY_PROPERTIES = {
  title: { type: 'string' },
  opportunityType: { type: 'string', enum: OPPORTUNITY_TYPES, description: 'Omitted on create: Internship. The GraphQL names (FULL_TIME) are accepted too.' },
  opportunityDescription: { type: 'string' },
  opportunityLink: { type: ['string', 'null'], description: 'Blank, null or "Link not available" stores "Link not available".' },
  opportunityDate: {
    type: ['object', 'null'],
    description: 'ISO timestamps or null. On PATCH, a missing key is left as it is and null clears both dates.',
    properties: { openingDate: DATE, closingDate: DATE },
  },
};

const toRestOpportunity = (opportunity: Opportunity) =>
  withIds({
    id: opportunity.id,
    title: opportunity.title,
    opportunityType: opportunity.type,
    opportunityDescription: opportunity.description,
    opportunityLink: opportunity.link,
    opportunityDate: { openingDate: opportunity.openingDate, closingDate: opportunity.closingDate },
    status: opportunityStatus(opportunity),
    createdAt: opportunity.createdAt,
    updatedAt: opportunity.updatedAt,
  });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// A REST body to the service's fields. A missing key stays undefined, so PATCH stays partial.
function toFields(body: unknown): OpportunityFields {
  const b = isObject(body) ? body : {};
  const dates = b.opportunityDate;
  if (dates !== undefined && dates !== null && !isObject(dates)) {
    // A shape error, like a GraphQL type error: the values inside are the service's to judge.
    const message = 'opportunityDate must be an object with openingDate and closingDate';
    throw new AppError('BAD_USER_INPUT', message, { fieldErrors: { opportunityDate: message } });
  }
  return {
    title: b.title,
    type: b.opportunityType,
    description: b.opportunityDescription,
    link: b.opportunityLink,
    openingDate: dates === null ? null : dates?.openingDate,
    closingDate: dates === null ? null : dates?.closingDate,
  };
}

// The service's fieldErrors name its own fields; a REST client knows the names it sent.
async function withRestNames<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    const fieldErrors: FieldErrors = {};
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      fieldErrors[REST_NAME[field as keyof OpportunityFields] ?? field] = message;
    }
    throw new AppError(error.code, error.message, { fieldErrors, reason: error.reason });
  }
}

const ADMIN = [Role.ADMIN] as const;

export function registerOpportunityRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'get',
    path: '/opportunity',
    tag: 'Opportunities',
    summary: 'Opportunities by closing date, soonest first, those without one last (X-Total-Count has the full count)',
    access: 'signed-in',
    query: { status: { type: 'string', enum: OPPORTUNITY_STATUSES, description: 'Only those with this status now.' }, ...PAGE_QUERY },
    response: { status: 200, description: 'Opportunities', schema: { type: 'array', items: OPPORTUNITY_SCHEMA } },
    handler: async (req, res) => {
      return (await sendPage(req, res, await services.opportunities.list(queryValue(req, 'status'), restPage(req)))).map(toRestOpportunity);
    },
  });

  api.add({
    method: 'get',
    path: '/opportunity/:id',
    tag: 'Opportunities',
    summary: 'One opportunity',
    access: 'signed-in',
    response: { status: 200, description: 'The opportunity', schema: OPPORTUNITY_SCHEMA },
    handler: async (req) => toRestOpportunity(await services.opportunities.get(param(req, 'id'))),
  });

  api.add({
    method: 'post',
    path: '/opportunity',
    tag: 'Opportunities',
    summary: 'Create an opportunity (title and opportunityDescription required; opportunityType defaults to Internship)',
    access: ADMIN,
    body: { type: 'object', properties: BODY_PROPERTIES, required: ['title', 'opportunityDescription'] },
    response: { status: 201, description: 'The new opportunity', schema: OPPORTUNITY_SCHEMA },
    handler: async (req) =>
      toRestOpportunity(await withRestNames(() => services.opportunities.create(toFields(req.body), req.viewer.user!))),
  });

  api.add({
    method: 'patch',
    path: '/opportunity/:id',
    tag: 'Opportunities',
    summary: 'Edit an opportunity: only the fields sent change',
    access: ADMIN,
    body: { type: 'object', properties: BODY_PROPERTIES },
    response: { status: 200, description: 'The updated opportunity', schema: OPPORTUNITY_SCHEMA },
    handler: async (req) =>
      toRestOpportunity(await withRestNames(() => services.opportunities.update(param(req, 'id'), toFields(req.body)))),
  });

  api.add({
    method: 'delete',
    path: '/opportunity/:id',
    tag: 'Opportunities',
    summary: 'Delete an opportunity',
    access: ADMIN,
    response: { status: 200, description: 'Deleted', schema: DELETED_SCHEMA },
    handler: async (req) => deleted(await services.opportunities.remove(param(req, 'id'))),
  });
}
