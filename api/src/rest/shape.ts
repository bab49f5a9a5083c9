import type { Response } from 'express';

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

export const setTotal = (res: Response, total: number): void => {
  res.setHeader('X-Total-Count', String(total));
};
