// Realistic data for the bench, made the way the product makes it: courses, activities, chapters
// and quizzes through the GraphQL API; the accounts (1,000 learners) straight into PostgreSQL with
// a real argon2id hash, since signing up a class is not what is being measured.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { gqlOk, pool } from './http.mjs';
import { REPO_ROOT } from './server.mjs';

const require = createRequire(import.meta.url);
const { hashPassword } = require(path.join(REPO_ROOT, 'api/dist/shared/auth/password.js'));
const { signToken } = require(path.join(REPO_ROOT, 'api/dist/shared/auth/tokens.js'));

export const LEARNER_PASSWORD = 'bench-learner-password';
const LEVELS = ['FIRST_YEAR', 'SECOND_YEAR', 'THIRD_YEAR'];
const TOPICS = ['JavaScript', 'TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Algorithms', 'Networks', 'Security', 'Testing', 'Design'];

export async function createAccounts(databaseUrl, secret, learners) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const staffHash = await hashPassword('bench-staff-password');
    const learnerHash = await hashPassword(LEARNER_PASSWORD);
    const insert = (role, count, hash) =>
      client.query(
        `INSERT INTO users (name, surname, email, password_hash, role)
         SELECT 'Bench', $1 || ' ' || g, $1 || g || '@bench.test', $2, $1 FROM generate_series(1, $3::int) AS g
         RETURNING id, email, token_version`,
        [role, hash, count],
      );
    const session = (row) => ({ id: row.id, email: row.email, token: signToken({ sub: row.id, ver: row.token_version }, secret, '2h') });
    const [admin] = (await insert('admin', 1, staffHash)).rows.map(session);
    const [tutor] = (await insert('tutor', 1, staffHash)).rows.map(session);
    const learnerRows = (await insert('user', learners, learnerHash)).rows;
    return { admin, tutor, learners: learnerRows.map(session) };
  } finally {
    await client.end();
  }
}

const CREATE_COURSE = `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`;

export async function createCourses(base, token, count) {
  await pool(count, 8, (i) =>
    gqlOk(base, CREATE_COURSE, {
      input: {
        title: `${TOPICS[i % TOPICS.length]} ${Math.floor(i / TOPICS.length) + 1}`,
        description: `Flash cards on ${TOPICS[i % TOPICS.length]}: the ideas, the vocabulary and the traps, for revision before the exam. Set ${i + 1}.`,
        level: LEVELS[i % LEVELS.length],
      },
    }, { token }),
  );
}

const CREATE_ACTIVITY = `mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`;
const CREATE_CHAPTER = `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { id } }`;
const CREATE_QUIZ = `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`;
const PUBLISH_QUIZ = `mutation($id: ID!) { publishQuiz(id: $id) { id isPublished } }`;

const questions = (count) =>
  Array.from({ length: count }, (_, q) => ({
    questionText: `Question ${q + 1}: which option is right?`,
    options: ['Option A', 'Option B', 'Option C', 'Option D'],
    correctAnswerIndex: q % 4,
  }));

async function createPublishedQuiz(base, token, chapterId, title, questionCount) {
  const { createQuiz } = await gqlOk(base, CREATE_QUIZ, { chapterId, input: { title, instructions: 'Pick one option per question.', questions: questions(questionCount) } }, { token });
  await gqlOk(base, PUBLISH_QUIZ, { id: createQuiz.id }, { token });
  return createQuiz.id;
}

/** `activities` activities, each with `chapters` chapters of `quizzes` published quizzes. */
export async function createActivities(base, token, { activities, chapters, quizzes, questionCount }) {
  await pool(activities, 4, async (a) => {
    const { createActivity } = await gqlOk(base, CREATE_ACTIVITY, { input: { title: `Activity ${a + 1}`, description: `Practical work, week ${a + 1}` } }, { token });
    for (let c = 0; c < chapters; c++) {
      const { createChapter } = await gqlOk(base, CREATE_CHAPTER, {
        activityId: createActivity.id,
        input: { title: `Chapter ${c + 1}`, description: `Part ${c + 1} of activity ${a + 1}`, content: c % 2 ? 'HOMEWORK' : 'ACTIVITY' },
      }, { token });
      for (let z = 0; z < quizzes; z++) await createPublishedQuiz(base, token, createChapter.id, `Quiz ${z + 1}`, questionCount);
    }
  });
}

