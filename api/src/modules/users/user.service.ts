import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../shared/auth/access';
import { assertId } from '../../shared/ids';
import { isUniqueViolation } from '../../shared/db-errors';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { hashPassword } from '../../shared/auth/password';
import { byTime, pageOf } from '../../db/keyset';
import type { PageRequest, Slice } from '../../shared/pagination';
import { assertValid, clean, escapeLike, isEmail } from '../../shared/validation';
import { revokeApiTokensOf } from '../api-tokens/revoke';
import { Course } from '../courses/course.entity';
import { StoredFile } from '../files/stored-file.entity';
import { Opportunity } from '../opportunities/opportunity.entity';
import { Paper } from '../papers/paper.entity';
import { canonicalEmail } from './email';
import { parseRole, Role } from './role';
import { User } from './user.entity';

export type NewUser = { name: unknown; surname: unknown; email: unknown; password: unknown };

// 8 for every new password (SPEC.md said 6: raised when accounts were hardened); passwords set before still sign in.
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 1024;
export const ALL_FIELDS_REQUIRED = 'All fields are required';
const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const ROLE_INVALID = 'Role must be user, tutor or admin';
const EMAIL_TAKEN = 'An account with this email already exists';
const CANNOT_DEMOTE_SELF = 'You cannot change your own role';
const CANNOT_DELETE_SELF = 'You cannot delete your own account';
const LAST_ADMIN = 'The last admin cannot be removed';

export type AccountFields = { name?: unknown; surname?: unknown; email?: unknown };

// Name, surname and email: required, trimmed, email in a valid format.
export function validateAccount(input: AccountFields): { name: string; surname: string; email: string } {
  const name = clean(input.name);
  const surname = clean(input.surname);
  const email = clean(input.email);
  assertValid([
    ['name', name !== '', 'First name is required'],
    ['surname', surname !== '', 'Last name is required'],
    ['email', email !== '', 'Email is required'],
    ['email', email === '' || isEmail(email), INVALID_EMAIL],
    ['name', name.length <= 100, 'First name must be at most 100 characters'],
    ['surname', surname.length <= 100, 'Last name must be at most 100 characters'],
  ]);
  // Stored in its canonical form: the one every lookup and limit compares.
  return { name, surname, email: canonicalEmail(email) };
}

