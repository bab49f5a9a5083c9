import type { Slice } from '../shared/pagination';
import type { Request, Response } from 'express';

// The original clients read `_id`; new ones read `id`. REST objects carry both.
export function withIds<T extends { id: string }>(value: T): T & { _id: string } {
  return { _id: value.id, ...value };
}

export const deleted = (id: string) => ({ message: 'Deleted' as const, _id: id, id });

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
