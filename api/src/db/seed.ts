import type { Services } from '../modules/registry';
import { CourseLevel } from '../modules/courses/course-level';
import { Role } from '../modules/users/role';

export type DemoAccount = { role: Role; email: string; password: string };

export const DEMO_ACCOUNTS: readonly (DemoAccount & { name: string; surname: string })[] = [
  { role: Role.ADMIN, name: 'Ada', surname: 'Admin', email: 'admin@learnhub.dev', password: 'admin123' },
  { role: Role.TUTOR, name: 'Thabo', surname: 'Tutor', email: 'tutor@learnhub.dev', password: 'tutor123' },
  { role: Role.USER, name: 'Lerato', surname: 'Learner', email: 'learner@learnhub.dev', password: 'learner123' },
];

type DemoCourse = { title: string; description: string; level: CourseLevel; questions: [question: string, answer: string, category: string][] };

const DEMO_COURSES: readonly DemoCourse[] = [
  {
    title: 'Programming Fundamentals',
    description: 'Variables, control flow, functions and debugging: the first steps of writing programs.',
    level: CourseLevel.FIRST_YEAR,
    questions: [
      ['What is a variable?', 'A named place in memory that holds a value which can change while the program runs.', 'Basics'],
      ['What is the difference between a while loop and a for loop?', 'A for loop usually runs a known number of times; a while loop runs as long as its condition holds.', 'Control flow'],
      ['Why do we write functions?', 'To name a piece of work, reuse it without copying code, and test it on its own.', 'Functions'],
      ['What does a debugger breakpoint do?', 'It pauses the program at a line so you can inspect variables and step through the code.', 'Debugging'],
    ],
  },
  {
    title: 'Web Development with JavaScript',
    description: 'HTML, CSS and JavaScript in the browser, the DOM, events and calling APIs with fetch.',
    level: CourseLevel.SECOND_YEAR,
    questions: [
      ['What is the DOM?', 'The Document Object Model: the browser’s tree of objects representing the page, which scripts can read and change.', 'Browser'],
      ['What does `fetch` return?', 'A Promise that resolves to a Response object once the server answers.', 'APIs'],
      ['What is the difference between `let` and `const`?', '`const` bindings cannot be reassigned; `let` bindings can. Both are block-scoped.', 'JavaScript'],
    ],
  },
  {
    title: 'Databases and SQL',
    description: 'Relational modelling, SQL queries, joins, indexes and transactions.',
    level: CourseLevel.THIRD_YEAR,
    questions: [
      ['What is a primary key?', 'A column (or set of columns) whose value uniquely identifies each row of a table.', 'Modelling'],
      ['What does an INNER JOIN return?', 'Only the rows that have matching values in both tables.', 'SQL'],
      ['Why add an index?', 'To find rows by a column quickly without scanning the whole table, at the cost of slower writes.', 'Performance'],
      ['What does ACID stand for?', 'Atomicity, Consistency, Isolation and Durability: the guarantees of a transaction.', 'Transactions'],
    ],
  },
];

/**
 * Fills an empty development database so the app is not empty on first start.
 * Returns the demo accounts it created (none when the database already had users).
 */
export async function seedDemoData(services: Services): Promise<DemoAccount[]> {
  if ((await services.users.count()) > 0) return [];
  const created = [];
  for (const account of DEMO_ACCOUNTS) created.push(await services.users.create(account, account.role));
  const tutor = created.find((user) => user.role === Role.TUTOR);
  if (!tutor) throw new Error('seedDemoData: DEMO_ACCOUNTS has no tutor to author the demo courses');
  for (const { questions, ...course } of DEMO_COURSES) {
    const saved = await services.courses.create(course, tutor);
    for (const [question, answer, category] of questions) await services.courses.addQuestion(saved.id, { question, answer, category }, tutor);
  }
  return DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
}
