import { DEMO_ACCOUNTS, seedDemoData } from '../src/db/seed';
import { offsetPage } from '../src/shared/pagination';
import { startTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('seeds demo accounts of every role and courses with questions, once', async () => {
  const first = await seedDemoData(t.services);
  expect(first.map((a) => a.role).sort()).toEqual(['admin', 'tutor', 'user']);
  for (const account of DEMO_ACCOUNTS) {
    const session = await t.services.auth.login(account, { ip: '127.0.0.1' });
    expect(session.role).toBe(account.role);
  }
  const catalogue = await t.services.courses.list('', offsetPage(100, 0));
  const total = await catalogue.totalCount();
  expect(total).toBeGreaterThanOrEqual(3);
  for (const course of catalogue.items) expect((await t.services.courses.questionsOf(course.id)).length).toBeGreaterThan(0);

  // A second start finds users and seeds nothing.
  expect(await seedDemoData(t.services)).toEqual([]);
  expect(await (await t.services.courses.list('', offsetPage(100, 0))).totalCount()).toBe(total);
});
