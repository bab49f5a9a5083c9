import { AppError } from '../../../shared/errors';
import { ANSWER_MESSAGES, MAX_ESSAY_ANSWER, MAX_TEXT_ANSWER, readAnswer } from './answers';
import { EXAMPLE_QUESTIONS as BODIES } from './examples';
import { readQuestion } from './read';
import type { QuestionType } from './types';

const question = (type: QuestionType) => readQuestion(BODIES[type]);

/** The message of the BAD_USER_INPUT error reading this answer to question 4 of that type throws. */
function refusal(type: QuestionType, input: unknown): string {
  try {
    readAnswer(question(type), input, 4);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    expect((error as AppError).fieldErrors).toEqual({ answers: (error as AppError).message });
    return (error as AppError).message;
  }
  throw new Error('expected the answer to be refused');
}

describe('readAnswer', () => {
  it.each<[QuestionType, object, object]>([
    ['SINGLE_CHOICE', { questionIndex: 3, selectedOptionIndex: 1 }, { selectedOptionIndex: 1 }],
    ['MULTIPLE_RESPONSE', { selectedOptionIndexes: [2, 0] }, { selectedOptionIndexes: [2, 0] }],
    ['TRUE_FALSE', { booleanAnswer: false }, { booleanAnswer: false }],
    ['SHORT_ANSWER', { textAnswer: '  Paris  ' }, { textAnswer: 'Paris' }],
    ['NUMERICAL', { numberAnswer: ' 1822.5 ' }, { numberAnswer: 1822.5, typed: '1822.5' }],
    ['MATCHING', { matchIndexes: [2, null] }, { matchIndexes: [2, null] }],
    ['ESSAY', { textAnswer: 'It depends.' }, { textAnswer: 'It depends.' }],
  ])('reads a %s answer', (type, input, read) => {
    expect(readAnswer(question(type), input, 4)).toEqual({ type, ...read });
  });

  it('takes a field given as null as not given (GraphQL sends unset fields so)', () => {
    expect(readAnswer(question('TRUE_FALSE'), { booleanAnswer: true, textAnswer: null, selectedOptionIndex: null }, 4)).toEqual({ type: 'TRUE_FALSE', booleanAnswer: true });
  });

  it.each<[QuestionType, unknown, string]>([
    ['SINGLE_CHOICE', { textAnswer: 'Paris' }, 'Question 4 needs one chosen option (selectedOptionIndex)'],
    ['SINGLE_CHOICE', { selectedOptionIndex: 0, booleanAnswer: true }, 'Question 4 needs one chosen option (selectedOptionIndex)'],
    ['SINGLE_CHOICE', { questionIndex: 3 }, 'Question 4 needs one chosen option (selectedOptionIndex)'],
    ['SINGLE_CHOICE', null, 'Question 4 needs one chosen option (selectedOptionIndex)'],
    ['MULTIPLE_RESPONSE', { selectedOptionIndex: 0 }, 'Question 4 needs the chosen options (selectedOptionIndexes)'],
    ['TRUE_FALSE', { selectedOptionIndex: 0 }, 'Question 4 needs true or false (booleanAnswer)'],
    ['SHORT_ANSWER', { numberAnswer: 'Paris' }, 'Question 4 needs a typed answer (textAnswer)'],
    ['NUMERICAL', { textAnswer: '1822' }, 'Question 4 needs a number, typed as text (numberAnswer)'],
    ['MATCHING', { selectedOptionIndexes: [0, 1] }, 'Question 4 needs a match (or null) for each prompt (matchIndexes)'],
    ['ESSAY', { booleanAnswer: true }, 'Question 4 needs a written answer (textAnswer)'],
  ])('refuses a %s question answered %j: the wrong field, none or two', (type, input, message) => {
    expect(refusal(type, input)).toBe(message);
  });

  it.each<[QuestionType, unknown, string]>([
    ['SINGLE_CHOICE', { selectedOptionIndex: 2 }, ANSWER_MESSAGES.noOption(4)],
    ['SINGLE_CHOICE', { selectedOptionIndex: -1 }, ANSWER_MESSAGES.noOption(4)],
    ['SINGLE_CHOICE', { selectedOptionIndex: 0.5 }, ANSWER_MESSAGES.noOption(4)],
    ['SINGLE_CHOICE', { selectedOptionIndex: '0' }, ANSWER_MESSAGES.noOption(4)],
    ['MULTIPLE_RESPONSE', { selectedOptionIndexes: [] }, ANSWER_MESSAGES.chooseOne(4)],
    ['MULTIPLE_RESPONSE', { selectedOptionIndexes: [0, 3] }, ANSWER_MESSAGES.noOption(4)],
    ['MULTIPLE_RESPONSE', { selectedOptionIndexes: [0, 2, 0] }, ANSWER_MESSAGES.sameOption(4)],
    ['MULTIPLE_RESPONSE', { selectedOptionIndexes: 1 }, ANSWER_MESSAGES.needs(4, 'MULTIPLE_RESPONSE')],
    ['TRUE_FALSE', { booleanAnswer: 'true' }, ANSWER_MESSAGES.needs(4, 'TRUE_FALSE')],
    ['SHORT_ANSWER', { textAnswer: '   ' }, ANSWER_MESSAGES.needs(4, 'SHORT_ANSWER')],
    ['SHORT_ANSWER', { textAnswer: 42 }, ANSWER_MESSAGES.needs(4, 'SHORT_ANSWER')],
    ['SHORT_ANSWER', { textAnswer: 'x'.repeat(MAX_TEXT_ANSWER + 1) }, 'Question 4: the answer can be at most 10,000 characters'],
    ['ESSAY', { textAnswer: 'x'.repeat(MAX_ESSAY_ANSWER + 1) }, 'Question 4: the answer can be at most 50,000 characters'],
    ['ESSAY', { textAnswer: '' }, ANSWER_MESSAGES.needs(4, 'ESSAY')],
    ['NUMERICAL', { numberAnswer: '3,5' }, 'Question 4: write numbers with a point for decimals, e.g. 3.5'],
    ['NUMERICAL', { numberAnswer: '1,000' }, 'Question 4: write numbers with a point for decimals, e.g. 3.5'],
    ['NUMERICAL', { numberAnswer: '0x10' }, ANSWER_MESSAGES.notANumber(4)],
    ['NUMERICAL', { numberAnswer: ' ' }, ANSWER_MESSAGES.needs(4, 'NUMERICAL')],
    ['NUMERICAL', { numberAnswer: 1822 }, ANSWER_MESSAGES.needs(4, 'NUMERICAL')],
    ['MATCHING', { matchIndexes: [0] }, 'Question 4 needs one match (or null) for each of its 2 prompts'],
    ['MATCHING', { matchIndexes: [0, 1, 2] }, 'Question 4 needs one match (or null) for each of its 2 prompts'],
    ['MATCHING', { matchIndexes: [0, 3] }, ANSWER_MESSAGES.noMatch(4)],
    ['MATCHING', { matchIndexes: [0, 1.5] }, ANSWER_MESSAGES.noMatch(4)],
  ])('refuses a %s answer %#', (type, input, message) => {
    expect(refusal(type, input)).toBe(message);
  });

  it('takes an essay longer than a short answer may be, and an extra match as a choice', () => {
    const essay = 'x'.repeat(MAX_TEXT_ANSWER + 1);
    expect(readAnswer(question('ESSAY'), { textAnswer: essay }, 1)).toEqual({ type: 'ESSAY', textAnswer: essay });
    // meow, woof, then the extra moo: index 2 is the extra match.
    expect(readAnswer(question('MATCHING'), { matchIndexes: [2, 2] }, 1)).toEqual({ type: 'MATCHING', matchIndexes: [2, 2] });
  });
});
