// One valid QuizQuestionInput of each type, as a form or a REST client writes it: for the tests,
// and as examples of the API's shapes.
import type { QuestionType } from './types';

export const EXAMPLE_QUESTIONS = {
  SINGLE_CHOICE: { questionText: ' Capital of France? ', options: [' Paris', 'Lyon '], correctAnswerIndex: 0 },
  MULTIPLE_RESPONSE: { type: 'MULTIPLE_RESPONSE', questionText: 'Primes?', options: ['2', '3', '4'], optionCredits: [0.5, 0.5, -1], optionFeedback: ['Yes', null, 'Even'] },
  TRUE_FALSE: { type: 'TRUE_FALSE', questionText: 'The sky is blue.', correctBoolean: true, optionFeedback: ['Right'] },
  SHORT_ANSWER: { type: 'SHORT_ANSWER', questionText: 'Capital of France?', acceptedAnswers: [{ text: 'Paris', feedback: 'Yes' }], caseSensitive: true },
  NUMERICAL: { type: 'NUMERICAL', questionText: 'When?', numericAnswers: [{ value: 1822, tolerance: 2 }, { value: 1822 }, { min: 3.141, max: 3.142, credit: 0.5 }] },
  MATCHING: { type: 'MATCHING', questionText: 'Match', pairs: [{ prompt: 'cat', match: 'meow' }, { prompt: 'dog', match: 'woof' }], extraMatches: ['moo'] },
  ESSAY: { type: 'ESSAY', questionText: 'Discuss.', points: 5, generalFeedback: 'Think of X', textFormat: 'MARKDOWN' },
} as const satisfies Record<QuestionType, object>;