/** The quiz a whole class takes: one activity, one chapter, one published quiz of `questionCount` questions. */
export async function createClassQuiz(base, token, questionCount) {
  const { createActivity } = await gqlOk(base, CREATE_ACTIVITY, { input: { title: 'End of term', description: 'The class quiz' } }, { token });
  const { createChapter } = await gqlOk(base, CREATE_CHAPTER, { activityId: createActivity.id, input: { title: 'Revision', description: 'Everything so far', content: 'ACTIVITY' } }, { token });
  return createPublishedQuiz(base, token, createChapter.id, 'Class quiz', questionCount);
}

// Ten questions of every auto-graded type (the mixed class quiz: no essay, which a tutor grades).
const MIXED_QUESTIONS = [
  { questionText: 'Which loop checks after its body?', options: ['for', 'while', 'do … while', 'for … of'], correctAnswerIndex: 2 },
  { questionText: 'Which keyword leaves a loop?', options: ['break', 'continue', 'pass', 'goto'], correctAnswerIndex: 0 },
  { type: 'MULTIPLE_RESPONSE', questionText: 'Which are primes?', options: ['2', '3', '4', '9'], optionCredits: [0.5, 0.5, -0.5, -0.5] },
  { type: 'MULTIPLE_RESPONSE', questionText: 'Which are even?', options: ['2', '4', '5', '7'], optionCredits: [0.5, 0.5, -1, -1] },
  { type: 'TRUE_FALSE', questionText: 'An empty for loop runs once.', correctBoolean: false },
  { type: 'TRUE_FALSE', questionText: 'const bindings cannot be reassigned.', correctBoolean: true },
  { type: 'SHORT_ANSWER', questionText: 'Which keyword skips to the next iteration?', acceptedAnswers: [{ text: 'continue', credit: 1 }, { text: 'cont*', credit: 0.5 }] },
  { type: 'NUMERICAL', questionText: 'How many times does i += 3 from 0 below 10 run?', numericAnswers: [{ value: 4, tolerance: 0, credit: 1 }, { value: 4, tolerance: 1, credit: 0.5 }] },
  { type: 'MATCHING', questionText: 'Match the loops', pairs: [{ prompt: 'for', match: 'counted' }, { prompt: 'while', match: 'conditional' }, { prompt: 'for … of', match: 'each item' }], extraMatches: ['recursive'] },
  { type: 'MATCHING', questionText: 'Match the types', pairs: [{ prompt: '1', match: 'number' }, { prompt: '"a"', match: 'string' }], extraMatches: ['boolean'] },
];

const MIXED_SHOWN = `query($id: ID!) { quiz(id: $id) { questions { matches } } }`;

/**
 * The mixed class quiz and the answers every learner sends (some right, some partly): the matches
 * are shown in one shuffled order for every learner, read once as `learnerToken`.
 */
