import { isDeepStrictEqual } from 'node:util';
import { type EntityManager, In } from 'typeorm';
import { byTime, pageOf } from '../../db/keyset';
import type { AuthUser } from '../../shared/auth/access';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import type { Deps } from '../../shared/deps';
import { notFound } from '../../shared/errors';
import { assertId } from '../../shared/ids';
import type { PageRequest, Slice } from '../../shared/pagination';
import { assertValid, clean, escapeLike } from '../../shared/validation';
import { QuestionType } from '../quizzes/questions/types';
import { Role } from '../users/role';
import { BankQuestion, type BankQuestionVersion, BankQuestionVersionRow, versionOf } from './bank-question.entity';
import { BANK_MESSAGES, type BankFields, validateBankQuestion } from './bank.validation';

export type BankFilters = { search?: unknown; tags?: unknown; type?: unknown; difficulty?: unknown; includeRetired?: unknown };
export type BankTag = { tag: string; count: number };

const WHAT = 'Bank question';
export const TYPE_FILTER = 'Choose a question type LearnHub knows';

// The latest change first: bank_questions_owner_updated_idx (bank_questions_updated_idx for an admin).
const BANK_ORDER = byTime('bank-questions', 'b.updated_at', 'b.id');

const searchTextOf = ({ title, question }: Pick<BankFields, 'title' | 'question'>): string => `${title} ${question.questionText}`.toLowerCase();

/**
 * A tutor's question bank. Each question is a row with its title, tags and difficulty; its content
 * lives in versions. Editing the content adds a version (the old ones stay readable, for the quizzes
 * and attempts that will refer to them); editing only the title, tags or difficulty does not.
 * A tutor reads and edits their own bank (FORBIDDEN otherwise); an admin every bank.
 */
export class QuestionBankService {
  private readonly questions = this.deps.dataSource.getRepository(BankQuestion);

  constructor(private readonly deps: Deps) {}

  /** The caller's bank (an admin's: every bank), the latest change first, filtered; each with its latest version. */
  async list(user: AuthUser, filters: BankFilters, page: PageRequest): Promise<Slice<BankQuestion>> {
    const qb = this.questions.createQueryBuilder('b');
    if (user.role !== Role.ADMIN) qb.andWhere('b.owner_id = :owner', { owner: user.id });
    if (filters.includeRetired !== true) qb.andWhere('b.retired_at IS NULL');
    const search = clean(filters.search).toLowerCase();
    if (search) qb.andWhere(`b.search_text LIKE :search`, { search: `%${escapeLike(search)}%` });
    const tags = Array.isArray(filters.tags) ? filters.tags.map(clean).filter((tag) => tag !== '') : [];
    if (tags.length > 0) qb.andWhere('b.tags @> CAST(:tags AS text[])', { tags });
    const type = filters.type ?? null;
    const difficulty = filters.difficulty ?? null;
    assertValid([
      ['type', type === null || Object.values(QuestionType).includes(type as QuestionType), TYPE_FILTER],
      ['difficulty', difficulty === null || (Number.isInteger(difficulty) && (difficulty as number) >= 1 && (difficulty as number) <= 5), BANK_MESSAGES.difficulty],
    ]);
    if (type !== null) qb.andWhere('b.type = :type', { type });
    if (difficulty !== null) qb.andWhere('b.difficulty = :difficulty', { difficulty });
    const slice = await pageOf(qb, BANK_ORDER, page);
    await this.attachLatest(slice.items);
    return slice;
  }

  /** One question of the caller's bank (an admin: any), with its latest version. */
  async get(user: AuthUser, id: unknown): Promise<BankQuestion> {
    const question = await this.owned(this.deps.dataSource.manager, user, id);
    await this.attachLatest([question]);
    return question;
  }

  /** Its latest version (read with the row by list and get; else read now). */
  async latest(question: BankQuestion): Promise<BankQuestionVersion> {
    if (!question.latest) await this.attachLatest([question]);
    return question.latest as BankQuestionVersion;
  }

  /** Every version of a question, the latest first. */
  async versions(question: BankQuestion): Promise<BankQuestionVersion[]> {
    const rows = await this.deps.dataSource.getRepository(BankQuestionVersionRow).find({ where: { questionId: question.id }, order: { version: 'DESC' } });
    return rows.map(versionOf);
  }

  /** The tags of the caller's bank (an admin's: every bank) over questions in use, the most used first. */
  async tags(user: AuthUser): Promise<BankTag[]> {
    return this.deps.dataSource.query(
      `SELECT tag, count(*)::int AS count FROM bank_questions b CROSS JOIN LATERAL unnest(b.tags) tag
        WHERE b.retired_at IS NULL AND ($1::boolean OR b.owner_id = $2::uuid)
        GROUP BY tag ORDER BY count DESC, lower(tag) LIMIT 500`,
      [user.role === Role.ADMIN, user.id],
    );
  }

