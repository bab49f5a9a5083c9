import { isDeepStrictEqual } from 'node:util';
import { type EntityManager, In } from 'typeorm';
import { byTime, pageOf } from '../../db/keyset';
import type { AuthUser } from '../../shared/auth/access';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { assertId, isUuid } from '../../shared/ids';
import type { PageRequest, Slice } from '../../shared/pagination';
import { type Rule, assertValid, clean, escapeLike } from '../../shared/validation';
import { type Question, QuestionType } from '../quizzes/questions/types';
import { Role } from '../users/role';
import { BankQuestion, type BankQuestionUse, type BankQuestionVersion, BankQuestionVersionRow, versionOf } from './bank-question.entity';
import { BANK_MESSAGES, type BankFields, MAX_TAG, titleFromText, validateBankQuestion } from './bank.validation';

export type BankFilters = { search?: unknown; tags?: unknown; type?: unknown; difficulty?: unknown; includeRetired?: unknown };
export type BankTag = { tag: string; count: number };
export type QuestionPin = { questionId: string; version: number };

const SLOT_MESSAGES = {
  oneKind: (n: number) => `Slot ${n} needs either a question of the bank or a question written here, not both`,
  notInBank: (n: number) => `Slot ${n} names a question that is not in the quiz tutor's bank`,
  retired: (n: number) => `Slot ${n} names a retired question: restore it first`,
  noTag: (n: number) => `Slot ${n} needs the tag to draw questions from`,
  count: (n: number) => `Slot ${n} draws 1 to ${MAX_DRAW} questions`,
  difficulty: (n: number) => `Slot ${n}: the difficulty is 1 to 5, or none`,
  poolTooSmall: (n: number, size: number, tag: string) =>
    `Slot ${n} draws more questions than the bank holds tagged "${tag}" (besides the quiz's fixed ones): ${size.toLocaleString('en')}`,
  poolTooLarge: (n: number) => `Slot ${n} draws from more than ${MAX_POOL.toLocaleString('en')} questions: choose a narrower tag or a difficulty`,
};

// A random slot draws at most this many questions, from a pool of at most MAX_POOL.
const MAX_DRAW = 50;
const MAX_POOL = 500;
const validDifficulty = (value: unknown): value is number | null => value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5);

/** A random slot as read from the quiz input, its pool found (the bank's latest versions). */
export type RandomSlotDraft = { tag: string; difficulty: number | null; count: number; pool: { questionId: string; version: number; question: Question }[] };
export type SlotOrder = 'FIXED' | 'RANDOM';

const WHAT = 'Bank question';

