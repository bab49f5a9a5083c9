import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { answers, codeOf, createActivity, createChapter, createQuiz, publishedQuiz, SUBMIT } from './helpers/learning';

const ADMIN = `{ adminDashboard { users { admins tutors learners } papers courses openOpportunities unrepliedMessages } }`;
const TUTOR = `{ tutorDashboard { activities chapters quizzes publishedQuizzes attempts averagePercentage } }`;
const LEARNER = `{ learnerDashboard { attempts passed averagePercentage } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('gives tutors and learners their own real figures', async () => {
  const tutor = await t.signIn(Role.TUTOR);
  const other = await t.signIn(Role.TUTOR);
  const learner = await t.signIn(Role.USER);
  const { quiz } = await publishedQuiz(t, tutor.token); // 1 activity, 1 chapter, 1 published quiz of 4 questions
  const draftActivity = await createActivity(t, tutor.token);
  const draftChapter = await createChapter(t, tutor.token, draftActivity.id);
  await createChapter(t, tutor.token, draftActivity.id);
  await createQuiz(t, tutor.token, draftChapter.id); // a draft
  await publishedQuiz(t, other.token); // someone else's: not counted

  const empty = await t.gql(LEARNER, {}, learner.token);
  expect(empty.data).toEqual({ learnerDashboard: { attempts: 0, passed: 0, averagePercentage: 0 } });

  // 3 of 4 right: 75 %, passed.
  expect((await t.gql(SUBMIT, { quizId: quiz.id, answers: answers([1, 1, 1, 0]) }, learner.token)).errors).toBeUndefined();
  const second = await t.signIn(Role.USER);
  // 1 of 4 right: 25 %, failed.
  expect((await t.gql(SUBMIT, { quizId: quiz.id, answers: answers([1, 0, 0, 0]) }, second.token)).errors).toBeUndefined();

  expect((await t.gql(LEARNER, {}, learner.token)).data).toEqual({ learnerDashboard: { attempts: 1, passed: 1, averagePercentage: 75 } });
  expect((await t.gql(TUTOR, {}, tutor.token)).data).toEqual({
    tutorDashboard: { activities: 2, chapters: 3, quizzes: 2, publishedQuizzes: 1, attempts: 2, averagePercentage: 50 },
  });
  expect((await t.gql(TUTOR, {}, other.token)).data).toEqual({
    tutorDashboard: { activities: 1, chapters: 1, quizzes: 1, publishedQuizzes: 1, attempts: 0, averagePercentage: 0 },
  });
});

it('gives admins platform-wide counts', async () => {
  const fresh = await startTestApp();
  try {
    const admin = await fresh.signIn(Role.ADMIN);
    await fresh.signIn(Role.TUTOR);
    await fresh.signIn(Role.USER);
    await fresh.signIn(Role.USER);
    await fresh.services.courses.create({ title: 'C', description: 'D', level: 'First Year' }, { id: admin.id, role: Role.ADMIN, name: '', surname: '', email: '' });
    const now = Date.now();
    const actor = { id: admin.id, role: Role.ADMIN, name: 'A', surname: 'B', email: admin.email };
    await fresh.services.opportunities.create({ title: 'Open', type: 'Internship', description: 'D' }, actor);
    await fresh.services.opportunities.create({ title: 'Closed', type: 'Internship', description: 'D', closingDate: new Date(now - 86_400_000).toISOString(), openingDate: new Date(now - 2 * 86_400_000).toISOString() }, actor);
    await fresh.services.contact.send({ name: 'V', email: 'v@example.com', message: 'Hello' }, null, { ip: '1.1.1.1' });
    const res = await fresh.gql(ADMIN, {}, admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ adminDashboard: { users: { admins: 1, tutors: 1, learners: 2 }, papers: 0, courses: 1, openOpportunities: 1, unrepliedMessages: 1 } });
  } finally {
    await fresh.close();
  }
});

it('keeps each dashboard to its role', async () => {
  const learner = await t.signIn(Role.USER);
  const tutor = await t.signIn(Role.TUTOR);
  expect(codeOf(await t.gql(LEARNER))).toBe('UNAUTHENTICATED');
  expect(codeOf(await t.gql(ADMIN, {}, learner.token))).toBe('FORBIDDEN');
  expect(codeOf(await t.gql(ADMIN, {}, tutor.token))).toBe('FORBIDDEN');
  expect(codeOf(await t.gql(TUTOR, {}, learner.token))).toBe('FORBIDDEN');
});
