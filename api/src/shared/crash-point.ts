// Crash-safety tests only (CRASH_POINTS, refused in production by config.ts): at an armed point the
// process writes one line to stdout and stops there for good, inside the caller's transaction, so
// the test can SIGKILL it at exactly that moment. Unarmed (always, outside those tests), a no-op.
export const CRASH_POINTS = [
  // A paper's upload, a chunk of its PDF written (files.service, inside the paper's transaction).
  'files.chunk-written',
  // A timed quiz's submission, the attempt graded and moved, not yet committed.
  'quizzes.timed-submit',
  // A new draft quiz (createQuiz, importQuiz) inserted, not yet committed.
  'quizzes.draft-inserted',
] as const;

export type CrashPointName = (typeof CRASH_POINTS)[number];

const CRASH_POINT_REACHED = 'crash point reached';

let armed: ReadonlySet<string> = new Set();

export function armCrashPoints(names: readonly CrashPointName[]): void {
  armed = new Set(names);
}

export function crashPoint(name: CrashPointName): Promise<never> | undefined {
  if (!armed.has(name)) return undefined;
  process.stdout.write(`${JSON.stringify({ msg: CRASH_POINT_REACHED, crashPoint: name })}\n`);
  return new Promise<never>(() => undefined);
}
