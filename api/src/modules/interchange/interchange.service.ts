import type { AuthUser } from '../../shared/auth/access';
import { AppError } from '../../shared/errors';
import { assertOwnerOrAdmin } from '../../shared/auth/ownership';
import type { ChapterService } from '../activities/chapter.service';
import type { Course } from '../courses/course.entity';
import type { CourseService } from '../courses/course.service';
import { discardUpload, type FileArg, readUploadText } from '../files/upload';
import type { BankQuestion } from '../question-bank/bank-question.entity';
import type { QuestionBankService } from '../question-bank/bank.service';
import { MAX_TAG, titleFromText } from '../question-bank/bank.validation';
import type { Quiz } from '../quizzes/quiz.entity';
import type { Question } from '../quizzes/questions/types';
import type { QuizService } from '../quizzes/quiz.service';
import { exportCardsCsv, exportGift, exportMoodleXml } from './formats';
import { IMPORT_LIMITS, LIMIT_MESSAGES } from './formats/limits';
import { ReadRefused, ReadRunner } from './formats/read-runner';
import type { ReadTask } from './formats/read-worker';
import type { CardParse, ImportedCard, QuestionParse, SkippedItem } from './formats/types';
import { CardImportFormat, type ExportedFile, QuestionImportFormat, QuizExportFormat } from './interchange.types';

const FILE_LABEL = 'The file';

const IMPORT_MESSAGES = {
  tooMany: LIMIT_MESSAGES.tooMany,
  noQuestions: 'The file has no question that can be imported',
  noCards: 'The file has no card that can be imported',
  categoryRequired: 'Category is required',
};

const QUIZ_EXPORTS: Record<QuizExportFormat, { extension: string; mimeType: string; write: typeof exportGift }> = {
  [QuizExportFormat.GIFT]: { extension: 'gift.txt', mimeType: 'text/plain; charset=utf-8', write: exportGift },
  [QuizExportFormat.MOODLE_XML]: { extension: 'xml', mimeType: 'application/xml; charset=utf-8', write: exportMoodleXml },
};

const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);

/** A file name from a title: letters, digits and dashes, never empty. */
const fileStem = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'export';

/**
 * Questions and flash cards in and out of the platform's quizzes and courses, in Moodle's formats
 * and in CSV / tab-separated text. A preview stores nothing; an import is one statement or one
 * transaction, so it stores every previewed question or none. Who may do what is the quiz's and
 * the course's own rule, read from their services.
 */
/**
 * A Moodle category path as bank tags: each level a tag, without Moodle's context and "top"
 * ("$course$/top/Week 1/Loops" gives "Week 1" and "Loops"; "//" is a slash within a name).
 */
