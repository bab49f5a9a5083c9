import { drawQuestions, type DrawIdentity } from './draw';

const POOL = Array.from({ length: 20 }, (_, i) => `q${String(i).padStart(2, '0')}`);
const who = (n: number, attemptNumber = 1): DrawIdentity => ({ quizId: 'quiz-1', slot: 0, userId: `learner-${n}`, attemptNumber });

describe('drawQuestions', () => {
  it('draws 5 of 20 for 1,000 learners: never one twice in an attempt, every question within 40 % of the mean count', () => {
    const counts = new Map(POOL.map((id) => [id, 0]));
    for (let n = 0; n < 1000; n++) {
      const drawn = drawQuestions(POOL, 5, who(n));
      expect(drawn).toHaveLength(5);
      expect(new Set(drawn).size).toBe(5);
      for (const id of drawn) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const mean = 5000 / POOL.length;
    const [least, most] = [Math.min(...counts.values()), Math.max(...counts.values())];
    console.log(`1,000 draws of 5 from 20: each question drawn ${least}–${most} times (mean ${mean}, ±${Math.round((Math.max(mean - least, most - mean) / mean) * 100)} %)`);
    expect(least).toBeGreaterThanOrEqual(mean * 0.6);
    expect(most).toBeLessThanOrEqual(mean * 1.4);
  });

  it('draws the same for the same attempt whatever the order of the pool, and anew for another attempt', () => {
    const first = drawQuestions(POOL, 5, who(1));
    expect(drawQuestions([...POOL].reverse(), 5, who(1))).toEqual(first);
    const others = [2, 3, 4].map((attemptNumber) => drawQuestions(POOL, 5, who(1, attemptNumber)));
    expect(others.some((drawn) => drawn.join() !== first.join())).toBe(true);
  });

  it("prefers questions the learner has not seen while there are any, and leaves out the attempt's other questions", () => {
    const seen = new Set(POOL.slice(0, 17));
    const drawn = drawQuestions(POOL, 5, who(7), seen);
    // The 3 unseen come first, then 2 of the seen.
    expect(drawn.slice(0, 3).sort()).toEqual(['q17', 'q18', 'q19']);
    expect(drawn.slice(3).every((id) => seen.has(id))).toBe(true);
    const excluded = drawQuestions(POOL, 20, who(7), new Set(), new Set(['q03', 'q04']));
    expect(excluded).toHaveLength(18);
    expect(excluded).not.toContain('q03');
  });

  it('draws what there is when the pool holds fewer than asked', () => {
    expect(drawQuestions(['a', 'b', 'a'], 5, who(1)).sort()).toEqual(['a', 'b']);
    expect(drawQuestions([], 5, who(1))).toEqual([]);
  });
});
