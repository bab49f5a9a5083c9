import type { FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import { notFound } from '../shared/errors';
import { assertId } from '../shared/ids';

/**
 * The row with this id, or NOT_FOUND "<what> not found": for a missing row and for an id that
 * cannot name one, so a caller cannot tell the two apart.
 */
export async function findById<T extends ObjectLiteral & { id: string }>(repo: Repository<T>, id: unknown, what: string): Promise<T> {
  const row = await repo.findOneBy({ id: assertId(id, what) } as FindOptionsWhere<T>);
  if (!row) throw notFound(what);
  return row;
}