export function tagsOfCategory(category: string | null): string[] {
  if (!category) return [];
  const levels = category.split(/(?<!\/)\/(?!\/)/).map((level) => level.replace(/\/\//g, '/').trim());
  return levels
    .filter((level, i) => level !== '' && !(i === 0 && /^\$[a-z]+\$$/.test(level)) && !(level === 'top' && i <= 1))
    .map((level) => level.slice(0, MAX_TAG));
}

// A bank question needs a title: the file's, else the start of its text.
const titleOf = (title: string | null, text: string): string => titleFromText((title ?? '').trim() || text);

export class InterchangeService {
  constructor(
    private readonly chapters: ChapterService,
    private readonly quizzes: QuizService,
    private readonly courses: CourseService,
    private readonly bank: QuestionBankService,
    // Files are read in worker threads, within a time limit (formats/read-runner.ts).
    private readonly reader: ReadRunner = new ReadRunner(),
  ) {}

  async previewQuestions(format: QuestionImportFormat, file: FileArg): Promise<QuestionParse> {
    const text = await readUploadText(file, { maxBytes: IMPORT_LIMITS.maxBytes, label: FILE_LABEL });
    // The limits (items, options per question) are checked as the file is read.
    return readFile<QuestionParse>(this.reader, { kind: 'questions', format, text });
  }

  /** A new draft quiz on the chapter, with the file's questions in order: the chapter's tutor or an admin. */
  async importQuiz(chapterId: unknown, input: { title?: unknown; instructions?: unknown }, format: QuestionImportFormat, file: FileArg, user: AuthUser): Promise<Quiz> {
    await refusingUpload(file, async () => assertOwnerOrAdmin(user, (await this.chapters.withOwner(chapterId)).ownerId));
    const questions = await this.importableQuestions(format, file);
    return this.quizzes.createDraft(chapterId, { ...input, questions }, user);
  }

  /** The file's questions after those of one of the caller's draft quizzes. */
  async appendToQuiz(quizId: unknown, format: QuestionImportFormat, file: FileArg, user: AuthUser): Promise<Quiz> {
    const quiz = await refusingUpload(file, async () => {
      const found = await this.quizzes.find(quizId);
      assertOwnerOrAdmin(user, found.tutorId);
      return found;
    });
    const questions = await this.importableQuestions(format, file);
    return this.quizzes.appendQuestions(quiz.id, questions, user);
  }

  /**
   * The file's questions into the caller's bank, all or none: each with its title (the file's, or
   * the start of its text), its category as tags (tagsOfCategory) and the tags given.
   */
  async importIntoBank(format: QuestionImportFormat, file: FileArg, tags: readonly string[], user: AuthUser): Promise<BankQuestion[]> {
    const { questions } = await this.previewQuestions(format, file);
    if (questions.length === 0) throw badInput(IMPORT_MESSAGES.noQuestions);
    return this.bank.createMany(
      user,
      questions.map(({ title, line: _line, position: _position, notes: _notes, category, ...question }) => ({
        ...question,
        title: titleOf(title, question.questionText),
        tags: [...tags, ...tagsOfCategory(category)],
      })),
    );
  }

  async exportQuiz(quizId: unknown, format: QuizExportFormat, user: AuthUser): Promise<ExportedFile> {
    const quiz = await this.quizzes.find(quizId);
    assertOwnerOrAdmin(user, quiz.tutorId);
    const { extension, mimeType, write } = QUIZ_EXPORTS[format];
    const content = write({ title: quiz.title, instructions: quiz.instructions, questions: quiz.questions });
    return { filename: `${fileStem(quiz.title)}.${extension}`, mimeType, content };
  }

  async previewCards(format: CardImportFormat, file: FileArg, category: unknown): Promise<CardParse> {
    const cardCategory = typeof category === 'string' ? category.trim() : '';
    if (format === CardImportFormat.TSV && cardCategory === '') {
      discardUpload(file);
      throw badInput(IMPORT_MESSAGES.categoryRequired);
    }
    const text = await readUploadText(file, { maxBytes: IMPORT_LIMITS.maxBytes, label: FILE_LABEL });
    const parsed = await readFile<CardParse>(this.reader, { kind: 'cards', format, text, category: cardCategory });
    // The course's own rules (a category's length, say) decide too, so the preview is what imports.
    const cards: ImportedCard[] = [];
    const skipped: SkippedItem[] = [...parsed.skipped];
    for (const card of parsed.cards) {
      const problem = this.courses.questionProblem(card);
      if (problem === null) cards.push(card);
      else skipped.push({ line: card.line, position: null, name: null, reason: problem });
    }
    skipped.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return { cards, skipped };
  }

  /** The file's cards added to the course in one statement, after its own questions. */
  async importCards(courseId: unknown, format: CardImportFormat, file: FileArg, category: unknown, user: AuthUser): Promise<Course> {
    // The course's creator or an admin, checked before the file is read.
    const course = await refusingUpload(file, () => this.courses.editable(courseId, user));
    const { cards } = await this.previewCards(format, file, category);
    if (cards.length === 0) throw badInput(IMPORT_MESSAGES.noCards);
    await this.courses.addQuestions(course.id, cards, user);
    return course;
  }

  // Any tutor or admin: a course's questions and answers are public reads (GET /course/:id), so the
  // file tells nothing a reader could not see already.
  async exportCards(courseId: unknown): Promise<ExportedFile> {
    const course = await this.courses.get(courseId);
    const questions = await this.courses.questionsOf(course.id);
    return { filename: `${fileStem(course.title)}-questions.csv`, mimeType: 'text/csv; charset=utf-8', content: exportCardsCsv(questions) };
  }

  // The file's questions as a quiz keeps them: every type, without where they were in the file.
  private async importableQuestions(format: QuestionImportFormat, file: FileArg): Promise<Question[]> {
    const { questions } = await this.previewQuestions(format, file);
    if (questions.length === 0) throw badInput(IMPORT_MESSAGES.noQuestions);
    return questions.map(({ title: _title, line: _line, position: _position, notes: _notes, category: _category, ...question }) => question);
  }
}

// When every reader is busy: about the time a file takes to read.
const READERS_BUSY_RETRY_SECONDS = 5;

// A file that cannot be read as a whole, or in time, is the user's to fix: a 400 with the reason
// (429 when every reader is busy).
async function readFile<T>(reader: ReadRunner, task: ReadTask): Promise<T> {
  try {
    return await reader.read<T>(task);
  } catch (error) {
    if (error instanceof ReadRefused && error.why === 'busy') throw new AppError('RATE_LIMITED', error.message, { retryAfterSeconds: READERS_BUSY_RETRY_SECONDS });
    if (error instanceof ReadRefused) throw new AppError('BAD_USER_INPUT', error.message);
    throw error;
  }
}

// Checks made before the file is read: when one refuses, the file is drained so the request ends.
async function refusingUpload<T>(file: FileArg, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    discardUpload(file);
    throw error;
  }
}
