import { AppError } from '../../../shared/errors';
import { readAnswer } from './answers';
import { EXAMPLE_QUESTIONS as BODIES } from './examples';
import { ESSAY_MESSAGES, gradeAnswer, gradeEssay, matchesWildcard } from './grade';
import { readQuestion } from './read';
import type { QuestionType } from './types';

/** The grade of `input` (a QuizAnswerInput) to the question `body` reads as. */
const gradeOf = (body: unknown, input: object) => {
  const question = readQuestion(body);
  return gradeAnswer(question, readAnswer(question, input, 1));
};
const full = (points: number, feedback: string | null = null) => ({ credit: 1, points, feedback, correct: true });
const none = (feedback: string | null = null) => ({ credit: 0, points: 0, feedback, correct: false });

describe('gradeAnswer', () => {
  it.each(Object.keys(BODIES) as QuestionType[])('gives an unanswered %s question nothing (an essay too: nothing to grade)', (type) => {
    expect(gradeAnswer(readQuestion(BODIES[type]), null)).toEqual(none());
  });

  it('refuses to grade an answer of another type: a bug, not a learner error', () => {
    expect(() => gradeAnswer(readQuestion(BODIES.ESSAY), { type: 'TRUE_FALSE', booleanAnswer: true })).toThrow('A TRUE_FALSE answer cannot grade a ESSAY question');
  });

  describe('single choice', () => {
    const body = { ...BODIES.SINGLE_CHOICE, points: 2.5, optionFeedback: ['Yes', 'Lyon is not'] };
    it("earns all or nothing, with the chosen option's feedback", () => {
      expect(gradeOf(body, { selectedOptionIndex: 0 })).toEqual(full(2.5, 'Yes'));
      expect(gradeOf(body, { selectedOptionIndex: 1 })).toEqual(none('Lyon is not'));
    });
  });

  describe('multiple response', () => {
    const body = { ...BODIES.MULTIPLE_RESPONSE, options: ['2', '3', '4', '5'], optionCredits: [1 / 3, 1 / 3, -1, 1 / 3], optionFeedback: ['A', null, 'C', 'D'], points: 3 };
    it('adds the chosen credits', () => {
      expect(gradeOf(body, { selectedOptionIndexes: [0] })).toEqual({ credit: 1 / 3, points: 1, feedback: 'A', correct: false });
      expect(gradeOf(body, { selectedOptionIndexes: [3, 1] })).toEqual({ credit: 2 / 3, points: 2, feedback: 'D', correct: false });
    });
    it('gives full credit for every right option, thirds included, and joins their feedback in the tutor order', () => {
      expect(gradeOf(body, { selectedOptionIndexes: [3, 1, 0] })).toEqual(full(3, 'A\n\nD'));
    });
    it('clamps a negative sum to 0', () => {
      expect(gradeOf(body, { selectedOptionIndexes: [0, 2] })).toEqual(none('A\n\nC'));
      expect(gradeOf(body, { selectedOptionIndexes: [0, 1, 2, 3] })).toEqual({ credit: 0, points: 0, feedback: 'A\n\nC\n\nD', correct: false });
    });
    it('clamps a sum over 1 to 1', () => {
      expect(gradeOf({ ...body, optionCredits: [0.7, 0.7, 0, 0] }, { selectedOptionIndexes: [0, 1] })).toEqual(full(3, 'A'));
    });
    it("gives full credit for Moodle's thirds (0.3333333 each: a millionth from 1 is 1)", () => {
      const thirds = { ...body, optionCredits: [0.3333333, 0.3333333, -1, 0.3333333] };
      expect(gradeOf(thirds, { selectedOptionIndexes: [0, 1, 3] })).toEqual(full(3, 'A\n\nD'));
      expect(gradeOf(thirds, { selectedOptionIndexes: [0, 1, 2, 3] })).toEqual({ credit: 0, points: 0, feedback: 'A\n\nC\n\nD', correct: false });
    });
    it('rounds points to 2 decimals', () => {
      expect(gradeOf({ ...body, points: 1 }, { selectedOptionIndexes: [0] }).points).toBe(0.33);
    });
  });

  describe('true/false', () => {
    const body = { ...BODIES.TRUE_FALSE, optionFeedback: ['You said true', 'You said false'] };
    it('earns all or nothing, with the feedback of what was answered', () => {
      expect(gradeOf(body, { booleanAnswer: true })).toEqual(full(1, 'You said true'));
      expect(gradeOf(body, { booleanAnswer: false })).toEqual(none('You said false'));
      expect(gradeOf({ ...body, correctBoolean: false }, { booleanAnswer: false })).toEqual(full(1, 'You said false'));
    });
  });

  describe('short answer', () => {
    const answers = [
      { text: 'Paris', credit: 1, feedback: 'Right' },
      { text: 'Par*', credit: 0.5, feedback: 'Close' },
      { text: '*', credit: 0, feedback: 'Anything else' },
    ];
    const body = { ...BODIES.SHORT_ANSWER, acceptedAnswers: answers, caseSensitive: false, points: 2 };
    it("earns the first accepted answer's credit and feedback, in the tutor's order", () => {
      expect(gradeOf(body, { textAnswer: 'Paris' })).toEqual(full(2, 'Right'));
      expect(gradeOf(body, { textAnswer: 'Parisss' })).toEqual({ credit: 0.5, points: 1, feedback: 'Close', correct: false });
      expect(gradeOf(body, { textAnswer: 'Lyon' })).toEqual(none('Anything else'));
      expect(gradeOf({ ...body, acceptedAnswers: [answers[1], answers[0]] }, { textAnswer: 'Paris' })).toEqual({ credit: 0.5, points: 1, feedback: 'Close', correct: false });
    });
    it('earns nothing when no accepted answer matches', () => {
      expect(gradeOf({ ...body, acceptedAnswers: [answers[0]] }, { textAnswer: 'Lyon' })).toEqual(none());
    });
    it('ignores case unless the question is case sensitive, and surrounding spaces always', () => {
      expect(gradeOf(body, { textAnswer: '  pARIS ' })).toEqual(full(2, 'Right'));
      expect(gradeOf({ ...body, acceptedAnswers: [answers[0]], caseSensitive: true }, { textAnswer: 'paris' })).toEqual(none());
      expect(gradeOf({ ...body, acceptedAnswers: [answers[0]], caseSensitive: true }, { textAnswer: ' Paris' })).toEqual(full(2, 'Right'));
    });
  });

  describe('numerical', () => {
    const body = {
      ...BODIES.NUMERICAL,
      numericAnswers: [
        { value: 1822, tolerance: 0, feedback: 'Exactly' },
        { value: 1822, tolerance: 2, credit: 0.5, feedback: 'Close' },
        { min: 3.141, max: 3.142, credit: 0.25, feedback: 'That is pi' },
      ],
    };
    const grade = (typed: string) => gradeOf(body, { numberAnswer: typed });
    it("earns the first accepted answer's credit and feedback, in the tutor's order", () => {
      expect(grade('1822')).toEqual(full(1, 'Exactly'));
      expect(grade('1823.5')).toMatchObject({ credit: 0.5, feedback: 'Close' });
      expect(grade('3.1415')).toMatchObject({ credit: 0.25, feedback: 'That is pi' });
      expect(grade('42')).toEqual(none());
    });
    it('includes the tolerance edges and nothing past them', () => {
      expect(grade('1820')).toMatchObject({ credit: 0.5 });
      expect(grade('1824')).toMatchObject({ credit: 0.5 });
      expect(grade('1824.01')).toEqual(none());
      expect(grade('1819.99')).toEqual(none());
    });
    it('includes the range edges and nothing past them', () => {
      expect(grade('3.141')).toMatchObject({ credit: 0.25 });
      expect(grade('3.142')).toMatchObject({ credit: 0.25 });
      expect(grade('3.1409')).toEqual(none());
      expect(grade('3.1421')).toEqual(none());
    });
    it('holds at binary float edges: 3.4 is within 0.1 of 3.3, 0.1 + 0.2 within 0 of 0.3', () => {
      expect(gradeOf({ ...body, numericAnswers: [{ value: 3.3, tolerance: 0.1 }] }, { numberAnswer: '3.4' })).toEqual(full(1));
      expect(gradeOf({ ...body, numericAnswers: [{ value: 3.3, tolerance: 0.1 }] }, { numberAnswer: '3.2' })).toEqual(full(1));
      expect(gradeOf({ ...body, numericAnswers: [{ value: 0.3 }] }, { numberAnswer: String(0.1 + 0.2) })).toEqual(full(1));
      expect(gradeOf({ ...body, numericAnswers: [{ min: 0.1, max: 0.3 }] }, { numberAnswer: String(0.1 + 0.2) })).toEqual(full(1));
      expect(gradeOf({ ...body, numericAnswers: [{ min: 0.3, max: 0.5 }] }, { numberAnswer: String(0.7 - 0.4) })).toEqual(full(1));
      expect(gradeOf({ ...body, numericAnswers: [{ value: 0.3 }] }, { numberAnswer: '0.300001' })).toEqual(none());
      expect(gradeOf({ ...body, numericAnswers: [{ value: 1e15 }] }, { numberAnswer: '1000000000000001' })).toEqual(none());
    });
  });

  describe('matching', () => {
    const body = {
      ...BODIES.MATCHING,
      points: 3,
      pairs: [
        { prompt: 'cat', match: 'mammal' },
        { prompt: 'dog', match: 'mammal' },
        { prompt: 'trout', match: 'fish' },
      ],
      extraMatches: ['bird'],
    };
    // The matches: mammal (0), fish (1), bird (2): two prompts share the one "mammal".
    it('earns the share of prompts matched right, a shared match text right for each', () => {
      expect(gradeOf(body, { matchIndexes: [0, 0, 1] })).toEqual(full(3));
      expect(gradeOf(body, { matchIndexes: [0, 2, 1] })).toEqual({ credit: 2 / 3, points: 2, feedback: null, correct: false });
      expect(gradeOf(body, { matchIndexes: [1, 1, 0] })).toEqual(none());
    });
    it('counts a blank as wrong', () => {
      expect(gradeOf(body, { matchIndexes: [0, null, null] })).toEqual({ credit: 1 / 3, points: 1, feedback: null, correct: false });
    });
  });

  it('leaves an answered essay to its tutor', () => {
    expect(gradeOf(BODIES.ESSAY, { textAnswer: 'It depends.' })).toEqual({ credit: null, points: null, feedback: null, correct: null });
  });
});

