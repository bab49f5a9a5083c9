import { drawQuestions } from '../question-bank/draw';
import type { Question } from './questions/types';
import type { GivenQuestion } from './quiz-attempt.entity';

/**
 * One slot of a quiz with random draws (issue 36), as the quiz row keeps it: a fixed question (the
 * quiz's `questions[index]`, a pinned bank version) or a random draw of `count` questions from a
 * pool of bank versions, fixed when the tutor saved the quiz (so every attempt draws from the same).
 */
export type LayoutSlot =
  | { kind: 'FIXED'; index: number; questionId: string; version: number }
  | { kind: 'RANDOM'; tag: string; difficulty: number | null; count: number; pool: GivenQuestion[] };

/** What drawing reads of a quiz: its id, fixed questions and slots (null: its questions are all fixed). */
export type DrawnQuiz = { id: string; questions: readonly Question[]; slots: readonly LayoutSlot[] | null };

/** How many questions an attempt at the quiz is given. */
export const questionCountOf = (quiz: Pick<DrawnQuiz, 'questions' | 'slots'>): number =>
  quiz.slots ? quiz.slots.reduce((sum, slot) => sum + (slot.kind === 'FIXED' ? 1 : slot.count), 0) : quiz.questions.length;

/**
 * The questions one attempt (a learner's `attemptNumber`-th) is given, in the quiz's order: each
 * fixed question, and each random slot's draw (drawQuestions: seeded by the attempt's identity, so
 * the same on a reload and on every instance; never a question twice in an attempt; those in
 * `seen`, the learner's earlier attempts, last). Null for a quiz of fixed questions only: an
 * attempt is given the quiz's own list.
 */
export function givenQuestions(quiz: DrawnQuiz, userId: string, attemptNumber: number, seen: ReadonlySet<string> = new Set()): GivenQuestion[] | null {
  if (!quiz.slots) return null;
  const taken = new Set(quiz.slots.flatMap((slot) => (slot.kind === 'FIXED' ? [slot.questionId] : [])));
  return quiz.slots.flatMap((slot, index): GivenQuestion[] => {
    if (slot.kind === 'FIXED') return [{ questionId: slot.questionId, version: slot.version, question: quiz.questions[slot.index] }];
    const byId = new Map(slot.pool.map((given) => [given.questionId, given]));
    const drawn = drawQuestions([...byId.keys()], slot.count, { quizId: quiz.id, slot: index, userId, attemptNumber }, seen, taken);
    for (const id of drawn) taken.add(id);
    return drawn.map((id) => byId.get(id)!);
  });
}

/** The quiz as one attempt is given it: its questions those drawn for the attempt (the quiz itself when it draws none). */
export function asGiven<T extends { questions: readonly Question[] }>(quiz: T, given: readonly GivenQuestion[] | null): T {
  if (!given) return quiz;
  return Object.assign(Object.create(Object.getPrototypeOf(quiz) as object) as T, quiz, { questions: given.map((g) => g.question) });
}

type Db = { query: (text: string, params: unknown[]) => Promise<unknown> };

/** The bank questions a learner was given in their attempts at a quiz before the `attemptNumber`-th. */
export async function seenQuestions(db: Db, quizId: string, userId: string, attemptNumber: number): Promise<Set<string>> {
  if (attemptNumber <= 1) return new Set();
  const rows = (await db.query(
    `SELECT DISTINCT g->>'questionId' AS id FROM quiz_attempts qa CROSS JOIN LATERAL jsonb_array_elements(qa.given_questions) g
      WHERE qa.quiz_id = $1 AND qa.user_id = $2 AND qa.attempt_number < $3 AND qa.given_questions IS NOT NULL`,
    [quizId, userId, attemptNumber],
  )) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

/**
 * The quiz as a learner's `attemptNumber`-th attempt is given it (its drawn questions; the quiz
 * itself when it draws none), and what it was given (null: the quiz's own questions).
 */
export async function givenFor<T extends DrawnQuiz>(db: Db, quiz: T, userId: string, attemptNumber: number): Promise<{ quiz: T; given: GivenQuestion[] | null }> {
  if (!quiz.slots) return { quiz, given: null };
  const given = givenQuestions(quiz, userId, attemptNumber, await seenQuestions(db, quiz.id, userId, attemptNumber));
  return { quiz: asGiven(quiz, given), given };
}