/** A new account's fields, in SPEC.md's order of checks: all required, then their bounds; the address canonical. */
export function validateNewUser(input: NewUser): { name: string; surname: string; email: string; password: string } {
  const name = clean(input.name);
  const surname = clean(input.surname);
  const typedEmail = clean(input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  assertValid([
    ['name', name !== '', ALL_FIELDS_REQUIRED],
    ['surname', surname !== '', ALL_FIELDS_REQUIRED],
    ['email', typedEmail !== '', ALL_FIELDS_REQUIRED],
    ['password', password !== '', ALL_FIELDS_REQUIRED],
  ]);
  assertValid([
    ['name', name.length <= 100, 'First name must be at most 100 characters'],
    ['surname', surname.length <= 100, 'Last name must be at most 100 characters'],
    ['email', isEmail(typedEmail), INVALID_EMAIL],
    ['password', password.length >= MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT],
    ['password', password.length <= MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`],
  ]);
  return { name, surname, email: canonicalEmail(typedEmail), password };
}

const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });

// Locks every admin row, always first and in id order, so concurrent demotions and
// deletions queue up instead of deadlocking, and each sees the others' outcome.
async function lockAdmins(em: EntityManager): Promise<string[]> {
  const admins: { id: string }[] = await em.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`);
  return admins.map((admin) => admin.id);
}

function assertAnotherAdmin(admins: string[], leavingId: string): void {
  if (!admins.some((id) => id !== leavingId)) throw new AppError('CONFLICT', LAST_ADMIN);
}

const OLDEST_FIRST = byTime('users', 'u.created_at', 'u.id', 'oldest');

export class UserService {
  private readonly repo = this.deps.dataSource.getRepository(User);

  constructor(private readonly deps: Deps) {}

  async findById(id: string): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw notFound('User');
    return user;
  }

  // The credentials row for a login (the address as typed, compared in its canonical form): the only place the hash is read.
  async findCredentials(email: string): Promise<Pick<User, 'id' | 'passwordHash'> | null> {
    return this.repo
      .createQueryBuilder('u')
      .select(['u.id', 'u.passwordHash'])
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email: canonicalEmail(email) })
      .getOne();
  }

  // Validated creation for the seed, the operator's CLI and a confirmed signup; the role is the
  // caller's decision, never the input's.
  async create(input: NewUser, role: Role, em?: EntityManager): Promise<User> {
    const { password, ...account } = validateNewUser(input);
    const repo = em ? em.getRepository(User) : this.repo;
    if (await repo.exists({ where: { email: account.email } })) throw emailTaken();
    return this.insert({ ...account, passwordHash: await hashPassword(password) }, role, em);
  }

  /** Stores an account whose fields are valid and password hashed; CONFLICT when the address is taken. */
  async insert(account: { name: string; surname: string; email: string; passwordHash: string }, role: Role, em?: EntityManager): Promise<User> {
    const repo = em ? em.getRepository(User) : this.repo;
    try {
      const saved = await repo.save(repo.create({ ...account, role }));
      return await repo.findOneByOrFail({ id: saved.id });
    } catch (error) {
      // Two creations racing past any earlier check: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  // A role change revokes the user's earlier tokens, sessions and API tokens alike: they carry the old role.
  async setRole(id: string, role: Role): Promise<User> {
    await this.deps.dataSource.transaction(async (em) => {
      const result = await em.update(User, { id }, { role, tokenVersion: () => 'token_version + 1' });
      if (!result.affected) throw notFound('User');
      await revokeApiTokensOf(em, id, this.deps.clock.now());
    });
    return this.getById(id);
  }

  /** Every account, oldest first (users_created_at_idx); `search` matches name, surname or e-mail. */
  search(search: unknown, page: PageRequest): Promise<Slice<User>> {
    const query = clean(search).toLowerCase();
    const qb = this.repo.createQueryBuilder('u');
    if (query) {
      qb.where(`lower(u.name || ' ' || u.surname || ' ' || u.email) LIKE :pattern`, { pattern: `%${escapeLike(query)}%` });
    }
    return pageOf(qb, OLDEST_FIRST, page);
  }

  /**
   * An admin's edit of name, surname, email and role. Changing the role revokes the
   * user's tokens. An admin cannot demote themselves, and the last admin stays an admin.
   */
  async adminUpdate(actor: AuthUser, id: unknown, input: AccountFields & { role?: unknown }): Promise<User> {
    const userId = assertId(id, 'User');
    const fields = validateAccount(input);
    const role = input.role === undefined || input.role === null ? undefined : parseRole(input.role);
    assertValid([['role', input.role === undefined || input.role === null || role !== undefined, ROLE_INVALID]]);
    return this.deps.dataSource.transaction(async (em) => {
      const admins = await lockAdmins(em);
      const users = em.getRepository(User);
      const user = await users.findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw notFound('User');
      const demoting = user.role === Role.ADMIN && role !== undefined && role !== Role.ADMIN;
      if (demoting && user.id === actor.id) throw new AppError('FORBIDDEN', CANNOT_DEMOTE_SELF);
      if (demoting) assertAnotherAdmin(admins, user.id);
      await this.assertEmailFree(em, fields.email, user.id);
      const roleChanged = role !== undefined && role !== user.role;
      await users.update(
        { id: user.id },
        { ...fields, ...(roleChanged && { role, tokenVersion: () => 'token_version + 1' }) },
      );
      if (roleChanged) await revokeApiTokensOf(em, user.id, this.deps.clock.now());
      return users.findOneByOrFail({ id: user.id });
    });
  }

  async remove(actor: AuthUser, id: unknown): Promise<string> {
    const userId = assertId(id, 'User');
    if (userId === actor.id) throw new AppError('FORBIDDEN', CANNOT_DELETE_SELF);
    return this.deps.dataSource.transaction(async (em) => {
      const admins = await lockAdmins(em);
      const user = await em.getRepository(User).findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw notFound('User');
      if (user.role === Role.ADMIN) assertAnotherAdmin(admins, user.id);
      // What they posted stays and loses its creator (the foreign keys set it to null); their
      // profile picture goes with them.
      await this.deps.publicReadChanges.changed(em, Course, Opportunity, Paper, StoredFile);
      await em.getRepository(User).delete({ id: user.id });
      if (user.avatarFileId) await em.delete(StoredFile, { id: user.avatarFileId });
      return user.id;
    });
  }

  async countByRole(): Promise<Record<Role, number>> {
    const rows: { role: Role; count: number }[] = await this.repo.query(`SELECT role, count(*)::int AS count FROM users GROUP BY role`);
    const counts = { [Role.ADMIN]: 0, [Role.TUTOR]: 0, [Role.USER]: 0 };
    for (const row of rows) counts[row.role] = row.count;
    return counts;
  }

  async assertEmailFree(em: EntityManager, email: string, exceptId: string): Promise<void> {
    const taken = await em
      .getRepository(User)
      .createQueryBuilder('u')
      .where('u.email = :email AND u.id <> :id', { email: canonicalEmail(email), id: exceptId })
      .getExists();
    if (taken) throw new AppError('CONFLICT', EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });
  }

  async count(): Promise<number> {
    return this.repo.count();
  }
}
