import { In } from 'typeorm';
import { findById, removeById, updateById } from '../../db/find';
import { selectColumns } from '../../db/columns';
import { sql } from '../../db/sql';
import type { AuthUser } from '../../shared/auth/access';
import { assertOwnerOrAdmin, isOwnerOrAdmin } from '../../shared/auth/ownership';
import type { Deps } from '../../shared/deps';
import { type PageRequest, rowsToRead, type Slice, toSlice } from '../../shared/pagination';
import { cursorOfRow, keyAlias, keyColumns, keysetClauses, byTime, type Ordering, orderBySql, pageOf } from '../../db/keyset';
import { isAppError } from '../../shared/errors';
import { assertValid, clean, escapeLike, validated } from '../../shared/validation';
import { Course, CourseQuestion } from './course.entity';
import { parseCourseLevel } from './course-level';

export type CourseFields = { title?: unknown; description?: unknown; level?: unknown };
export type QuestionFields = { question?: unknown; answer?: unknown; category?: unknown };

const MAX_TITLE = 200;

// SPEC.md's messages for a missing field, in its order.
export const COURSE_MESSAGES = { title: 'Title is required', description: 'Description is required', level: 'Please select a year level' };
export const QUESTION_MESSAGES = { question: 'Question is required', answer: 'Answer is required', category: 'Category is required' };


// Newest first (courses_created_at_idx); a search ranks title hits first, then how closely a word
// matches ($1 is the LIKE pattern, $2 the query), then newest.
const CATALOGUE = byTime('courses', 'created_at', 'id');
const CATALOGUE_SEARCH: Ordering = {
  name: 'courses-search',
  keys: [
    { sql: '(lower(title) LIKE $1)', type: 'boolean', desc: true },
    { sql: 'word_similarity($2, search_text)', type: 'real', desc: true },
    ...CATALOGUE.keys,
  ],
};

// A row of the catalogue's statement: the course's columns, named as its properties, then the
// extras (the sort key as cursor text, `_k0`..., and maybe `_total`), which the course leaves out.
type CatalogueRow = Record<string, unknown> & { id: string; _total?: string };
const toCourse = (row: CatalogueRow): Course =>
  Object.assign(new Course(), Object.fromEntries(Object.entries(row).filter(([name]) => !name.startsWith('_'))));
// A card's bounds: its question and answer bodies, its category (one answer carries up to 100 cards).
export const MAX_CARD_TEXT = 10_000;
const MAX_CATEGORY = 100;
// A course's cards, oldest first (course_questions_course_idx).
export const COURSE_QUESTIONS = byTime('course-questions', 'q.created_at', 'q.id', 'oldest');

export class CourseService {
  private readonly courses = this.deps.dataSource.getRepository(Course);
  private readonly questions = this.deps.dataSource.getRepository(CourseQuestion);

  constructor(private readonly deps: Deps) {}

  /**
   * The catalogue, newest first; with a query (trimmed, case-insensitive) only the courses
   * whose title, description or level contain it, best matches first. The trigram index on
   * `search_text` serves the match, `courses_created_at_idx` the order and the cursor's seek.
   *
   * The busiest read of the platform: one statement, sent without the query builder. With
   * `withTotal` (the caller will show the count), the count rides along in the same statement;
   * otherwise it is a statement of its own, run only if asked for after all (and for a page past
   * the end, which has no row to carry it).
   */
  async list(search: unknown, page: PageRequest, { withTotal = false }: { withTotal?: boolean } = {}): Promise<Slice<Course>> {
    const query = clean(search).toLowerCase();
    const params: unknown[] = [];
    const place = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    let ordering = CATALOGUE;
    if (query) {
      place(`%${escapeLike(query)}%`);
      place(query);
      where.push('search_text LIKE $1');
      ordering = CATALOGUE_SEARCH;
    }
    const countSql = `SELECT count(*) AS total FROM courses${query ? ' WHERE search_text LIKE $1' : ''}`;
    const { where: seek, order } = keysetClauses(ordering, page, (value, type) => `${place(value)}::${type}`);
    if (seek) where.push(seek);
    const columns = [selectColumns(this.deps.dataSource, Course), ...keyColumns(ordering).map((column, i) => `${column} AS "${keyAlias(i)}"`)];
    if (withTotal) columns.push(`(${countSql}) AS "_total"`);
    const rows = await sql<CatalogueRow>(
      this.deps.dataSource,
      `SELECT ${columns.join(', ')} FROM courses ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${orderBySql(order)} LIMIT ${place(rowsToRead(page))}${page.kind === 'offset' ? ` OFFSET ${place(page.offset)}` : ''}`,
      params,
    );
    const count = async () => {
      if (rows.length && rows[0]._total !== undefined) return Number(rows[0]._total);
      const [counted] = await sql<{ total: string }>(this.deps.dataSource, countSql, query ? [params[0]] : []);
      return Number(counted.total);
    };
    return toSlice(page, new Map(rows.map((row) => [toCourse(row), cursorOfRow(ordering, row)])), count);
  }

  async get(id: unknown): Promise<Course> {
    return findById(this.courses, id, 'Course');
  }

