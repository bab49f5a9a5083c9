// Item analysis on the quiz insight: facility and discrimination per question, each
// option's share among the top and bottom thirds, the standard deviation and Cronbach's alpha, all
// against figures worked out by hand below (docs/item-analysis.md has the formulas), and the cases
// where a figure is undefined (null).
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { createActivity, createChapter, quizInput } from './helpers/learning';

let t: TestApp;
let tutor: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await startTestApp();
  tutor = await t.signIn(Role.TUTOR);
});
afterAll(() => t.close());

// Three questions, 5 points in all: Q0 single choice worth 2 (A is right), Q1 true/false worth 1
// (true is right), Q2 multiple response worth 2 (2 and 3 are right: each picked one earns half, 4 takes
// everything away, clamped at 0).
const QUESTIONS = [
  { type: 'SINGLE_CHOICE', questionText: 'First letter?', options: ['A', 'B', 'C'], correctAnswerIndex: 0, points: 2 },
  { type: 'TRUE_FALSE', questionText: 'The sky is blue.', correctBoolean: true },
  { type: 'MULTIPLE_RESPONSE', questionText: 'Primes?', options: ['2', '3', '4'], optionCredits: [0.5, 0.5, -1], points: 2 },
];

type Pick3 = [number, boolean, number[]];
const answersOf = ([single, bool, multiple]: Pick3) => [
  { questionIndex: 0, selectedOptionIndex: single },
  { questionIndex: 1, booleanAnswer: bool },
  { questionIndex: 2, selectedOptionIndexes: multiple },
];

