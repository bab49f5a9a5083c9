import { grade } from './grading';
import { readQuestion } from './questions/read';
import type { Question } from './questions/types';
import { regradeAttempt } from './regrade';

const single = (correctAnswerIndex: number, points = 1): Question => readQuestion({ questionText: 'Capital of France?', options: ['Paris', 'Lyon'], correctAnswerIndex, points });
const essay = (points: number): Question => readQuestion({ type: 'ESSAY', questionText: 'Discuss.', points });
const truth = readQuestion({ type: 'TRUE_FALSE', questionText: 'Sky is blue.', correctBoolean: true });

// A quiz whose first question has the wrong key (Lyon), answered "Paris", and a true/false answered right.
const wrongKey = [single(1), truth];
const answered = grade(wrongKey, [
  { questionIndex: 0, selectedOptionIndex: 0 },
  { questionIndex: 1, booleanAnswer: true },
]);

describe('regradeAttempt', () => {
  it('REGRADE grades the answers again against the new version', () => {
    const { answers, totals } = regradeAttempt(wrongKey, answered, [0], single(0), 'REGRADE');
    expect(answers[0]).toMatchObject({ isCorrect: true, points: 1, correctAnswerIndex: 0 });
    expect(answers[1]).toBe(answered[1]);
    expect(totals).toMatchObject({ points: 2, maxPoints: 2, score: 2, total: 2, needsGrading: false });
  });

  it('follows the new points, and earns nothing for an answer of another type than the new one', () => {
    expect(regradeAttempt(wrongKey, answered, [0], single(0, 3), 'REGRADE').totals).toMatchObject({ points: 4, maxPoints: 4 });
    const retyped = regradeAttempt(wrongKey, answered, [1], readQuestion({ type: 'SHORT_ANSWER', questionText: 'Colour?', acceptedAnswers: [{ text: 'blue', credit: 1 }] }), 'REGRADE');
    expect(retyped.answers[1]).toMatchObject({ points: 0, isCorrect: false, type: 'SHORT_ANSWER' });
  });

  it('FULL_CREDIT gives the question its points whatever was answered', () => {
    const { answers, totals } = regradeAttempt(wrongKey, answered, [0], single(1, 2), 'FULL_CREDIT');
    expect(answers[0]).toMatchObject({ isCorrect: true, points: 2, maxPoints: 2, selectedOptionIndex: 0 });
    expect(totals).toMatchObject({ points: 3, maxPoints: 3, score: 2, total: 2 });
  });

  it('DROP leaves the question out of the points, the maximum and the count', () => {
    const { answers, totals } = regradeAttempt(wrongKey, answered, [0], single(1), 'DROP');
    expect(answers[0]).toMatchObject({ dropped: true, points: 0, maxPoints: 0 });
    expect(totals).toMatchObject({ points: 1, maxPoints: 1, score: 1, total: 1 });
  });

  it("keeps an essay's tutor grade (at most the new points) and leaves a waiting essay waiting", () => {
    const quiz = [essay(5), essay(5)];
    const submitted = grade(quiz, [
      { questionIndex: 0, textAnswer: 'Mine' },
      { questionIndex: 1, textAnswer: 'Also mine' },
    ]);
    const gradedFirst = submitted.map((answer, i) => (i === 0 ? { ...answer, points: 4, isCorrect: false, comment: 'Good', gradedAt: '2026-11-29T08:00:00.000Z' } : answer));
    const { answers, totals } = regradeAttempt(quiz, gradedFirst, [0, 1], essay(3), 'REGRADE');
    expect(answers[0]).toMatchObject({ points: 3, maxPoints: 3, isCorrect: true, comment: 'Good' });
    expect(answers[1]).toMatchObject({ points: null, isCorrect: null });
    expect(totals).toMatchObject({ points: 3, maxPoints: 6, needsGrading: true });
  });

  it('changes nothing when the new version grades the same', () => {
    const same = regradeAttempt(wrongKey, answered, [0], single(1), 'REGRADE');
    expect(same.answers).toEqual(answered);
  });
});
