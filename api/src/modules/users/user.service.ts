import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../../shared/db-errors';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { hashPassword } from '../../shared/auth/password';
import { toPage } from '../../shared/pagination';
import { assertValid, clean, isEmail } from '../../shared/validation';
import { Role } from './role';
import { User } from './user.entity';

export type NewUser = { name: unknown; surname: unknown; email: unknown; password: unknown };

export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 1024;
export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const EMAIL_TAKEN = 'An account with this email already exists';

export class UserService {
  private readonly repo: Repository<User>;

  constructor(deps: Deps) {
    this.repo = deps.dataSource.getRepository(User);
  }

  async findById(id: string): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw notFound('User');
    return user;
  }

  // The credentials row for a login: the only place the hash is read.
  async findCredentials(email: string): Promise<Pick<User, 'id' | 'passwordHash'> | null> {
    return this.repo
      .createQueryBuilder('u')
      .select(['u.id', 'u.passwordHash'])
      .addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  // Validated creation for signup, the seed and the operator's CLI; the role is
  // the caller's decision, never the input's.
  async create(input: NewUser, role: Role): Promise<User> {
    const name = clean(input.name);
    const surname = clean(input.surname);
    const email = clean(input.email);
    const password = typeof input.password === 'string' ? input.password : '';
    assertValid([
      ['name', name !== '', ALL_FIELDS_REQUIRED],
      ['surname', surname !== '', ALL_FIELDS_REQUIRED],
      ['email', email !== '', ALL_FIELDS_REQUIRED],
      ['password', password !== '', ALL_FIELDS_REQUIRED],
    ]);
    assertValid([
      ['name', name.length <= 100, 'First name must be at most 100 characters'],
      ['surname', surname.length <= 100, 'Last name must be at most 100 characters'],
      ['email', isEmail(email), INVALID_EMAIL],
      ['password', password.length >= MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT],
      ['password', password.length <= MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`],
    ]);
    if (await this.repo.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getExists()) {
      throw new AppError('CONFLICT', EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });
    }
    const passwordHash = await hashPassword(password);
    try {
      const saved = await this.repo.save(this.repo.create({ name, surname, email, passwordHash, role }));
      return this.getById(saved.id);
    } catch (error) {
      // Two signups racing past the check above: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });
      throw error;
    }
  }

  async list(limit?: number, offset?: number): Promise<{ users: User[]; totalUsers: number }> {
    const page = toPage(limit, offset);
    const [users, totalUsers] = await this.repo.findAndCount({ order: { createdAt: 'ASC', id: 'ASC' }, take: page.limit, skip: page.offset });
    return { users, totalUsers };
  }

  // A role change revokes the user's earlier tokens: they carry the old role.
  async setRole(id: string, role: Role): Promise<User> {
    const result = await this.repo.update({ id }, { role, tokenVersion: () => 'token_version + 1' });
    if (!result.affected) throw notFound('User');
    return this.getById(id);
  }

  async count(): Promise<number> {
    return this.repo.count();
  }
}
