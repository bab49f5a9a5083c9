import { randomUUID } from 'node:crypto';
import type { Services } from '../modules/registry';
import { hashPassword } from '../shared/auth/password';
import { CourseLevel } from '../modules/courses/course-level';
import { matchesOf } from '../modules/quizzes/questions/types';
import { matchOrderOf } from '../modules/quizzes/shuffle';
import type { Quiz } from '../modules/quizzes/quiz.entity';
import { ReviewRating } from '../modules/study/scheduler';
import { Role } from '../modules/users/role';
import type { User } from '../modules/users/user.entity';

// `apiToken`: the secret of a personal access token seeded for the account (shown once, at first start).
export type DemoAccount = { role: Role; email: string; password: string; apiToken?: string };

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

// The demo tutor's activity: a chapter with a quiz of every question type (an essay among them,
// for the grading queue) and a chapter with a plain single-choice quiz.
const DEMO_ACTIVITY = { title: 'Programming Fundamentals: practice', description: 'Weekly practice for first-year programming: loops, functions and debugging.' };

const EVERY_TYPE_QUIZ = {
  title: 'Loops: every kind of question',
  instructions: 'Answer each question; the essay is graded by your tutor.',
  questions: [
    { questionText: 'Which loop always runs its body at least once?', options: ['for', 'while', 'do … while'], correctAnswerIndex: 2, optionFeedback: [null, null, 'Yes: the condition is checked after the body.'] },
    {
      type: 'MULTIPLE_RESPONSE',
      questionText: 'Which of these end a loop early?',
      options: ['break', 'return (inside a function)', 'continue', 'pass'],
      optionCredits: [0.5, 0.5, -0.5, -0.5],
      optionFeedback: [null, null, '`continue` skips to the next iteration; it does not end the loop.', null],
    },
    { type: 'TRUE_FALSE', questionText: 'A `for` loop over an empty list runs its body once.', correctBoolean: false, optionFeedback: ['It runs zero times.', 'Right: zero times.'] },
    { type: 'SHORT_ANSWER', questionText: 'What keyword skips the rest of the current iteration?', acceptedAnswers: [{ text: 'continue', credit: 1, feedback: 'Yes.' }] },
    { type: 'NUMERICAL', questionText: 'How many times does `for (let i = 0; i < 10; i += 3)` run its body?', numericAnswers: [{ value: 4, tolerance: 0, credit: 1 }] },
    {
      type: 'MATCHING',
      questionText: 'Match each loop to what it is best at.',
      pairs: [
        { prompt: 'for', match: 'A known number of steps' },
        { prompt: 'while', match: 'Until a condition changes' },
        { prompt: 'for … of', match: 'Every item of a list' },
      ],
      extraMatches: ['Handling an error'],
    },
    { type: 'ESSAY', questionText: 'Explain, in a few sentences, when you would choose a `while` loop over a `for` loop.', points: 3, generalFeedback: 'A good answer mentions an unknown number of steps.', textFormat: 'MARKDOWN' },
  ],
};

const FUNCTIONS_QUIZ = {
  title: 'Functions: quick check',
  instructions: 'One option per question.',
  questions: [
    { questionText: 'What does a function without a return statement return in JavaScript?', options: ['null', 'undefined', '0'], correctAnswerIndex: 1 },
    { questionText: 'What is a parameter?', options: ['A value passed when calling', 'A name in the function’s definition', 'A global variable'], correctAnswerIndex: 1 },
    { questionText: 'Why write small functions?', options: ['They run faster', 'They are easier to name, test and reuse', 'The language requires it'], correctAnswerIndex: 1 },
  ],
};

const TIMED_QUIZ = {
  title: 'Loops: timed check',
  instructions: 'Ten minutes for three questions; two attempts, the best one counts.',
  questions: [
    { questionText: 'Which loop suits reading input until the user types "quit"?', options: ['for', 'while', 'for...of'], correctAnswerIndex: 1 },
    { questionText: 'What does `continue` do?', options: ['Leaves the loop', 'Skips to the next iteration', 'Restarts the program'], correctAnswerIndex: 1 },
    { questionText: 'How many times does `for (let i = 0; i < 3; i++)` run its body?', options: ['2', '3', '4'], correctAnswerIndex: 1 },
  ],
  settings: { timeLimitMinutes: 10, attemptsAllowed: 2 },
};

