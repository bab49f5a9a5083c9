import { seeded, shuffle } from '../quizzes/shuffle';

/** Who an attempt's draw is for: the same identity gives the same draw (a reload, another instance). */
export type DrawIdentity = { quizId: string; slot: number; userId: string; attemptNumber: number };

/**
 * A random slot's questions for one attempt: `count` questions of the pool, never one twice nor one
 * in `exclude` (the attempt's other questions); those this learner has not seen in earlier attempts
 * of the quiz first while there are any, then the seen ones. Seeded by the attempt's identity as the
 * shuffles are (shuffle.ts), so every instance and every reload draws the same; a new attempt draws
 * anew. The pool's order does not matter (it is sorted first). Fewer than `count` when the pool
 * holds fewer.
 */
export function drawQuestions(pool: readonly string[], count: number, who: DrawIdentity, seen: ReadonlySet<string> = new Set(), exclude: ReadonlySet<string> = new Set()): string[] {
  const random = seeded(`${who.quizId}:draw:${who.slot}:${who.userId}:${who.attemptNumber}`);
  const candidates = [...new Set(pool)].filter((id) => !exclude.has(id)).sort();
  const unseen = shuffle(candidates.filter((id) => !seen.has(id)), random);
  const again = shuffle(candidates.filter((id) => seen.has(id)), random);
  return [...unseen, ...again].slice(0, Math.max(0, count));
}