// Every version a quiz uses: at a fixed place, or in a random slot's pool.
const QUESTION_USES = `(SELECT quiz_id, question_id, version FROM quiz_question_versions UNION ALL SELECT quiz_id, question_id, version FROM quiz_pool_versions)`;
const TYPE_FILTER = 'Choose a question type LearnHub knows';

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
    const ids = await this.deps.dataSource.transaction((em) => insertQuestions(em, user.id, user.id, fields));
    if (ids.length === 0) return [];
    const questions = await this.questions.findBy({ id: In(ids) });
    const byId = new Map(questions.map((question) => [question.id, question]));
    const ordered = ids.map((id) => byId.get(id)).filter((question): question is BankQuestion => question !== undefined);
    await this.attachLatest(ordered);
    return ordered;
  }

  /**
   * A quiz's slots: its fixed questions in order, the bank version each names (null for a question
   * written in the slot), and, when a slot draws at random, the quiz's layout (else null). A slot
   * names a question of the quiz tutor's bank, not retired (its latest version), holds one, or draws
   * `count` (1 to 50) of the tutor's questions tagged `randomTag` (and of `difficulty` when given),
   * not retired, other than the quiz's fixed ones: the pool is those questions' latest versions now.
   * Else BAD_USER_INPUT on `slots.<i>`.
   */
  async resolveSlots(
    em: EntityManager,
    tutorId: string,
    slots: unknown,
  ): Promise<{ questions: unknown[]; pins: (QuestionPin | null)[]; random: RandomSlotDraft[] | null; order: SlotOrder[] }> {
    const list: unknown[] = Array.isArray(slots) ? slots : [];
    const read = list.map((slot) => {
      const fields = (typeof slot === 'object' && slot !== null ? slot : {}) as { questionId?: unknown; question?: unknown; randomTag?: unknown; count?: unknown; difficulty?: unknown };
      const given = (value: unknown) => value !== undefined && value !== null;
      const kinds = [given(fields.questionId), given(fields.question), given(fields.randomTag)].filter(Boolean).length;
      return {
        id: given(fields.questionId) ? fields.questionId : null,
        question: given(fields.question) ? fields.question : null,
        tag: given(fields.randomTag) ? clean(fields.randomTag) : null,
        count: fields.count,
        difficulty: given(fields.difficulty) ? fields.difficulty : null,
        one: kinds === 1,
      };
    });
    const ids = read.map((slot) => slot.id).filter(isUuid);
    const found: { id: string; version: number; question: unknown; retired: boolean }[] = ids.length
      ? await em.query(
          `SELECT b.id, b.version, v.question, b.retired_at IS NOT NULL AS retired
             FROM bank_questions b JOIN bank_question_versions v ON v.question_id = b.id AND v.version = b.version
            WHERE b.id = ANY($1::uuid[]) AND b.owner_id = $2`,
          [ids, tutorId],
        )
      : [];
    const byId = new Map(found.map((row) => [row.id, row]));
    const fixedIds = new Set(found.map((row) => row.id));
    const pools = await Promise.all(
      read.map(async (slot) => {
        if (slot.tag === null || slot.tag === '' || !validDifficulty(slot.difficulty)) return [];
        const rows: { questionId: string; version: number; question: Question }[] = await em.query(
          `SELECT b.id AS "questionId", b.version, v.question
             FROM bank_questions b JOIN bank_question_versions v ON v.question_id = b.id AND v.version = b.version
            WHERE b.owner_id = $1 AND b.retired_at IS NULL AND $2 = ANY(b.tags) AND ($3::int IS NULL OR b.difficulty = $3) ORDER BY b.id LIMIT ${MAX_POOL + 1}`,
          [tutorId, slot.tag, slot.difficulty],
        );
        return rows.filter((row) => !fixedIds.has(row.questionId));
      }),
    );
    const rules: Rule[] = read.flatMap((slot, i): Rule[] => {
      const bank = isUuid(slot.id) ? byId.get(slot.id.toLowerCase()) : undefined;
      const rules: Rule[] = [
        [`slots.${i}`, slot.one, SLOT_MESSAGES.oneKind(i + 1)],
        [`slots.${i}.questionId`, slot.id === null || bank !== undefined, SLOT_MESSAGES.notInBank(i + 1)],
        [`slots.${i}.questionId`, !bank?.retired, SLOT_MESSAGES.retired(i + 1)],
      ];
      if (slot.tag === null || !slot.one) return rules;
      const count = slot.count;
      const countOk = typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_DRAW;
      return [
        ...rules,
        [`slots.${i}.randomTag`, slot.tag !== '', SLOT_MESSAGES.noTag(i + 1)],
        [`slots.${i}.count`, countOk, SLOT_MESSAGES.count(i + 1)],
        [`slots.${i}.difficulty`, validDifficulty(slot.difficulty), SLOT_MESSAGES.difficulty(i + 1)],
        [`slots.${i}.count`, !countOk || slot.tag === '' || pools[i].length >= count, SLOT_MESSAGES.poolTooSmall(i + 1, pools[i].length, slot.tag)],
        [`slots.${i}.randomTag`, pools[i].length <= MAX_POOL, SLOT_MESSAGES.poolTooLarge(i + 1)],
      ];
    });
    assertValid(rules);
    const bankOf = (slot: (typeof read)[number]) => (typeof slot.id === 'string' ? byId.get(slot.id.toLowerCase()) : undefined);
    const fixed = read.filter((slot) => slot.tag === null);
    const random = read.flatMap((slot, i) => (slot.tag === null ? [] : [{ tag: slot.tag, difficulty: slot.difficulty as number | null, count: slot.count as number, pool: pools[i] }]));
    return {
      questions: fixed.map((slot) => (slot.id !== null ? bankOf(slot)?.question : slot.question)),
      pins: fixed.map((slot) => {
        const bank = slot.id !== null ? bankOf(slot) : undefined;
        return bank ? { questionId: bank.id, version: bank.version } : null;
      }),
      random: random.length > 0 ? random : null,
      order: read.map((slot) => (slot.tag === null ? 'FIXED' : 'RANDOM')),
    };
  }

  /** How many of the tutor's questions (not retired) a random slot of `tag` (and `difficulty`) would draw from. */
  async poolSize(user: AuthUser, tag: unknown, difficulty: unknown): Promise<number> {
    const [{ n }]: { n: number }[] = await this.deps.dataSource.query(
      `SELECT count(*)::int AS n FROM bank_questions b WHERE b.owner_id = $1 AND b.retired_at IS NULL AND $2 = ANY(b.tags) AND ($3::int IS NULL OR b.difficulty = $3)`,
      [user.id, clean(tag), validDifficulty(difficulty) ? difficulty : null],
    );
    return n;
  }

  /**
   * Pins a quiz's questions (as just written by its tutor, or an admin: `authorId`) to versions of
   * bank questions, inside the quiz's own transaction, so that every quiz question is a bank version.
   * A question the quiz already had, unchanged (at any position), keeps its version; a changed one
   * becomes a new version of the bank question at its position (an edit in place); any other is a
   * new bank question of the quiz's tutor, tagged with the quiz's title.
   */
  async pinQuizQuestions(
    em: EntityManager,
    quiz: { id: string; tutorId: string; title: string },
    authorId: string,
    questions: readonly Question[],
    chosen: readonly (QuestionPin | null)[] = [],
  ): Promise<QuestionPin[]> {
    const current: { position: number; questionId: string; version: number; question: Question }[] = await em.query(
      `SELECT r.position, r.question_id AS "questionId", r.version, v.question
         FROM quiz_question_versions r JOIN bank_question_versions v USING (question_id, version)
        WHERE r.quiz_id = $1 ORDER BY r.position`,
      [quiz.id],
    );
    const unused = new Set(current.map((_, i) => i));
    const refs: (QuestionPin | null)[] = questions.map((question, position) => {
      // A slot that named its bank version keeps it.
      const named = chosen[position];
      if (named) return named;
      const same = current.findIndex((was, i) => unused.has(i) && isDeepStrictEqual(was.question, question));
      if (same < 0) return null;
      unused.delete(same);
      return { questionId: current[same].questionId, version: current[same].version };
    });
    const created: number[] = [];
    for (const [position, question] of questions.entries()) {
      if (refs[position]) continue;
      const inPlace = current.findIndex((was) => was.position === position);
      if (inPlace >= 0 && unused.has(inPlace)) {
        unused.delete(inPlace);
        refs[position] = await addVersion(em, current[inPlace].questionId, question, authorId);
      } else created.push(position);
    }
    const tag = quiz.title.slice(0, MAX_TAG);
    const ids = await insertQuestions(
      em,
      quiz.tutorId,
      authorId,
      created.map((position) => ({ title: titleFromText(questions[position].questionText, QUIZ_QUESTION_TITLE), tags: tag ? [tag] : [], difficulty: null, question: questions[position] })),
    );
    created.forEach((position, i) => (refs[position] = { questionId: ids[i], version: 1 }));
    await em.query(`DELETE FROM quiz_question_versions WHERE quiz_id = $1`, [quiz.id]);
    await em.query(
      `INSERT INTO quiz_question_versions (quiz_id, position, question_id, version)
       SELECT $1, p.position - 1, p.question_id, p.version FROM unnest($2::uuid[], $3::int[]) WITH ORDINALITY p(question_id, version, position)`,
      [quiz.id, refs.map((ref) => ref?.questionId), refs.map((ref) => ref?.version)],
    );
    return refs as QuestionPin[];
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

  /** Deletes a question and its versions; one a quiz uses is retired instead (CONFLICT says so). */
  async delete(user: AuthUser, id: unknown): Promise<string> {
    return this.deps.dataSource.transaction(async (em) => {
      const question = await this.owned(em, user, id, true);
      const [{ quizzes }] = await em.query<{ quizzes: number }[]>(`SELECT count(DISTINCT quiz_id)::int AS quizzes FROM ${QUESTION_USES} r WHERE question_id = $1`, [question.id]);
      if (quizzes > 0) throw new AppError('CONFLICT', usedMessage(quizzes));
      await em.delete(BankQuestion, { id: question.id });
      return question.id;
    });
  }

  /** The quizzes using a version of a question, with their attempt counts, by title. */
  async uses(question: BankQuestion): Promise<BankQuestionUse[]> {
    return this.deps.dataSource.query(
      `SELECT DISTINCT ON (q.title, q.id, r.version) q.id AS "quizId", q.title AS "quizTitle", r.version,
              (SELECT count(*)::int FROM quiz_attempts qa WHERE qa.quiz_id = q.id) AS "attemptCount"
         FROM ${QUESTION_USES} r JOIN quizzes q ON q.id = r.quiz_id
        WHERE r.question_id = $1 ORDER BY q.title, q.id, r.version LIMIT 100`,
      [question.id],
    );
  }

  /** How many quizzes use a version of each question, by id (0 for none). */
  async quizCounts(ids: readonly string[]): Promise<Map<string, number>> {
    const rows: { id: string; quizzes: number }[] = ids.length
      ? await this.deps.dataSource.query(
          `SELECT question_id AS id, count(DISTINCT quiz_id)::int AS quizzes FROM ${QUESTION_USES} r WHERE question_id = ANY($1::uuid[]) GROUP BY question_id`,
          [ids],
        )
      : [];
    return new Map(rows.map((row) => [row.id, row.quizzes]));
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
    const counts = await this.quizCounts(missing.map((question) => question.id));
    for (const question of missing) {
      question.latest = byId.get(question.id);
      question.quizCount = counts.get(question.id) ?? 0;
    }
  }
}