const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { points maxPoints } }`;
const INSIGHT = `query($id: ID!) { quizInsight(quizId: $id) {
  attemptCount standardDeviation cronbachAlpha
  questions { questionId facilityIndex discriminationIndex optionCounts optionTopThirdShares optionBottomThirdShares }
} }`;

type QuestionFigures = {
  questionId: string | null;
  facilityIndex: number | null;
  discriminationIndex: number | null;
  optionCounts: number[];
  optionTopThirdShares: number[];
  optionBottomThirdShares: number[];
};
type Insight = { attemptCount: number; standardDeviation: number | null; cronbachAlpha: number | null; questions: QuestionFigures[] };

async function quizWith(input: Record<string, unknown>): Promise<string> {
  const activity = await createActivity(t, tutor.token);
  const chapter = await createChapter(t, tutor.token, activity.id);
  const created = await t.gql<{ createQuiz: { id: string } }>(
    `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`,
    { chapterId: chapter.id, input: input },
    tutor.token,
  );
  expect(created.errors).toBeUndefined();
  const id = created.data!.createQuiz.id;
  expect((await t.gql(`mutation($id: ID!) { publishQuiz(id: $id) { id } }`, { id }, tutor.token)).errors).toBeUndefined();
  return id;
}

/** Each learner (one new learner per entry) submits once; the points each got are returned. */
async function take(quizId: string, picks: Pick3[]): Promise<number[]> {
  const points: number[] = [];
  for (const pick of picks) {
    const learner = await t.signIn(Role.USER);
    const res = await t.gql<{ submitQuizAttempt: { points: number; maxPoints: number } }>(SUBMIT, { quizId, answers: answersOf(pick) }, learner.token);
    expect(res.errors).toBeUndefined();
    points.push(res.data!.submitQuizAttempt.points);
  }
  return points;
}

async function insightOf(quizId: string): Promise<Insight> {
  const res = await t.gql<{ quizInsight: Insight }>(INSIGHT, { id: quizId }, tutor.token);
  expect(res.errors).toBeUndefined();
  return res.data!.quizInsight;
}

// Close to 4 decimals: the expected figures below are rounded by hand.
const near = (value: number | null | undefined, expected: number) => {
  expect(value).not.toBeNull();
  expect(value).toBeCloseTo(expected, 3);
};

describe('a quiz of six learners', () => {
  // Points per question (Q0 of 2, Q1 of 1, Q2 of 2) and total of 5, best first:
  //   L1  A  true   [2,3]   2 + 1 + 2 = 5  100 %
  //   L2  A  true   [2]     2 + 1 + 1 = 4   80 %
  //   L3  A  false  [2]     2 + 0 + 1 = 3   60 %
  //   L4  B  true   [2]     0 + 1 + 1 = 2   40 %
  //   L6  B  true   [4]     0 + 1 + 0 = 1   20 %
  //   L5  C  false  [4]     0 + 0 + 0 = 0    0 %
  const PICKS: Pick3[] = [
    [0, true, [0, 1]],
    [0, true, [0]],
    [0, false, [0]],
    [1, true, [0]],
    [2, false, [2]],
    [1, true, [2]],
  ];
  let insight: Insight;
  beforeAll(async () => {
    const quizId = await quizWith(quizInput({ title: 'Item analysis', questions: QUESTIONS }));
    expect(await take(quizId, PICKS)).toEqual([5, 4, 3, 2, 0, 1]);
    insight = await insightOf(quizId);
  });

  it('gives each question its facility index: the mean credit in percent', () => {
    const [q0, q1, q2] = insight.questions;
    // Q0 credits 1, 1, 1, 0, 0, 0 -> 3 / 6 = 50 %.
    near(q0.facilityIndex, 50);
    // Q1 credits 1, 1, 0, 1, 0, 1 -> 4 / 6 = 66.667 %.
    near(q1.facilityIndex, 66.6667);
    // Q2 credits 1, 0.5, 0.5, 0.5, 0, 0 -> 2.5 / 6 = 41.667 %.
    near(q2.facilityIndex, 41.6667);
  });

  it("gives each question its discrimination index: 100 x the correlation of its credit with the rest of the test's", () => {
    const [q0, q1, q2] = insight.questions;
    // Q0: x = credit 1, 1, 1, 0, 0, 0; the rest (of 3 points): 3, 2, 1, 2, 0, 1 (in thirds; r ignores the scale).
    // mean x 0.5, mean y 1.5; Sxy = 0.5 x (1.5 + 0.5 - 0.5) - 0.5 x (0.5 - 1.5 - 0.5) = 1.5;
    // Sxx = 6 x 0.25 = 1.5; Syy = 2.25 + 0.25 + 0.25 + 0.25 + 2.25 + 0.25 = 5.5.
    // r = 1.5 / sqrt(1.5 x 5.5) = 1.5 / 2.87228 = 0.52223.
    near(q0.discriminationIndex, 52.2233);
    // Q1: x = 1, 1, 0, 1, 0, 1; the rest (of 4 points): 4, 3, 3, 1, 0, 0.
    // Sxy = sum xy - n mx my = 8 - 6 x 2/3 x 11/6 = 2/3; Sxx = 4 - 6 x 4/9 = 4/3; Syy = 35 - 121/6 = 89/6.
    // r = 0.66667 / sqrt(4/3 x 89/6) = 0.66667 / 4.44722 = 0.14991.
    near(q1.discriminationIndex, 14.9906);
    // Q2: x in points (r ignores the scale) 2, 1, 1, 1, 0, 0; the rest (of 3 points): 3, 3, 2, 1, 0, 1.
    // Sxy = 12 - 6 x 5/6 x 5/3 = 11/3; Sxx = 7 - 25/6 = 17/6; Syy = 24 - 50/3 = 22/3.
    // r = 3.66667 / sqrt(17/6 x 22/3) = 3.66667 / 4.55827 = 0.80440.
    near(q2.discriminationIndex, 80.44);
  });

  it('gives each option its share among the top and the bottom third (ceil(6 / 3) = 2 attempts each)', () => {
    const [q0, q1, q2] = insight.questions;
    // Top: L1 (100 %), L2 (80 %); bottom: L6 (20 %), L5 (0 %).
    // Q0: the top both picked A; the bottom B (L6) and C (L5).
    expect(q0.optionCounts).toEqual([3, 2, 1]);
    expect(q0.optionTopThirdShares).toEqual([100, 0, 0]);
    expect(q0.optionBottomThirdShares).toEqual([0, 50, 50]);
    // Q1 as [True, False]: the top true, true; the bottom true (L6), false (L5).
    expect(q1.optionTopThirdShares).toEqual([100, 0]);
    expect(q1.optionBottomThirdShares).toEqual([50, 50]);
    // Q2, each option chosen: the top [2, 3] and [2]; the bottom [4] and [4].
    expect(q2.optionTopThirdShares).toEqual([100, 50, 0]);
    expect(q2.optionBottomThirdShares).toEqual([0, 0, 100]);
  });

  it("gives the quiz's standard deviation (n - 1) and Cronbach's alpha", () => {
    // Percentages 100, 80, 60, 40, 0, 20: mean 50; squared deviations 2500 + 900 + 100 + 100 + 2500 + 900
    // = 7000; / 5 = 1400; sqrt = 37.4166.
    near(insight.standardDeviation, 37.4166);
    // Item variances (n - 1) of the points: Q0 2, 2, 2, 0, 0, 0: 6 / 5 = 1.2; Q1 1, 1, 0, 1, 0, 1:
    // (4/3) / 5 = 0.26667; Q2 2, 1, 1, 1, 0, 0: (17/6) / 5 = 0.56667; their sum 61/30 = 2.03333.
    // Totals 5, 4, 3, 2, 0, 1: mean 2.5, squared deviations 17.5, / 5 = 3.5.
    // alpha = 3/2 x (1 - 2.03333 / 3.5) = 1.5 x 44/105 = 0.628571.
    near(insight.cronbachAlpha, 0.628571);
  });
});

it('leaves undefined figures null with one attempt, and shares 0 with no thirds', async () => {
  const quizId = await quizWith(quizInput({ title: 'One attempt', questions: QUESTIONS }));
  await take(quizId, [[0, true, [0]]]);
  const insight = await insightOf(quizId);
  expect(insight).toMatchObject({ attemptCount: 1, standardDeviation: null, cronbachAlpha: null });
  // The one attempt's credits: 1, 1, 0.5.
  expect(insight.questions.map((q) => q.facilityIndex)).toEqual([100, 100, 50]);
  expect(insight.questions.map((q) => q.discriminationIndex)).toEqual([null, null, null]);
  expect(insight.questions[0]).toMatchObject({ optionTopThirdShares: [0, 0, 0], optionBottomThirdShares: [0, 0, 0] });
});

it('leaves discrimination null where a credit does not vary, alpha null where the totals do not, and shows a negative discrimination', async () => {
  const quizId = await quizWith(quizInput({ title: 'Two attempts', questions: QUESTIONS }));
  // L1: A, false, [2] = 2 + 0 + 1 = 3; L2: A, true, [4] = 2 + 1 + 0 = 3.
  expect(await take(quizId, [[0, false, [0]], [0, true, [2]]])).toEqual([3, 3]);
  const insight = await insightOf(quizId);
  // Percentages 60 and 60: the deviation is 0 (defined); the totals' variance is 0, so alpha is not.
  expect(insight.standardDeviation).toBe(0);
  expect(insight.cronbachAlpha).toBeNull();
  const [q0, q1, q2] = insight.questions;
  // Q0: credit 1 and 1, no variance.
  expect(q0.discriminationIndex).toBeNull();
  // Thirds of ceil(2 / 3) = 1 attempt each (which is which: by attempt id, as they tie); both picked A.
  expect(q0).toMatchObject({ optionTopThirdShares: [100, 0, 0], optionBottomThirdShares: [100, 0, 0] });
  // Q1: credit 0, 1; the rest (3 - 0) / 4 = 0.75, (3 - 1) / 4 = 0.5: two points on a falling line, r = -1.
  near(q1.discriminationIndex, -100);
  // Q2: credit 0.5, 0; the rest 2/3, 1: r = -1.
  near(q2.discriminationIndex, -100);
});

it('leaves discrimination null where a credit or the rest is the same in every attempt, though not exact in floating point', async () => {
  // 0.1 repeated is not exact in float8: PostgreSQL's corr() of six 0.1 against anything is about
  // +-0.65, not NULL. Q0 (1 point) right in every other attempt; Q1 (1 point) "close" every time: 0.1.
  const quizId = await quizWith(quizInput({
    title: 'Constant credit',
    questions: [
      { type: 'SINGLE_CHOICE', questionText: 'First letter?', options: ['A', 'B'], correctAnswerIndex: 0 },
      { type: 'SHORT_ANSWER', questionText: 'Say it', acceptedAnswers: [{ text: 'right', credit: 1 }, { text: 'close', credit: 0.1 }] },
    ],
  }));
  for (let i = 0; i < 6; i++) {
    const learner = await t.signIn(Role.USER);
    const answers = [{ questionIndex: 0, selectedOptionIndex: i % 2 }, { questionIndex: 1, textAnswer: 'close' }];
    const res = await t.gql<{ submitQuizAttempt: { points: number } }>(SUBMIT, { quizId, answers }, learner.token);
    expect(res.data?.submitQuizAttempt.points).toBe(i % 2 ? 0.1 : 1.1);
  }
  const [q0, q1] = (await insightOf(quizId)).questions;
  // Q0: its credit varies (1, 0, ...) but the rest is 0.1 / 1 in every attempt.
  expect(q0).toMatchObject({ facilityIndex: 50, discriminationIndex: null });
  // Q1: its credit is 0.1 in every attempt.
  near(q1.facilityIndex, 10);
  expect(q1.discriminationIndex).toBeNull();
});

it('leaves alpha null with one question', async () => {
  const quizId = await quizWith(quizInput({ title: 'One question', questions: [QUESTIONS[0]] }));
  for (const pick of [0, 1]) {
    const learner = await t.signIn(Role.USER);
    expect((await t.gql(SUBMIT, { quizId, answers: [{ questionIndex: 0, selectedOptionIndex: pick }] }, learner.token)).errors).toBeUndefined();
  }
  // Percentages 100 and 0: mean 50, (2500 + 2500) / 1 = 5000, sqrt = 70.7107.
  const insight = await insightOf(quizId);
  near(insight.standardDeviation, 70.7107);
  expect(insight.cronbachAlpha).toBeNull();
  // No rest of the test to correlate with.
  expect(insight.questions[0].discriminationIndex).toBeNull();
});

it('leaves an essay still waiting out of its facility and discrimination, and counts it 0 in alpha as the attempt does', async () => {
  const quizId = await quizWith(quizInput({
    title: 'With an essay',
    questions: [{ ...QUESTIONS[0], points: 1 }, { type: 'ESSAY', questionText: 'Discuss.', points: 2 }],
  }));
  const attempts: string[] = [];
  for (const pick of [0, 1, 0]) {
    const learner = await t.signIn(Role.USER);
    const res = await t.gql<{ submitQuizAttempt: { id: string } }>(
      `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { id } }`,
      { quizId, answers: [{ questionIndex: 0, selectedOptionIndex: pick }, { questionIndex: 1, textAnswer: 'Some words.' }] },
      learner.token,
    );
    expect(res.errors).toBeUndefined();
    attempts.push(res.data!.submitQuizAttempt.id);
  }
  const GRADE = `mutation($attemptId: ID!, $points: Float!) { gradeEssayAnswer(attemptId: $attemptId, questionIndex: 1, points: $points) { points } }`;
  expect((await t.gql(GRADE, { attemptId: attempts[0], points: 2 }, tutor.token)).errors).toBeUndefined();
  expect((await t.gql(GRADE, { attemptId: attempts[1], points: 1 }, tutor.token)).errors).toBeUndefined();
  // L1: 1 + 2 = 3; L2: 0 + 1 = 1; L3: 1 + (waiting: 0) = 1.
  const insight = await insightOf(quizId);
  const essay = insight.questions[1];
  // Over the graded two: credits 2/2 and 1/2 -> 75 % (with the waiting one as 0 it would be 50 %).
  near(essay.facilityIndex, 75);
  // Two pairs (credit, rest of 1 point): (1, 1) and (0.5, 0): a rising line, r = 1.
  near(essay.discriminationIndex, 100);
  // Items: Q0 1, 0, 1 (var 1/3); the essay 2, 1, 0 (var 1); totals 3, 1, 1 (mean 5/3, squares 16/9 + 4/9 + 4/9, / 2 = 4/3).
  // alpha = 2/1 x (1 - (1/3 + 1) / (4/3)) = 0 (with the waiting essay left out: the essay's var 0.5, alpha 0.75).
  near(insight.cronbachAlpha, 0);
});

it('leaves alpha null when the attempts were not all given the same questions (a random slot)', async () => {
  const bank: string[] = [];
  // Per bank question (by place in `bank`): attempts given it, and right.
  for (let i = 1; i <= 3; i++) {
    const res = await t.gql<{ createBankQuestion: { id: string } }>(
      `mutation($input: BankQuestionInput!) { createBankQuestion(input: $input) { id } }`,
      { input: { title: `Loop ${i}`, tags: ['Loops'], questionText: `Loop ${i}?`, options: ['yes', 'no'], correctAnswerIndex: 0 } },
      tutor.token,
    );
    expect(res.errors).toBeUndefined();
    bank.push(res.data!.createBankQuestion.id);
  }
  const quizId = await quizWith({
    title: 'Loops drill',
    instructions: 'Answer all',
    slots: [{ question: { questionText: 'Fixed?', options: ['yes', 'no'], correctAnswerIndex: 0 } }, { randomTag: 'Loops', count: 1 }],
  });
  // Learners until at least two bank questions were drawn (each draw is random): right or wrong in turn
  // on both questions, so the totals vary (0 or 2 of 2).
  const drawn = new Set<string>();
  const tally = [0, 1, 2].map(() => ({ given: 0, right: 0 }));
  // An even count of learners, so that exactly half are right.
  for (let i = 0; i < 20 && (i < 4 || i % 2 === 1 || drawn.size < 2); i++) {
    const learner = await t.signIn(Role.USER);
    const shown = await t.gql<{ quiz: { questions: { questionText: string }[] } }>(`query($id: ID!) { quiz(id: $id) { questions { questionText } } }`, { id: quizId }, learner.token);
    const text = shown.data!.quiz.questions[1].questionText;
    drawn.add(text);
    const pick = i % 2;
    const own = tally[Number(text.slice('Loop '.length, -1)) - 1];
    own.given += 1;
    own.right += 1 - pick;
    const res = await t.gql(SUBMIT, { quizId, answers: [{ questionIndex: 0, selectedOptionIndex: pick }, { questionIndex: 1, selectedOptionIndex: pick }] }, learner.token);
    expect(res.errors).toBeUndefined();
  }
  expect(drawn.size).toBeGreaterThanOrEqual(2);
  const insight = await insightOf(quizId);
  // Percentages alternate 100 and 0: defined.
  expect(insight.standardDeviation).toBeGreaterThan(0);
  expect(insight.cronbachAlpha).toBeNull();
  // The fixed question was given every attempt: right in every other one, half of them.
  near(insight.questions[0].facilityIndex, 50);
  // A bank question's facility is over the attempts given it; null for one never drawn.
  for (const question of insight.questions.slice(1)) {
    const { given, right } = tally[bank.indexOf(question.questionId ?? '')];
    if (given === 0) expect(question.facilityIndex).toBeNull();
    else near(question.facilityIndex, (right * 100) / given);
  }
});
