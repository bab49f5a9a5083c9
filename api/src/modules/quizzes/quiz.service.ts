import type { EntityManager } from 'typeorm';
import { findById } from '../../db/find';
import { announce, type QuizChange } from '../../graphql/live/events';
import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { crashPoint } from '../../shared/crash-point';
import { AppError, notFound } from '../../shared/errors';
import { assertId } from '../../shared/ids';
import { pageOf } from '../../db/keyset';
import type { PageRequest, Slice } from '../../shared/pagination';
import { QUIZZES_OF_CHAPTER } from './quiz.loaders';
import type { ChapterService } from '../activities/chapter.service';
import type { QuestionBankService, QuestionPin, RandomSlotDraft, SlotOrder } from '../question-bank/bank.service';
import type { LayoutSlot } from './given';
import { assertValid } from '../../shared/validation';
import { assertOwner, assertOwnerOrAdmin } from '../../shared/auth/ownership';
import { QuizAttempt, QuizAttemptInProgress } from './quiz-attempt.entity';
import { Quiz, type StoredQuestion } from './quiz.entity';
import { LOCKED_SETTINGS, type QuizFields, SETTINGS_MESSAGES, settingsOf, validateQuiz, validateSettings } from './quiz.validation';

const QUIZ_LOCKED = 'This quiz has already been attempted by learners and can no longer be edited.';
const QUIZ_NOT_DRAFT = 'Questions can only be added to a draft quiz';
const DRAWS_AT_RANDOM = 'This quiz draws questions at random: add questions to it in the quiz builder.';
const QUESTIONS_OR_SLOTS = "Give the quiz's questions or its slots, not both";

export type TutorQuizCounts = { quizzes: number; publishedQuizzes: number };

export class QuizService {
  private readonly repo = this.deps.dataSource.getRepository(Quiz);

  constructor(
    private readonly deps: Deps,
    private readonly chapters: ChapterService,
    // Every quiz question is a version of a bank question (pinned in the quiz's transaction).
    private readonly bank: QuestionBankService,
  ) {}

  // Every quiz of a chapter, drafts included: for its tutor and admins.
  async listForOwner(chapterId: unknown, user: AuthUser, page: PageRequest): Promise<Slice<Quiz>> {
    const { chapter, ownerId } = await this.chapters.withOwner(chapterId);
    assertOwnerOrAdmin(user, ownerId);
    return this.page({ chapterId: chapter.id }, page);
  }

  // The published quizzes of a chapter, for learners. Correct answers are hidden by the resolver.
  async listPublished(chapterId: unknown, page: PageRequest): Promise<Slice<Quiz>> {
    const chapter = await this.chapters.get(chapterId);
    return this.page({ chapterId: chapter.id, isPublished: true }, page);
  }

  // A draft is visible to its tutor and admins only; to anyone else it does not exist.
  async get(id: unknown, viewer: AuthUser | null): Promise<Quiz> {
    const quiz = await this.find(id);
    if (!quiz.isVisibleTo(viewer)) throw notFound('Quiz');
    return quiz;
  }

  async create(chapterId: unknown, input: QuizFields, user: AuthUser): Promise<Quiz> {
    return this.insertDraft(chapterId, input, user, (ownerId) => assertOwner(user, ownerId));
  }

  /**
   * A draft made from questions brought in from a file: by the chapter's tutor, or by an admin
   * on any chapter (the quiz is the chapter tutor's all the same). One statement: all or nothing.
   */
  createDraft(chapterId: unknown, input: QuizFields, user: AuthUser): Promise<Quiz> {
    return this.insertDraft(chapterId, input, user, (ownerId) => assertOwnerOrAdmin(user, ownerId));
  }

  /** More questions after a draft's own, under the same lock and rules as an edit. */
  async appendQuestions(id: unknown, questions: StoredQuestion[], user: AuthUser): Promise<Quiz> {
    return this.edit(id, user, assertOwnerOrAdmin, (quiz) => {
      if (quiz.isPublished) throw new AppError('CONFLICT', QUIZ_NOT_DRAFT);
      if (quiz.slots) throw new AppError('CONFLICT', DRAWS_AT_RANDOM);
      return { title: quiz.title, instructions: quiz.instructions, questions: [...quiz.questions, ...questions] };
    });
  }

  /**
   * Allowed while no learner has attempted it. The quiz row is locked first: a submission
   * holds a share lock on it while it grades, so an edit and a submission never interleave
   * (either the edit lands before the grading reads the questions, or the edit sees the attempt).
   */
  update(id: unknown, input: QuizFields, user: AuthUser): Promise<Quiz> {
    return this.edit(id, user, assertOwner, () => input);
  }

