// The fuzzers' checks catch what they are meant to (a check that never fires would pass anything).
import { answerLeakIn, leakIn } from './checks';

it('finds stack frames, source paths and SQL text, and passes ordinary messages', () => {
  expect(leakIn('Error: boom\n    at Object.<anonymous> (/app/api/dist/index.js:3:9)')).toMatch(/^a stack frame/);
  expect(leakIn('failed in /work/api/src/modules/x.service.ts:12')).toMatch(/^a source path/);
  expect(leakIn('SELECT "id" FROM "users" WHERE "email" = $1')).toMatch(/^SQL text/);
  expect(leakIn('syntax error at or near "FROM"')).toMatch(/^a database error/);
  expect(leakIn('duplicate key value violates unique constraint "users_email_key"')).toMatch(/^a database error/);
  expect(leakIn('relation "papers" does not exist')).toMatch(/^a database error/);
  expect(leakIn('invalid byte sequence for encoding "UTF8": 0x00')).toMatch(/^a database error/);
  expect(leakIn('Please select a year level from the list')).toBeUndefined();
  expect(leakIn('Activity not found')).toBeUndefined();
  expect(leakIn('Variable "$input" got invalid value "a"; Title and description are required')).toBeUndefined();
});

it('finds a correct option shown in a quiz question, and passes hidden ones and attempt reviews', () => {
  expect(answerLeakIn({ quiz: { questions: [{ questionText: 'Q', correctAnswerIndex: 2 }] } })).toMatch(/correctAnswerIndex shown/);
  expect(answerLeakIn({ quizzes: { nodes: [{ questions: [{ correctAnswerIndex: null }, { correctAnswerIndex: 0 }] }] } })).toMatch(/correctAnswerIndex shown/);
  expect(answerLeakIn({ quiz: { questions: [{ questionText: 'Q', correctAnswerIndex: null }] } })).toBeUndefined();
  // A submitted attempt's answers show the correct option as the review policy allows: not a leak.
  expect(answerLeakIn({ submitQuizAttempt: { answers: [{ correctAnswerIndex: 1, isCorrect: true }] } })).toBeUndefined();
});