  /** A new question of the caller's bank: version 1. */
  async create(user: AuthUser, input: Record<string, unknown>): Promise<BankQuestion> {
    const fields = validateBankQuestion(input);
    const id = await this.deps.dataSource.transaction(async (em) => {
      const row = await em.save(
        em.create(BankQuestion, {
          ownerId: user.id,
          title: fields.title,
          tags: fields.tags,
          difficulty: fields.difficulty,
          type: fields.question.type,
          version: 1,
          searchText: searchTextOf(fields),
        }),
      );
      await em.insert(BankQuestionVersionRow, { questionId: row.id, version: 1, question: fields.question, createdById: user.id });
      return row.id;
    });
    return this.get(user, id);
  }

  /**
   * Many new questions at once (an import), all or none, in the order given; each checked as on
   * create. Answers them with their latest versions.
   */
  async createMany(user: AuthUser, inputs: readonly Record<string, unknown>[]): Promise<BankQuestion[]> {
    const fields = inputs.map((input) => validateBankQuestion(input));
    const ids = await this.deps.dataSource.transaction(async (em) => {
      const rows = await em.save(
        fields.map((item) =>
          em.create(BankQuestion, { ownerId: user.id, title: item.title, tags: item.tags, difficulty: item.difficulty, type: item.question.type, version: 1, searchText: searchTextOf(item) }),
        ),
        { chunk: 100 },
      );
      await em.insert(
        BankQuestionVersionRow,
        rows.map((row, i) => ({ questionId: row.id, version: 1, question: fields[i].question, createdById: user.id })),
      );
      return rows.map((row) => row.id);
    });
    if (ids.length === 0) return [];
    const questions = await this.questions.findBy({ id: In(ids) });
    const byId = new Map(questions.map((question) => [question.id, question]));
    const ordered = ids.map((id) => byId.get(id)).filter((question): question is BankQuestion => question !== undefined);
    await this.attachLatest(ordered);
    return ordered;
  }

  /**
   * Edits a question: a new version when its content changes (the input is the whole question, as
   * on create), else only its title, tags and difficulty. Under the row's lock, so two edits at once
   * make two versions, one after the other.
   */
  async update(user: AuthUser, id: unknown, input: Record<string, unknown>): Promise<BankQuestion> {
    const fields = validateBankQuestion(input);
    const questionId = await this.deps.dataSource.transaction(async (em) => {
      const current = await this.owned(em, user, id, true);
      const latest = await em.findOneByOrFail(BankQuestionVersionRow, { questionId: current.id, version: current.version });
      const changed = !isDeepStrictEqual(latest.question, fields.question);
      const version = changed ? current.version + 1 : current.version;
      if (changed) await em.insert(BankQuestionVersionRow, { questionId: current.id, version, question: fields.question, createdById: user.id });
      await em.update(BankQuestion, { id: current.id }, { title: fields.title, tags: fields.tags, difficulty: fields.difficulty, type: fields.question.type, version, searchText: searchTextOf(fields) });
      return current.id;
    });
    return this.get(user, questionId);
  }

  /** Retired: left out of the bank's list (and of random draws), still readable; restore brings it back. */
  async setRetired(user: AuthUser, id: unknown, retired: boolean): Promise<BankQuestion> {
    const question = await this.owned(this.deps.dataSource.manager, user, id);
    await this.questions.update({ id: question.id }, { retiredAt: retired ? this.deps.clock.now() : null });
    return this.get(user, question.id);
  }

  /** Deletes a question and its versions. */
  async delete(user: AuthUser, id: unknown): Promise<string> {
    const question = await this.owned(this.deps.dataSource.manager, user, id);
    await this.questions.delete({ id: question.id });
    return question.id;
  }

  private async owned(em: EntityManager, user: AuthUser, id: unknown, lock = false): Promise<BankQuestion> {
    const question = await em.findOne(BankQuestion, { where: { id: assertId(id, WHAT) }, ...(lock && { lock: { mode: 'pessimistic_write' as const } }) });
    if (!question) throw notFound(WHAT);
    assertOwnerOrAdmin(user, question.ownerId);
    return question;
  }

  private async attachLatest(questions: BankQuestion[]): Promise<void> {
    const missing = questions.filter((question) => !question.latest);
    if (missing.length === 0) return;
    const rows: BankQuestionVersionRow[] = await this.deps.dataSource
      .getRepository(BankQuestionVersionRow)
      .createQueryBuilder('v')
      .innerJoin(BankQuestion, 'b', 'b.id = v.question_id AND b.version = v.version')
      .where('v.question_id IN (:...ids)', { ids: missing.map((question) => question.id) })
      .getMany();
    const byId = new Map(rows.map((row) => [row.questionId, versionOf(row)]));
    for (const question of missing) question.latest = byId.get(question.id);
  }
}
