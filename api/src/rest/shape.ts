import { type OffsetPage, offsetPage, type Slice } from '../shared/pagination';
import { queryValue } from './route';
import type { Request, Response } from 'express';

// The original clients read `_id`; new ones read `id`. REST objects carry both.
export function withIds<T extends { id: string }>(value: T): T & { _id: string } {
  return { _id: value.id, ...value };
}

export const deleted = (id: string) => ({ message: 'Deleted', _id: id, id });

export const ID_SCHEMA = { type: 'string', format: 'uuid' } as const;

export const objectSchema = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties: { _id: ID_SCHEMA, id: ID_SCHEMA, ...properties },
  required: ['_id', 'id', ...required],
});

export const DELETED_SCHEMA = objectSchema({ message: { type: 'string' } });

export const PAGE_QUERY = {
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 100 },
  offset: { type: 'integer', minimum: 0, default: 0 },
} as const;

// REST lists answer plain arrays (the original contract), so they default to the largest page
// and say the full count in a header.
export const REST_PAGE_SIZE = 100;

/** The page a REST list asks for: `?limit=` (default 100, at most 100) and `?offset=`. */
export const restPage = (req: Request): OffsetPage => offsetPage(queryValue(req, 'limit') ?? REST_PAGE_SIZE, queryValue(req, 'offset'));

/**
 * A page of a REST list: the full count in X-Total-Count, and the standard Link header (RFC 8288,
 * as GitHub and Canvas send it) with the next and previous pages' URLs: a client that wants every
 * row follows rel="next" until there is none. The URLs keep the request's other parameters.
 * Answers the page's rows.
 */
export async function sendPage<T>(req: Request, res: Response, slice: Slice<T>): Promise<T[]> {
  const { page } = slice;
  if (page.kind !== 'offset') throw new Error('REST lists page by offset');
  const total = await slice.totalCount();
  res.setHeader('X-Total-Count', String(total));
  const at = (offset: number): string => {
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
    url.searchParams.set('limit', String(page.limit));
    url.searchParams.set('offset', String(offset));
    return url.toString();
  };
  const links: string[] = [];
  if (slice.hasNextPage) links.push(`<${at(page.offset + page.limit)}>; rel="next"`);
  if (page.offset > 0) links.push(`<${at(Math.max(0, page.offset - page.limit))}>; rel="prev"`);
  if (links.length) res.setHeader('Link', links.join(', '));
  return slice.items;
}
