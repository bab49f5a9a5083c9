import { createHash } from 'node:crypto';
import { matchesOf, type MatchingQuestion, type Question } from './questions/types';

/**
 * A learner's order of a quiz: `questions[p]` is the original index of the question the learner
 * sees at position p; `options[q][p]` the original index of the option they see at position p of
 * original question q. Null when the quiz shuffles nothing.
 */
export type LearnerOrder = { questions: number[]; options: number[][] };

type Shuffled = { id: string; questions: readonly Question[]; shuffleQuestions: boolean; shuffleOptions: boolean };

// The options a learner chooses among: the choice types' (none for other types).
const optionCount = (question: Question): number => ('options' in question ? question.options.length : 0);

/**
 * The order of one attempt, the same on every call and every instance: seeded by the attempt's
 * identity (quiz, learner, attempt number), so a reload shows what the learner saw and a new
 * attempt a new order. Stored with the attempt once submitted.
 */
export function learnerOrder(quiz: Shuffled, userId: string, attemptNumber: number): LearnerOrder | null {
  if (!quiz.shuffleQuestions && !quiz.shuffleOptions) return null;
  const random = seeded(`${quiz.id}:${userId}:${attemptNumber}`);
  const identity = (n: number) => Array.from({ length: n }, (_, i) => i);
  return {
    questions: quiz.shuffleQuestions ? shuffle(identity(quiz.questions.length), random) : identity(quiz.questions.length),
    options: quiz.questions.map((question) => (quiz.shuffleOptions ? shuffle(identity(optionCount(question)), random) : identity(optionCount(question)))),
  };
}

/**
 * The order a matching question lists its matches in: shuffled (the prompts' own matches come first
 * in the tutor's order, which would give the answers away), the same for every learner and on
 * every read, seeded by the quiz and the question; empty for other types. `matches[p]` shown at
 * position p is matchesOf(question)[order[p]].
 */
export function matchOrderOf(quizId: string, index: number, question: Question): number[] {
  if (question.type !== 'MATCHING') return [];
  return shuffle(
    matchesOf(question).map((_, i) => i),
    seeded(`${quizId}:matches:${index}`),
  );
}

export const shownMatches = (question: MatchingQuestion, order: readonly number[]): string[] => {
  const matches = matchesOf(question);
  return order.map((i) => matches[i]);
};

/** Every question's match order (empty but for matching questions). */
export const matchOrdersOf = (quiz: { id: string; questions: readonly Question[] }): number[][] =>
  quiz.questions.map((question, index) => matchOrderOf(quiz.id, index, question));

/**
 * The learner's answers (positions as they saw them) as answers to the original questions,
 * options and matches. Out of range stays out of range (-1), for the grader to refuse.
 */
export function toOriginal(order: LearnerOrder | null, answers: unknown, matchOrders: readonly (readonly number[])[]): unknown {
  if (!Array.isArray(answers)) return answers;
  return answers.map((answer: unknown) => {
    if (typeof answer !== 'object' || answer === null) return answer;
    const { questionIndex: p, selectedOptionIndex: s, selectedOptionIndexes: many, matchIndexes: m, ...rest } = answer as Record<string, unknown>;
    const question = typeof p === 'number' ? (order ? order.questions[p] : p) : undefined;
    if (question === undefined || !Number.isInteger(question)) return { ...answer, questionIndex: -1 };
    const options = order?.options[question];
    const option = (i: unknown) => (typeof i === 'number' ? (options ? (options[i] ?? -1) : i) : i);
    const matches = matchOrders[question] ?? [];
    const match = (i: unknown) => (typeof i === 'number' ? (matches[i] ?? -1) : i);
    return {
      ...rest,
      questionIndex: question,
      ...(s !== undefined && { selectedOptionIndex: option(s) }),
      ...(many !== undefined && { selectedOptionIndexes: Array.isArray(many) ? many.map(option) : many }),
      ...(m !== undefined && { matchIndexes: Array.isArray(m) ? m.map(match) : m }),
    };
  });
}

// Fisher-Yates with the seeded source.
export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

// Uniform numbers in [0, 1) from SHA-256 of the seed and a counter: the same seed, the same numbers.
export function seeded(seed: string): () => number {
  let counter = 0;
  return () => createHash('sha256').update(`${seed}#${counter++}`).digest().readUInt32BE(0) / 2 ** 32;
}