  async questionsOf(courseId: unknown): Promise<CourseQuestion[]> {
    const course = await this.get(courseId);
    return this.questions.find({ where: { courseId: course.id }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** One page of a course's questions, oldest first; NOT_FOUND for a course that does not exist. */
  async questionPage(courseId: unknown, page: PageRequest): Promise<Slice<CourseQuestion>> {
    const course = await this.get(courseId);
    return pageOf(this.questions.createQueryBuilder('q').where('q.course_id = :courseId', { courseId: course.id }), COURSE_QUESTIONS, page);
  }

  async create(input: CourseFields, author: AuthUser): Promise<Course> {
    const fields = this.validateCourse(input);
    const saved = await this.deps.publicReadChanges.write([Course], (em) => em.getRepository(Course).save(this.courses.create({ ...fields, createdById: author.id })));
    return this.get(saved.id);
  }

  /** Whether the user may change or delete the course and its questions: its creator or an admin. */
  canEdit(course: Course, user: AuthUser | null): boolean {
    return isOwnerOrAdmin(user, course.createdById);
  }

  /** The course, if the user may change it (NOT_FOUND first, then FORBIDDEN). */
  async editable(courseId: unknown, user: AuthUser): Promise<Course> {
    const course = await this.get(courseId);
    assertOwnerOrAdmin(user, course.createdById);
    return course;
  }

  update(id: unknown, input: CourseFields, user: AuthUser): Promise<Course> {
    return this.deps.publicReadChanges.write([Course], (em) =>
      updateById(em.getRepository(Course), id, 'Course', (course) => {
        assertOwnerOrAdmin(user, course.createdById);
        return this.validateCourse(input);
      }),
    );
  }

  // Its questions go with it (ON DELETE CASCADE, in the same statement).
  async remove(id: unknown, user: AuthUser): Promise<string> {
    await this.editable(id, user);
    return this.deps.publicReadChanges.write([Course, CourseQuestion], (em) => removeById(em.getRepository(Course), id, 'Course'));
  }

  async addQuestion(courseId: unknown, input: QuestionFields, user: AuthUser): Promise<CourseQuestion> {
    const [question] = await this.addQuestions(courseId, [input], user);
    return question;
  }

  /** Several questions at once, in order, in one statement: every one is stored or none. */
  async addQuestions(courseId: unknown, inputs: readonly QuestionFields[], user: AuthUser): Promise<CourseQuestion[]> {
    const course = await this.editable(courseId, user);
    // The list is ordered by creation time: a microsecond apart keeps the file's order in one statement.
    const rows = inputs.map((input, i) => ({ ...this.validateQuestion(input), courseId: course.id, createdAt: () => `now() + interval '${i} microseconds'` }));
    const { identifiers } = await this.deps.publicReadChanges.write([CourseQuestion], (em) => em.getRepository(CourseQuestion).createQueryBuilder().insert().values(rows).execute());
    const ids = identifiers.map((row) => String(row.id));
    return this.questions.find({ where: { id: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async updateQuestion(id: unknown, input: QuestionFields, user: AuthUser): Promise<CourseQuestion> {
    await this.assertQuestionEditable(id, user);
    return this.deps.publicReadChanges.write([CourseQuestion], (em) => updateById(em.getRepository(CourseQuestion), id, 'Question', () => this.validateQuestion(input)));
  }

  async removeQuestion(id: unknown, user: AuthUser): Promise<string> {
    await this.assertQuestionEditable(id, user);
    return this.deps.publicReadChanges.write([CourseQuestion], (em) => removeById(em.getRepository(CourseQuestion), id, 'Question'));
  }

  // A question is its course's: the course's creator or an admin changes it.
  private async assertQuestionEditable(id: unknown, user: AuthUser): Promise<void> {
    const question = await findById(this.questions, id, 'Question');
    await this.editable(question.courseId, user);
  }

  async count(): Promise<number> {
    return this.courses.count();
  }

  // SPEC.md's order: Title is required; Description is required; Please select a year level.
  private validateCourse(input: CourseFields) {
    const title = clean(input.title);
    const description = clean(input.description);
    const level = parseCourseLevel(input.level);
    assertValid([
      ['title', title !== '', COURSE_MESSAGES.title],
      ['description', description !== '', COURSE_MESSAGES.description],
      ['level', level !== undefined, COURSE_MESSAGES.level],
      ['title', title.length <= MAX_TITLE, `Title must be at most ${MAX_TITLE} characters`],
    ]);
    return { title, description, level: validated(level, 'level') };
  }

  /** The message of the first rule a question breaks (SPEC.md's order), or null: an import's preview lists it. */
  questionProblem(input: QuestionFields): string | null {
    try {
      this.validateQuestion(input);
      return null;
    } catch (error) {
      if (isAppError(error)) return error.message;
      throw error;
    }
  }

  // SPEC.md's order: Question is required; Answer is required; Category is required.
  private validateQuestion(input: QuestionFields) {
    const question = clean(input.question);
    const answer = clean(input.answer);
    const category = clean(input.category);
    assertValid([
      ['question', question !== '', QUESTION_MESSAGES.question],
      ['answer', answer !== '', QUESTION_MESSAGES.answer],
      ['category', category !== '', QUESTION_MESSAGES.category],
      ['question', question.length <= MAX_CARD_TEXT, `Question must be at most ${MAX_CARD_TEXT} characters`],
      ['answer', answer.length <= MAX_CARD_TEXT, `Answer must be at most ${MAX_CARD_TEXT} characters`],
      ['category', category.length <= MAX_CATEGORY, `Category must be at most ${MAX_CATEGORY} characters`],
    ]);
    return { question, answer, category };
  }
}