  /**
   * A quiz's settings alone (its tutor). The window, the review policy and the grading method may
   * change at any time; the terms a learner started under (time limit, shuffling, attempts allowed)
   * are locked once anyone has attempted it.
   */
  async updateSettings(id: unknown, input: unknown, user: AuthUser): Promise<Quiz> {
    const quizId = assertId(id, 'Quiz');
    await this.deps.dataSource.transaction(async (em) => {
      const quiz = await this.lockedQuiz(em, quizId);
      assertOwner(user, quiz.tutorId);
      const current = settingsOf(quiz);
      const settings = validateSettings(input, current);
      const changesTerms = LOCKED_SETTINGS.some((key) => settings[key] !== current[key]);
      if (changesTerms && (await hasStarted(em, quizId))) throw new AppError('CONFLICT', SETTINGS_MESSAGES.locked);
      await em.update(Quiz, { id: quizId }, settings);
      // Attempts keep their quiz's pass mark beside their points (quiz-attempt.entity.ts: isPassed):
      // a new mark decides past attempts too, as it does in Moodle.
      if (settings.passPercentage !== current.passPercentage) {
        await em.query('UPDATE quiz_attempts SET pass_percentage = $2 WHERE quiz_id = $1', [quizId, settings.passPercentage]);
      }
      await announceChange(em, quiz, 'EDITED');
    });
    return this.find(quizId);
  }

  publish(id: unknown, user: AuthUser): Promise<Quiz> {
    return this.setPublished(id, user, true);
  }

  unpublish(id: unknown, user: AuthUser): Promise<Quiz> {
    return this.setPublished(id, user, false);
  }

  // Learners' attempts stay, with the quiz title they kept (quiz_id becomes NULL).
  async remove(id: unknown, user: AuthUser): Promise<string> {
    const quiz = await this.find(id);
    assertOwnerOrAdmin(user, quiz.tutorId);
    await this.deps.dataSource.transaction(async (em) => {
      await em.delete(Quiz, { id: quiz.id });
      await announceChange(em, quiz, 'DELETED');
    });
    return quiz.id;
  }

  /** The bank question (and version) at a fixed place of a quiz. */
  pins(quizId: string, position: number): Promise<{ questionId: string; version: number }[]> {
    return this.deps.dataSource.query(`SELECT question_id AS "questionId", version FROM quiz_question_versions WHERE quiz_id = $1 AND position = $2`, [quizId, position]);
  }

  // Any quiz, draft or not: callers decide who may see it.
  async find(id: unknown): Promise<Quiz> {
    return findById(this.repo, id, 'Quiz');
  }

  // For the tutor dashboard, in one statement.
  async countByTutor(tutorId: string): Promise<TutorQuizCounts> {
    const row = await this.repo
      .createQueryBuilder('q')
      .select('count(*)::int', 'quizzes')
      .addSelect('(count(*) FILTER (WHERE q.is_published))::int', 'publishedQuizzes')
      .where('q.tutorId = :tutorId', { tutorId })
      .getRawOne<TutorQuizCounts>();
    return { quizzes: row?.quizzes ?? 0, publishedQuizzes: row?.publishedQuizzes ?? 0 };
  }

  private async setPublished(id: unknown, user: AuthUser, isPublished: boolean): Promise<Quiz> {
    const quiz = await this.find(id);
    assertOwner(user, quiz.tutorId);
    if (quiz.isPublished !== isPublished) {
      await this.deps.dataSource.transaction(async (em) => {
        await em.update(Quiz, { id: quiz.id }, { isPublished });
        await announceChange(em, quiz, isPublished ? 'PUBLISHED' : 'UNPUBLISHED');
      });
    }
    return this.find(quiz.id);
  }

  private async insertDraft(chapterId: unknown, input: QuizFields, author: AuthUser, mayAuthor: (ownerId: string) => void): Promise<Quiz> {
    const { chapter, ownerId } = await this.chapters.withOwner(chapterId);
    mayAuthor(ownerId);
    const { input: written, pins, layout } = await this.fromSlots(this.deps.dataSource.manager, ownerId, input);
    const fields = validateQuiz(written, undefined, drawnCount(layout));
    const id = await this.deps.dataSource.transaction(async (em) => {
      // Marked as drawing at random (a quiz of random slots alone has no fixed question) until saveLayout writes the layout.
      const { identifiers } = await em.insert(Quiz, { ...fields, slots: layout && [], chapterId: chapter.id, tutorId: ownerId, isPublished: false });
      const quizId = String(identifiers[0].id);
      const refs = await this.bank.pinQuizQuestions(em, { id: quizId, tutorId: ownerId, title: fields.title }, author.id, fields.questions, pins);
      await saveLayout(em, quizId, layout, refs);
      await announceChange(em, { id: quizId, chapterId: chapter.id }, 'CREATED');
      await crashPoint('quizzes.draft-inserted');
      return quizId;
    });
    return this.find(id);
  }