describe('matchesWildcard (Moodle compare_string_with_wildcard)', () => {
  it.each<[string, string, boolean]>([
    ['colo*r', 'colour', true],
    ['colo*r', 'color', true],
    ['colo*r', 'colr', false],
    ['*ing', 'running', true],
    ['*ing', 'ring', true],
    ['*ing', 'ingot', false],
    ['a**b', 'a-b', true],
    ['*x*y*', 'zxzyz', true],
    ['*x*y*', 'yx', false],
    ['ab*ba', 'aba', false],
    ['a*b*b', 'ab', false],
    ['a*b*b', 'abb', true],
    ['Paris', '  Paris\t', true],
    ['a*a*a', 'aa', false],
    ['a*a*a', 'aaa', true],
    ['*', '', true],
    ['a\\*b', 'a*b', true],
    ['a\\*b', 'axb', false],
    ['a\\**', 'a*xyz', true],
    ['a\\**', 'axyz', false],
    ['a\\b', 'a\\b', true],
  ])('%p matches %p: %p', (pattern, typed, expected) => {
    expect(matchesWildcard(typed, pattern, true)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['a.b', 'a.b', true],
    ['a.b', 'axb', false],
    ['(x)', '(x)', true],
    ['(x)', 'x', false],
    ['[abc]', '[abc]', true],
    ['[abc]', 'a', false],
    ['a|b', 'a', false],
    ['a+', 'aa', false],
    ['^a$', '^a$', true],
    ['a?', 'a', false],
    ['x{2}', 'xx', false],
    ['$1 * 2', '$1 times 2', true],
  ])("reads the tutor's %p literally: %p %p", (pattern, typed, expected) => {
    expect(matchesWildcard(typed, pattern, false)).toBe(expected);
  });

  it('compares Unicode-normalised texts, and folds case beyond ASCII', () => {
    const composed = 'caf\u00e9';
    const decomposed = 'cafe\u0301';
    expect(matchesWildcard(decomposed, composed, true)).toBe(true);
    expect(matchesWildcard(composed, decomposed, true)).toBe(true);
    expect(matchesWildcard('ÉCOLE', 'école', false)).toBe(true);
    expect(matchesWildcard('ÉCOLE', 'école', true)).toBe(false);
  });

  it('takes linear time on a tutor text full of stars (no regular expression to backtrack)', () => {
    const started = Date.now();
    expect(matchesWildcard('a'.repeat(10_000), `${'a*'.repeat(500)}b`, false)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('gradeEssay', () => {
  const essay = readQuestion(BODIES.ESSAY);
  const refusal = (points: unknown, question = essay) => {
    try {
      gradeEssay(question, points);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      return { code: (error as AppError).code, message: (error as AppError).message };
    }
    throw new Error('expected a refusal');
  };

  it("grades from 0 to the question's points", () => {
    expect(gradeEssay(essay, 0)).toEqual({ credit: 0, points: 0, feedback: null, correct: false });
    expect(gradeEssay(essay, 2.5)).toEqual({ credit: 0.5, points: 2.5, feedback: null, correct: false });
    expect(gradeEssay(essay, 5)).toEqual({ credit: 1, points: 5, feedback: null, correct: true });
  });

  it.each([-0.01, 5.01, Number.NaN, Infinity, '3', null])('refuses %p points', (points) => {
    expect(refusal(points)).toEqual({ code: 'BAD_USER_INPUT', message: 'Points must be a number from 0 to 5' });
  });

  it('refuses more than 2 decimals', () => {
    expect(refusal(1.005)).toEqual({ code: 'BAD_USER_INPUT', message: ESSAY_MESSAGES.decimals });
  });

  it('refuses to grade a question that is not an essay', () => {
    expect(refusal(1, readQuestion(BODIES.SHORT_ANSWER))).toEqual({ code: 'BAD_USER_INPUT', message: ESSAY_MESSAGES.notEssay });
  });
});
