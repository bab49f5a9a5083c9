import { ADMIN, type RestApi } from '../../rest/route';
import { DateTime, optionalText, rowId, text, withIdsShape, z } from '../../rest/schema';
import { withIds } from '../../rest/shape';
import { AppError, type FieldErrors } from '../../shared/errors';
import type { Services } from '../module';
import type { Opportunity } from './opportunity.entity';
import { MESSAGES, type OpportunityFields } from './opportunity.service';
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

const NullableDate = DateTime.nullable();

const OpportunityAnswer = withIdsShape({
  title: z.string(),
  opportunityType: z.enum(OPPORTUNITY_TYPES),
  opportunityDescription: z.string(),
  opportunityLink: z.string().openapi({ description: 'An http(s) URL, or "Link not available".' }),
  opportunityDate: z.strictObject({ openingDate: NullableDate, closingDate: NullableDate }),
  status: z.enum(OPPORTUNITY_STATUSES).openapi({ description: 'Computed now: Closed after the closing date, Opening Soon before the opening date, else Open.' }),
  createdAt: DateTime,
  updatedAt: DateTime,
})
  .strict()
  .openapi('Opportunity');

// A shape error, like a GraphQL type error: the values inside are the service's to judge.
const DATES_SHAPE = 'opportunityDate must be an object with openingDate and closingDate';

// What the text may hold (not blank, a URL, a date, in order) OpportunityService decides.
const bodyShape = {
  title: optionalText(MESSAGES.title),
  opportunityType: optionalText(MESSAGES.type).openapi({
    enum: [...OPPORTUNITY_TYPES],
    description: 'Omitted on create: Internship. The GraphQL names (FULL_TIME) are accepted too.',
  }),
  opportunityDescription: optionalText(MESSAGES.description),
  opportunityLink: optionalText(MESSAGES.link).openapi({ description: 'Blank, null or "Link not available" stores "Link not available".' }),
  opportunityDate: z
    .object({ openingDate: optionalText(MESSAGES.openingDate), closingDate: optionalText(MESSAGES.closingDate) }, { error: DATES_SHAPE })
    .nullish()
    .openapi({ description: 'ISO timestamps or null. On PATCH, a missing key is left as it is and null clears both dates.' }),
};

const CreateBody = z.object({ ...bodyShape, title: text(MESSAGES.title), opportunityDescription: text(MESSAGES.description) }).openapi('OpportunityInput');
const UpdateBody = z.object(bodyShape).openapi('OpportunityChanges');

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

// A REST body to the service's fields. A missing key stays undefined, so PATCH stays partial.
const toFields = ({ opportunityDate: dates, ...body }: z.output<typeof UpdateBody>): OpportunityFields => ({
  title: body.title,
  type: body.opportunityType,
  description: body.opportunityDescription,
  link: body.opportunityLink,
  openingDate: dates === null ? null : dates?.openingDate,
  closingDate: dates === null ? null : dates?.closingDate,
});

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
    if (error.code === 'RATE_LIMITED') throw error;
    throw new AppError(error.code, error.message, { fieldErrors, reason: error.reason });
  }
}

export function registerOpportunityRoutes(api: RestApi, services: Services): void {
  api.list({
    path: '/opportunity',
    tag: 'Opportunities',
    summary: 'Opportunities by closing date, soonest first, those without one last',
    access: 'signed-in',
    scope: 'read:courses',
    filters: { status: z.string().optional().openapi({ enum: [...OPPORTUNITY_STATUSES], description: 'Only those with this status now.' }) },
    response: { description: 'Opportunities', item: OpportunityAnswer },
    handler: ({ query, page }) => services.opportunities.list(query.status, page),
    shape: (opportunities) => opportunities.map(toRestOpportunity),
  });

  api.add({
    method: 'get',
    path: '/opportunity/:id',
    tag: 'Opportunities',
    summary: 'One opportunity',
    access: 'signed-in',
    scope: 'read:courses',
    response: { status: 200, description: 'The opportunity', schema: OpportunityAnswer },
    handler: async ({ params }) => toRestOpportunity(await services.opportunities.get(params.id)),
  });

  api.add({
    method: 'post',
    path: '/opportunity',
    tag: 'Opportunities',
    summary: 'Create an opportunity (title and opportunityDescription required; opportunityType defaults to Internship)',
    access: ADMIN,
    body: CreateBody,
    response: { status: 201, description: 'The new opportunity', schema: OpportunityAnswer },
    handler: async ({ body, viewer }) => toRestOpportunity(await withRestNames(() => services.opportunities.create(toFields(body), viewer))),
  });

  api.add({
    method: 'patch',
    path: '/opportunity/:id',
    tag: 'Opportunities',
    summary: 'Edit an opportunity: only the fields sent change',
    access: ADMIN,
    params: z.object({ id: rowId('Opportunity') }),
    body: UpdateBody,
    response: { status: 200, description: 'The updated opportunity', schema: OpportunityAnswer },
    handler: async ({ params, body }) => toRestOpportunity(await withRestNames(() => services.opportunities.update(params.id, toFields(body)))),
  });

  api.remove({
    path: '/opportunity/:id',
    tag: 'Opportunities',
    summary: 'Delete an opportunity',
    access: ADMIN,
    handler: ({ params }) => services.opportunities.remove(params.id),
  });
}