const usedMessage = (quizzes: number): string =>
  `This question is used by ${quizzes === 1 ? 'a quiz' : `${quizzes} quizzes`}: retire it instead, so that it leaves the bank and those quizzes keep it.`;

// A bank question made from a quiz's question is titled by the start of its text (as the migration does).
const QUIZ_QUESTION_TITLE = 60;

/** New bank questions (version 1 each) in a transaction; their ids in the order given. */
async function insertQuestions(em: EntityManager, ownerId: string, authorId: string, fields: readonly BankFields[]): Promise<string[]> {
  if (fields.length === 0) return [];
  const rows = await em.save(
    fields.map((item) =>
      em.create(BankQuestion, { ownerId, title: item.title, tags: item.tags, difficulty: item.difficulty, type: item.question.type, version: 1, searchText: searchTextOf(item) }),
    ),
    { chunk: 100 },
  );
  await em.insert(
    BankQuestionVersionRow,
    rows.map((row, i) => ({ questionId: row.id, version: 1, question: fields[i].question, createdById: authorId })),
  );
  return rows.map((row) => row.id);
}

/** The next version of a bank question, under its row's lock. */
async function addVersion(em: EntityManager, questionId: string, question: Question, authorId: string): Promise<{ questionId: string; version: number }> {
  const row = await em.findOneOrFail(BankQuestion, { where: { id: questionId }, lock: { mode: 'pessimistic_write' } });
  const version = row.version + 1;
  await em.insert(BankQuestionVersionRow, { questionId, version, question, createdById: authorId });
  await em.update(BankQuestion, { id: questionId }, { version, type: question.type, searchText: searchTextOf({ title: row.title, question }) });
  return { questionId, version };
}
