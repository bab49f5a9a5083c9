import { drawQuestions } from '../question-bank/draw';
import type { Question } from './questions/types';
import type { GivenQuestion, GivenRef } from './quiz-attempt.entity';

/**
 * One slot of a quiz with random draws, as the quiz row keeps it: a fixed question (the
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
function givenQuestions(quiz: DrawnQuiz, userId: string, attemptNumber: number, seen: ReadonlySet<string> = new Set()): GivenQuestion[] | null {
  if (!quiz.slots) return null;
  const taken = new Set(quiz.slots.flatMap((slot) => (slot.kind === 'FIXED' ? [slot.questionId] : [])));
  return quiz.slots.flatMap((slot, index): GivenQuestion[] => {
    if (slot.kind === 'FIXED') return [{ questionId: slot.questionId, version: slot.version, question: quiz.questions[slot.index] }];
    const byId = new Map(slot.pool.map((given) => [given.questionId, given]));
    const drawn = drawQuestions([...byId.keys()], slot.count, { quizId: quiz.id, slot: index, userId, attemptNumber }, seen, taken);
    for (const id of drawn) taken.add(id);
    // Every id drawn is one of the pool's.
    return drawn.flatMap((id) => byId.get(id) ?? []);
  });
}

/** The quiz as one attempt is given it: its questions those drawn for the attempt (the quiz itself when it draws none). */
function asGiven<T extends { questions: readonly Question[] }>(quiz: T, given: readonly GivenQuestion[] | null): T {
  if (!given) return quiz;
  return Object.assign(Object.create(Object.getPrototypeOf(quiz) as object) as T, quiz, { questions: given.map((g) => g.question) });
}

type Db = { query: (text: string, params: unknown[]) => Promise<unknown> };

/** The bank questions a learner was given in their attempts at a quiz before the `attemptNumber`-th. */
async function seenQuestions(db: Db, quizId: string, userId: string, attemptNumber: number): Promise<Set<string>> {
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

/** Bank versions as an attempt keeps them: the ids and versions, not their content. */
export const refsOf = (given: readonly GivenRef[] | null): GivenRef[] | null => given && given.map(({ questionId, version }) => ({ questionId, version }));

/**
 * The questions attempts were given (each its refs) with their content: from the quiz's own copy
 * where it holds that version (a fixed question or a pool's), else from the bank, in one statement
 * for them all. Null for an attempt one of whose versions is no longer there (its question was
 * deleted once no quiz used it).
 */
export async function givenContents(db: Db, quiz: { questions: readonly Question[]; slots?: readonly LayoutSlot[] | null }, lists: readonly (readonly GivenRef[])[]): Promise<(GivenQuestion[] | null)[]> {
  const known = new Map<string, Question>();
  const key = (ref: GivenRef) => `${ref.questionId}:${ref.version}`;
  for (const slot of quiz.slots ?? []) {
    if (slot.kind === 'FIXED') known.set(key(slot), quiz.questions[slot.index]);
    else for (const given of slot.pool) known.set(key(given), given.question);
  }
  const missing = new Map(lists.flat().filter((ref) => !known.has(key(ref))).map((ref) => [key(ref), ref]));
  if (missing.size > 0) {
    const refs = [...missing.values()];
    const rows = (await db.query(
      `SELECT v.question_id AS "questionId", v.version, v.question FROM bank_question_versions v
         JOIN unnest($1::uuid[], $2::int[]) AS r(question_id, version) USING (question_id, version)`,
      [refs.map((ref) => ref.questionId), refs.map((ref) => ref.version)],
    )) as GivenQuestion[];
    for (const row of rows) known.set(key(row), row.question);
  }
  return lists.map((refs) => {
    const given = refs.flatMap((ref) => {
      const question = known.get(key(ref));
      return question ? [{ questionId: ref.questionId, version: ref.version, question }] : [];
    });
    return given.length === refs.length ? given : null;
  });
}

/** The quiz as an attempt was given it (null when its versions are gone: shown as for a deleted quiz). */
export async function asTaken<T extends { questions: readonly Question[]; slots?: readonly LayoutSlot[] | null }>(db: Db, quiz: T, refs: readonly GivenRef[] | null): Promise<T | null> {
  if (!refs) return quiz;
  const [given] = await givenContents(db, quiz, [refs]);
  return given && asGiven(quiz, given);
}