/** The demo learner's answers to the every-type quiz, in the positions shown (matches in their shuffled order). */
function everyTypeAnswers(quiz: Quiz) {
  const matching = quiz.questions[5];
  const shownIndex = (match: string) => {
    if (matching.type !== 'MATCHING') throw new Error('seed: question 6 is the matching one');
    return matchOrderOf(quiz.id, 5, matching).indexOf(matchesOf(matching).indexOf(match));
  };
  return [
    { questionIndex: 0, selectedOptionIndex: 2 },
    { questionIndex: 1, selectedOptionIndexes: [0, 2] },
    { questionIndex: 2, booleanAnswer: false },
    { questionIndex: 3, textAnswer: 'Continue' },
    { questionIndex: 4, numberAnswer: '4' },
    { questionIndex: 5, matchIndexes: [shownIndex('A known number of steps'), shownIndex('Every item of a list'), shownIndex('Until a condition changes')] },
    { questionIndex: 6, textAnswer: 'When I do not know how many steps it takes, for example reading input until the user types "quit".' },
  ];
}

/**
 * The demo tutor's question bank: the quizzes put their questions there (tagged with the quiz's
 * title); here they get topic and week tags and a difficulty, and the first is edited once after the
 * quiz was taken (version 2 in the bank; the quiz keeps version 1).
 */
async function seedBank(services: Services, tutor: User): Promise<void> {
  const bank = await services.questionBank.list(tutor, {}, { kind: 'cursor', size: 50, backward: false, cursor: null });
  const quizTags: Record<string, string[]> = { [EVERY_TYPE_QUIZ.title]: ['Loops', 'Week 1'], [TIMED_QUIZ.title]: ['Loops', 'Week 1'], [FUNCTIONS_QUIZ.title]: ['Functions', 'Week 2'] };
  const first = EVERY_TYPE_QUIZ.questions[0].questionText;
  for (const question of bank.items) {
    const latest = await services.questionBank.latest(question);
    const tags = question.tags.flatMap((tag) => quizTags[tag] ?? [tag]);
    const difficulty = 1 + (latest.questionText.length % 5);
    const fixed = latest.questionText === first && { optionFeedback: ['`for` checks its condition before each run.', '`while` checks its condition first too.', 'Yes: the condition is checked after the body.'] };
    await services.questionBank.update(tutor, question.id, { ...latest, ...fixed, title: question.title, tags, difficulty });
  }
}

/**
 * A quiz that draws 2 of the Functions questions per attempt (3 attempts allowed), taken once by
 * the demo learner; and a regrade: the tutor rewords the quick check's first question, which was
 * ambiguous, and gives everyone full credit for it (the learner's 2/3 becomes 3/3, with its trail).
 */
async function seedDrawsAndRegrade(services: Services, tutor: User, learner: User, chapterId: string, quickId: string): Promise<string> {
  const practice = await services.quizzes.create(
    chapterId,
    { title: 'Functions: practice round', instructions: 'Two questions drawn from the Functions bank; each attempt draws anew.', slots: [{ randomTag: 'Functions', count: 2 }], settings: { attemptsAllowed: 3 } },
    tutor,
  );
  await services.quizzes.publish(practice.id, tutor);
  await services.quizAttempts.submit(learner, practice.id, [0, 1].map((questionIndex) => ({ questionIndex, selectedOptionIndex: 1 })));
  const [first] = FUNCTIONS_QUIZ.questions;
  const [{ questionId }]: { questionId: string }[] = await services.quizzes.pins(quickId, 0);
  const bank = await services.questionBank.get(tutor, questionId);
  await services.questionBank.update(tutor, questionId, {
    ...first,
    questionText: 'What does calling a JavaScript function that has no return statement give back?',
    title: bank.title,
    tags: bank.tags,
    difficulty: bank.difficulty,
  });
  const regrade = await services.regrades.request(tutor, quickId, questionId, 'FULL_CREDIT');
  await services.regrades.apply(regrade.id);
  return practice.id;
}

// The demo learner's classmates (they do not sign in: a random password each), and how many of the
// quick check's 3 questions each gets right and which options they pick in the practice round.
const CLASSMATES: readonly [name: string, surname: string, quickRight: number, practicePick: number][] = [
  ['Aisha', 'Bello', 3, 1],
  ['Bongani', 'Dlamini', 2, 1],
  ['Chloé', 'Martin', 3, 1],
  ['Diego', 'Fernández', 1, 0],
  ['Emma', 'Schulz', 3, 1],
  ['Farid', 'Haddad', 2, 0],
  ['Grace', 'Okafor', 0, 2],
  ['Hiroshi', 'Tanaka', 3, 0],
];

/**
 * A class for the gradebook and the item analysis: the quick check passes at 70 % (2 of 3 is not
 * enough), and eight classmates take it and the practice round with results from 0 to 3 of 3.
 */
