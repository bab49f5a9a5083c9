import type { FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { notFound } from '../shared/errors';
import { assertId } from '../shared/ids';

type Row = ObjectLiteral & { id: string };

/**
 * The row with this id, or NOT_FOUND "<what> not found": for a missing row and for an id that
 * cannot name one, so a caller cannot tell the two apart.
 */
export async function findById<T extends Row>(repo: Repository<T>, id: unknown, what: string): Promise<T> {
  const row = await repo.findOneBy({ id: assertId(id, what) } as FindOptionsWhere<T>);
  if (!row) throw notFound(what);
  return row;
}

/**
 * Edits the row with this id and reads it back. NOT_FOUND comes first, before `changesOf` judges
 * the input (it may read the row as it is, for a partial edit); no changes, no UPDATE.
 */
export async function updateById<T extends Row>(
  repo: Repository<T>,
  id: unknown,
  what: string,
  changesOf: (current: T) => QueryDeepPartialEntity<T>,
): Promise<T> {
  const current = await findById(repo, id, what);
  const changes = changesOf(current);
  if (Object.keys(changes).length > 0) await repo.update({ id: current.id } as FindOptionsWhere<T>, changes);
  return findById(repo, current.id, what);
}

/** Deletes the row with this id in one statement (what cascades goes with it) and returns the id; NOT_FOUND as findById. */
export async function removeById<T extends Row>(repo: Repository<T>, id: unknown, what: string): Promise<string> {
  const rowId = assertId(id, what);
  const { affected } = await repo.delete({ id: rowId } as FindOptionsWhere<T>);
  if (!affected) throw notFound(what);
  return rowId;
}
