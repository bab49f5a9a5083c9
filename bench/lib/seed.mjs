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