async function seedClass(services: Services, tutor: User, quickId: string, practiceId: string): Promise<void> {
  await services.quizzes.updateSettings(quickId, { passPercentage: 70 }, tutor);
  const passwordHash = await hashPassword(randomUUID());
  for (const [name, surname, quickRight, practicePick] of CLASSMATES) {
    const email = `${name.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}.${surname.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}@learnhub.dev`;
    const classmate = await services.users.insert({ name, surname, email, passwordHash }, Role.USER);
    // The right option of every quick-check question is 1; a wrong pick is 0.
    await services.quizAttempts.submit(classmate, quickId, [0, 1, 2].map((questionIndex) => ({ questionIndex, selectedOptionIndex: questionIndex < quickRight ? 1 : 0 })));
    await services.quizAttempts.submit(classmate, practiceId, [0, 1].map((questionIndex) => ({ questionIndex, selectedOptionIndex: practicePick })));
  }
}


/**
 * A timed quiz, and an accommodation: the demo learner has 1.5 times the time and one more attempt on
 * every quiz of the activity ("15 minutes (extended from 10)").
 */
async function seedAccommodation(services: Services, tutor: User, learner: User, activityId: string): Promise<void> {
  await services.accommodations.set(tutor, { learnerId: learner.id, activityId, timeFactor: 1.5, extraAttempts: 1 });
}

/** The demo tutor's activity, quizzes and the demo learner's attempts (one waiting for its essay to be graded) and first cards. */
async function seedLearning(services: Services, tutor: User, learner: User): Promise<void> {
  const activity = await services.activities.create(DEMO_ACTIVITY, tutor);
  const loops = await services.chapters.create(activity.id, { title: 'Loops', description: 'for, while and when to use which.', content: 'activity' }, tutor);
  const functions = await services.chapters.create(activity.id, { title: 'Functions', description: 'Parameters, return values and small functions.', content: 'homework' }, tutor);
  const everyType = await services.quizzes.create(loops.id, EVERY_TYPE_QUIZ, tutor);
  const quick = await services.quizzes.create(functions.id, FUNCTIONS_QUIZ, tutor);
  await services.quizzes.publish(everyType.id, tutor);
  await services.quizzes.publish(quick.id, tutor);
  const timed = await services.quizzes.create(loops.id, TIMED_QUIZ, tutor);
  await services.quizzes.publish(timed.id, tutor);
  await services.quizAttempts.submit(learner, everyType.id, everyTypeAnswers(everyType));
  await services.quizAttempts.submit(learner, quick.id, [0, 1, 1].map((selectedOptionIndex, questionIndex) => ({ questionIndex, selectedOptionIndex })));
  await seedBank(services, tutor);
  const practiceId = await seedDrawsAndRegrade(services, tutor, learner, functions.id, quick.id);
  await seedClass(services, tutor, quick.id, practiceId);
  await seedAccommodation(services, tutor, learner, activity.id);
  // Two cards of the first course studied: one forgotten (due again in minutes), one known.
  const [course] = DEMO_COURSES;
  const saved = (await services.courses.list(course.title, { kind: 'offset', limit: 1, offset: 0 })).items[0];
  for (const rating of [ReviewRating.AGAIN, ReviewRating.GOOD]) {
    const { next } = await services.study.study(learner, saved.id);
    if (next) await services.study.review(learner, { cardId: next.id, rating, shownState: next.reps });
  }
}

/**
 * A read-only personal access token of the demo tutor's, for trying the API from another tool (the
 * README's "Using the API from another tool"): it reads the tutor's activities, quizzes and results.
 * Its secret is random, printed once at first start; the profile's API tokens screen lists it.
 */
async function seedApiToken(services: Services, tutor: User): Promise<string> {
  const expiresAt = services.apiTokens.expiryIn(90);
  const { secret } = await services.apiTokens.create(tutor, { name: 'Gradebook export (demo)', scopes: ['read:courses', 'read:quizzes', 'read:results'], expiresAt });
  return secret;
}

/**
 * Fills an empty development database so the app is not empty on first start.
 * Returns the demo accounts it created (none when the database already had users).
 */
export async function seedDemoData(services: Services): Promise<DemoAccount[]> {
  if ((await services.users.count()) > 0) return [];
  const created = [];
  for (const account of DEMO_ACCOUNTS) created.push(await services.users.create(account, account.role));
  const tutor = created.find((user) => user.role === Role.TUTOR);
  const learner = created.find((user) => user.role === Role.USER);
  if (!tutor || !learner) throw new Error('seedDemoData: DEMO_ACCOUNTS needs a tutor and a learner for the demo courses and quizzes');
  for (const { questions, ...course } of DEMO_COURSES) {
    const saved = await services.courses.create(course, tutor);
    for (const [question, answer, category] of questions) await services.courses.addQuestion(saved.id, { question, answer, category }, tutor);
  }
  await seedLearning(services, tutor, learner);
  const apiToken = await seedApiToken(services, tutor);
  return DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password, ...(role === Role.TUTOR && { apiToken }) }));
}
