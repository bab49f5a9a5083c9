import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ERROR_CODES, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { type OffsetPage, offsetPage } from '../shared/pagination';

// The REST layer's schemas: each one validates what it describes (requests here, answers in the
// tests) and is what /api/openapi.json documents, through zod-to-openapi.
extendZodWithOpenApi(z);
export { z };

export const Id = z.uuid();
export const NullableId = z.uuid().nullable();
export const DateTime = z.iso.datetime({ offset: true }).openapi({ format: 'date-time' });

/**
 * A text field a service checks: the schema says it must be a string, with the service's own
 * message (SPEC.md's wording) when it is missing or not text, so the first failure reads the same
 * as the service's first rule would; what the text may hold (not blank, how long) the service
 * decides, once, for GraphQL and REST alike.
 */
export const text = (message: string | { missing: string; invalid: string }) =>
  z.string({ error: typeof message === 'string' ? message : (issue) => (issue.input === undefined || issue.input === null ? message.missing : message.invalid) });
/** An optional text field: absent, null or a string. */
export const optionalText = (message: string) => z.string({ error: message }).nullish();

/**
 * A path parameter naming a row: anything but a UUID names none, so it is NOT_FOUND with the
 * service's message (the route checks it before the body, as the service checks the row first).
 */
export const rowId = (what: string, message = notFound(what).message) => z.string().refine(isUuid, { error: message }).openapi({ format: 'uuid' });

// The original clients read `_id`; new ones read `id`. REST objects carry both.
export const withIdsShape = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ _id: Id, id: Id, ...shape });

export const Deleted = withIdsShape({ message: z.literal('Deleted') }).openapi('Deleted');

export const ErrorBody = z
  .object({
    error: z.string().openapi({ description: 'Same text as `message`, for clients that read `error`.' }),
    message: z.string(),
    code: z.enum(ERROR_CODES),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    reason: z.string().optional(),
    requiredScopes: z
      .array(z.string())
      .optional()
      .openapi({ description: 'On a 403 to a personal access token: the scopes it lacks for this route (empty when the route is for sessions of the web app only).' }),
  })
  .openapi('Error');

// REST lists answer plain arrays (the original contract), so they default to the largest page
// and say the full count in a header.
const REST_PAGE_SIZE = 100;

const queryText = z.string().optional();

/**
 * `?limit=` (default 100, at most 100) and `?offset=` as the page a service reads; the rule (and
 * its message) is offsetPage's, the one GraphQL's latest-N lists use too.
 */
export const pageQuery = {
  limit: queryText.openapi({ type: 'integer', minimum: 1, maximum: 100, default: REST_PAGE_SIZE } as object),
  offset: queryText.openapi({ type: 'integer', minimum: 0, default: 0 } as object),
};
export const toPage = (query: { limit?: string; offset?: string }): OffsetPage => offsetPage(query.limit ?? REST_PAGE_SIZE, query.offset);

/** A query parameter that is a text filter. */
export const queryFilter = (description: string) => queryText.openapi({ description });

/**
 * A field checked as a whole: when any part of it does not fit `schema`, the one `message` is the
 * field's error (as the service would say it, e.g. "Please answer all questions before submitting."),
 * rather than one per inner part. Documented as `schema`.
 */
export function whole<S extends z.ZodType>(schema: S, message: string) {
  const { $schema: _draft, ...documented } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return z.custom<z.output<S>>((value) => schema.safeParse(value).success, { error: message }).openapi(documented as object);
}