  private async edit(id: unknown, user: AuthUser, mayEdit: (user: AuthUser, ownerId: string) => void, fieldsOf: (quiz: Quiz) => QuizFields): Promise<Quiz> {
    const quizId = assertId(id, 'Quiz');
    await this.deps.dataSource.transaction(async (em) => {
      const quiz = await this.lockedQuiz(em, quizId);
      mayEdit(user, quiz.tutorId);
      if (await hasStarted(em, quizId)) throw new AppError('CONFLICT', QUIZ_LOCKED);
      const { input, pins, layout } = await this.fromSlots(em, quiz.tutorId, fieldsOf(quiz));
      const fields = validateQuiz(input, settingsOf(quiz), drawnCount(layout));
      await em.update(Quiz, { id: quizId }, { ...fields, slots: layout && [] });
      const refs = await this.bank.pinQuizQuestions(em, { id: quizId, tutorId: quiz.tutorId, title: fields.title }, user.id, fields.questions, pins);
      await saveLayout(em, quizId, layout, refs);
      await announceChange(em, quiz, 'EDITED');
    });
    return this.find(quizId);
  }

  /**
   * A quiz input with `slots` as one with their fixed questions, the bank version each slot named,
   * and the layout when a slot draws at random (null: every question is fixed).
   */
  private async fromSlots(em: EntityManager, tutorId: string, input: QuizFields): Promise<{ input: QuizFields; pins: (QuestionPin | null)[]; layout: Layout | null }> {
    if (input.slots === undefined || input.slots === null) return { input, pins: [], layout: null };
    const written = Array.isArray(input.questions) && input.questions.length > 0;
    assertValid([['slots', !written, QUESTIONS_OR_SLOTS]]);
    const { questions, pins, random, order } = await this.bank.resolveSlots(em, tutorId, input.slots);
    return { input: { ...input, questions }, pins, layout: random && { random, order } };
  }

  private async lockedQuiz(em: EntityManager, id: string): Promise<Quiz> {
    const quiz = await em.findOne(Quiz, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!quiz) throw notFound('Quiz');
    return quiz;
  }

  private page(where: { chapterId: string; isPublished?: boolean }, page: PageRequest): Promise<Slice<Quiz>> {
    const qb = this.repo.createQueryBuilder('q').where('q.chapter_id = :chapterId', { chapterId: where.chapterId });
    if (where.isPublished) qb.andWhere('q.is_published');
    return pageOf(qb, QUIZZES_OF_CHAPTER.ordering, page);
  }
}

// Who watches the chapter's quizzes hears of the change when, and only if, it commits.
export const announceChange = (em: EntityManager, quiz: Pick<Quiz, 'id' | 'chapterId'>, change: QuizChange) =>
  announce(em, 'chapterQuizzesChanged', quiz.chapterId, { quizId: quiz.id, change });

/** A quiz's slots in order, when one draws at random: the fixed ones are its questions, in order. */
type Layout = { order: SlotOrder[]; random: RandomSlotDraft[] };

const drawnCount = (layout: Layout | null): number => layout?.random.reduce((sum, slot) => sum + slot.count, 0) ?? 0;

/**
 * Stores a quiz's layout (null: all its questions fixed) with its fixed questions' bank versions
 * (`refs`, as pinned), and the versions its pools hold (so they count as used).
 */
async function saveLayout(em: EntityManager, quizId: string, layout: Layout | null, refs: readonly QuestionPin[]): Promise<void> {
  let fixed = 0;
  let random = 0;
  const slots: LayoutSlot[] | null =
    layout &&
    layout.order.map((kind): LayoutSlot => {
      if (kind === 'FIXED') {
        const index = fixed++;
        return { kind, index, questionId: refs[index].questionId, version: refs[index].version };
      }
      const { tag, difficulty, count, pool } = layout.random[random++];
      return { kind, tag, difficulty, count, pool };
    });
  await em.query(`UPDATE quizzes SET slots = $2::jsonb WHERE id = $1`, [quizId, slots && JSON.stringify(slots)]);
  await em.query(`DELETE FROM quiz_pool_versions WHERE quiz_id = $1`, [quizId]);
  const pooled = new Map((layout?.random ?? []).flatMap((slot) => slot.pool.map((given) => [given.questionId, given.version] as const)));
  if (pooled.size > 0) {
    await em.query(`INSERT INTO quiz_pool_versions (quiz_id, question_id, version) SELECT $1, * FROM unnest($2::uuid[], $3::int[])`, [quizId, [...pooled.keys()], [...pooled.values()]]);
  }
}

// Whether a learner has submitted or started an attempt: the quiz's questions and terms are theirs then.
async function hasStarted(em: EntityManager, quizId: string): Promise<boolean> {
  return (await em.existsBy(QuizAttempt, { quizId })) || (await em.existsBy(QuizAttemptInProgress, { quizId }));
}