export async function createMixedClassQuiz(base, token, learnerToken) {
  const { createActivity } = await gqlOk(base, CREATE_ACTIVITY, { input: { title: 'Mixed revision', description: 'Every kind of question' } }, { token });
  const { createChapter } = await gqlOk(base, CREATE_CHAPTER, { activityId: createActivity.id, input: { title: 'Mixed', description: 'Every type', content: 'ACTIVITY' } }, { token });
  const { createQuiz } = await gqlOk(base, CREATE_QUIZ, { chapterId: createChapter.id, input: { title: 'Mixed class quiz', instructions: 'Answer every question.', questions: MIXED_QUESTIONS } }, { token });
  await gqlOk(base, PUBLISH_QUIZ, { id: createQuiz.id }, { token });
  const { quiz } = await gqlOk(base, MIXED_SHOWN, { id: createQuiz.id }, { token: learnerToken });
  const shown = (q, match) => quiz.questions[q].matches.indexOf(match);
  const answers = [
    { questionIndex: 0, selectedOptionIndex: 2 },
    { questionIndex: 1, selectedOptionIndex: 1 },
    { questionIndex: 2, selectedOptionIndexes: [0, 1, 2] },
    { questionIndex: 3, selectedOptionIndexes: [0, 1] },
    { questionIndex: 4, booleanAnswer: false },
    { questionIndex: 5, booleanAnswer: false },
    { questionIndex: 6, textAnswer: 'Continue' },
    { questionIndex: 7, numberAnswer: '5' },
    { questionIndex: 8, matchIndexes: [shown(8, 'counted'), shown(8, 'each item'), shown(8, 'conditional')] },
    { questionIndex: 9, matchIndexes: [shown(9, 'number'), shown(9, 'string')] },
  ];
  return { quizId: createQuiz.id, answers };
}

const CREATE_BANK_QUESTION = `mutation($input: BankQuestionInput!) { createBankQuestion(input: $input) { id } }`;

/**
 * The class quiz with a random slot: 5 fixed single-choice questions and a slot drawing 5 of a
 * pool of 20 (tagged `tag`), so every learner is given 10 questions of their own draw. Every
 * learner answers option A throughout (any pick of a single-choice question is an answer).
 * Returns the quiz and the bank id of its first fixed question (for the regrade row).
 */
export async function createRandomClassQuiz(base, token, tag) {
  const { createActivity } = await gqlOk(base, CREATE_ACTIVITY, { input: { title: 'Random revision', description: 'A draw per learner' } }, { token });
  const { createChapter } = await gqlOk(base, CREATE_CHAPTER, { activityId: createActivity.id, input: { title: 'Drawn', description: 'Random slot', content: 'ACTIVITY' } }, { token });
  await pool(20, 4, (i) =>
    gqlOk(base, CREATE_BANK_QUESTION, { input: { title: `Pool question ${i + 1}`, tags: [tag], questionText: `Pool question ${i + 1}: which option is right?`, options: ['Option A', 'Option B', 'Option C', 'Option D'], correctAnswerIndex: i % 4 } }, { token }),
  );
  const fixed = questions(5).map((question) => ({ question }));
  const { createQuiz } = await gqlOk(base, CREATE_QUIZ, { chapterId: createChapter.id, input: { title: 'Random class quiz', instructions: 'Pick one option per question.', slots: [...fixed, { randomTag: tag, count: 5 }] } }, { token });
  await gqlOk(base, PUBLISH_QUIZ, { id: createQuiz.id }, { token });
  return { quizId: createQuiz.id, answers: Array.from({ length: 10 }, (_, questionIndex) => ({ questionIndex, selectedOptionIndex: 0 })) };
}

/** An activity of one chapter with `quizzes` published quizzes, for the gradebook: its id and the quizzes' ids, in order. */
export async function createGradebookActivity(base, token, quizzes, questionCount) {
  const { createActivity } = await gqlOk(base, CREATE_ACTIVITY, { input: { title: 'Gradebook activity', description: 'Ten quizzes a class took' } }, { token });
  const { createChapter } = await gqlOk(base, CREATE_CHAPTER, { activityId: createActivity.id, input: { title: 'Graded chapter', description: 'Quizzes', content: 'ACTIVITY' } }, { token });
  const ids = [];
  for (let z = 0; z < quizzes; z++) ids.push(await createPublishedQuiz(base, token, createChapter.id, `Graded quiz ${z + 1}`, questionCount));
  return { activityId: createActivity.id, chapterId: createChapter.id, quizIds: ids };
}
