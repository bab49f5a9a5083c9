import { createHash } from 'node:crypto';

/**
 * A learner's order of a quiz: `questions[p]` is the original index of the question the learner
 * sees at position p; `options[q][p]` the original index of the option they see at position p of
 * original question q. Null when the quiz shuffles nothing.
 */
export type LearnerOrder = { questions: number[]; options: number[][] };

type Shuffled = { id: string; questions: readonly { options: readonly string[] }[]; shuffleQuestions: boolean; shuffleOptions: boolean };

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
    options: quiz.questions.map((question) => (quiz.shuffleOptions ? shuffle(identity(question.options.length), random) : identity(question.options.length))),
  };
}

/** The learner's picks (positions as they saw them) as picks of the original questions and options. */
export function toOriginal(order: LearnerOrder | null, answers: unknown): unknown {
  if (!order || !Array.isArray(answers)) return answers;
  return answers.map((answer: unknown) => {
    const { questionIndex: p, selectedOptionIndex: s } = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
    const question = typeof p === 'number' ? order.questions[p] : undefined;
    const option = question !== undefined && typeof s === 'number' ? order.options[question]?.[s] : undefined;
    // Out of range stays out of range, for the grader to refuse.
    return { questionIndex: question ?? -1, selectedOptionIndex: option ?? -1 };
  });
}

// Fisher-Yates with the seeded source.
function shuffle(items: number[], random: () => number): number[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

// Uniform numbers in [0, 1) from SHA-256 of the seed and a counter: the same seed, the same numbers.
function seeded(seed: string): () => number {
  let counter = 0;
  return () => createHash('sha256').update(`${seed}#${counter++}`).digest().readUInt32BE(0) / 2 ** 32;
}
