// Every question type through the quiz API, GraphQL and REST: written, shown without its answers,
// answered, graded exactly (points, feedback, the right answer as the review policy allows), essays
// graded by the tutor from the queue, and the insight per type. The grading rules of each type are
// unit-tested in src/modules/quizzes/questions.
import { Role } from '../src/modules/users/role';
import { startTestApp, type TestApp } from './helpers/app';
import { createActivity, createChapter, quizInput } from './helpers/learning';
import { rest } from './helpers/rest';

let t: TestApp;
let tutor: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await startTestApp();
  tutor = await t.signIn(Role.TUTOR);
});
afterAll(() => t.close());

// One question of each type (1 point each but the essay's 5): the right answers are noted beside.
const MIXED = [
  { type: 'SINGLE_CHOICE', questionText: 'Capital of France?', options: ['Paris', 'Lyon'], correctAnswerIndex: 0, optionFeedback: ['Oui', 'Non'] },
  { type: 'MULTIPLE_RESPONSE', questionText: 'Primes?', options: ['2', '3', '4'], optionCredits: [0.5, 0.5, -1], optionFeedback: ['Yes', null, 'Even'] },
  { type: 'TRUE_FALSE', questionText: 'The sky is blue.', correctBoolean: true, optionFeedback: ['Right', 'Look up'] },
  { type: 'SHORT_ANSWER', questionText: 'Grant is ___ in his tomb.', acceptedAnswers: [{ text: 'entomb*', credit: 1, feedback: 'Yes' }, { text: 'buried', credit: 0.5 }] },
  { type: 'NUMERICAL', questionText: 'When was Grant born?', numericAnswers: [{ value: 1822, tolerance: 0, credit: 1 }, { value: 1822, tolerance: 2, credit: 0.5, feedback: 'Close' }] },
  { type: 'MATCHING', questionText: 'Match the sounds', pairs: [{ prompt: 'cat', match: 'meow' }, { prompt: 'dog', match: 'woof' }, { prompt: 'cow', match: 'moo' }], extraMatches: ['quack'] },
  { type: 'ESSAY', questionText: 'Discuss loops.', points: 5, generalFeedback: 'Mention *for* and *while*.', textFormat: 'MARKDOWN' },
];

const QUESTION_FIELDS = `type questionText points options correctAnswerIndex prompts matches generalFeedback optionCredits optionFeedback correctBoolean
  acceptedAnswers { text credit feedback } caseSensitive numericAnswers { value tolerance min max credit feedback } pairs { prompt match } extraMatches`;
const CREATE = `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id questions { ${QUESTION_FIELDS} } } }`;
const PUBLISH = `mutation($id: ID!) { publishQuiz(id: $id) { id } }`;
const SHOWN = `query($id: ID!) { quiz(id: $id) { questions { ${QUESTION_FIELDS} } } }`;
const ANSWER_FIELDS = `questionIndex type selectedOptionIndex selectedOptionIndexes booleanAnswer textAnswer matchIndexes isCorrect points maxPoints feedback correctAnswer generalFeedback comment needsGrading`;
const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) {
  submitQuizAttempt(quizId: $quizId, answers: $answers) { id score total points maxPoints percentage passed gradingStatus answers { ${ANSWER_FIELDS} } }
}`;

const QUEUE = `{ essayAnswersToGrade(first: 10) { totalCount nodes { attemptId questionIndex quizTitle questionText maxPoints textAnswer learnerName } } }`;
const GRADED_LIST = `{ gradedEssayAnswers(first: 10) { totalCount nodes { attemptId questionIndex points comment gradedAt textFormat } } }`;
const GRADE = `mutation($attemptId: ID!, $questionIndex: Int!, $points: Float!, $comment: String) {
  gradeEssayAnswer(attemptId: $attemptId, questionIndex: $questionIndex, points: $points, comment: $comment) { points maxPoints passed gradingStatus answers { points isCorrect comment needsGrading } }
}`;

type Shown = { type: string; prompts: string[]; matches: string[]; acceptedAnswers: unknown; correctBoolean: unknown; pairs: unknown; optionCredits: unknown };
type Answer = { questionIndex: number; points: number | null; isCorrect: boolean | null; feedback: string | null; correctAnswer: string | null; needsGrading: boolean };
type Attempt = { id: string; score: number; total: number; points: number; maxPoints: number; percentage: number; passed: boolean; gradingStatus: string; answers: Answer[] };

async function mixedQuiz(questions: unknown[] = MIXED, settings: Record<string, unknown> = {}): Promise<string> {
  const activity = await createActivity(t, tutor.token);
  const chapter = await createChapter(t, tutor.token, activity.id);
  const created = await t.gql<{ createQuiz: { id: string } }>(CREATE, { chapterId: chapter.id, input: quizInput({ title: 'Every type', questions, settings }) }, tutor.token);
  expect(created.errors).toBeUndefined();
  await t.gql(PUBLISH, { id: created.data!.createQuiz.id }, tutor.token);
  return created.data!.createQuiz.id;
}

/** The match shown for each prompt's right answer, as indexes of the question's `matches`. */
const rightMatches = (question: Shown, pairs: { match: string }[]) => pairs.map(({ match }) => question.matches.indexOf(match));

// Answers by question: some right, some partly, as the comments say.
function mixedAnswers(shown: Shown[]) {
  const matching = shown[5];
  const [meow, woof] = rightMatches(matching, MIXED[5].pairs!);
  return [
    { questionIndex: 0, selectedOptionIndex: 0 }, // right: 1
    { questionIndex: 1, selectedOptionIndexes: [0, 2] }, // 0.5 - 1, clamped to 0
    { questionIndex: 2, booleanAnswer: true }, // right: 1
    { questionIndex: 3, textAnswer: '  ENTOMBED ' }, // the wildcard, any case: 1
    { questionIndex: 4, numberAnswer: '1823' }, // within 2: 0.5
    { questionIndex: 5, matchIndexes: [meow, woof, null] }, // 2 of 3: 0.67
    { questionIndex: 6, textAnswer: 'For loops count; while loops wait.' }, // the tutor's to grade
  ];
}

describe('writing and showing', () => {
  it('keeps a body without `type` the single-choice question it always was, on both transports', async () => {
    const activity = await createActivity(t, tutor.token);
    const chapter = await createChapter(t, tutor.token, activity.id);
    const old = { title: 'Old body', instructions: 'As before', questions: [{ questionText: ' Q ', options: [' A', 'B '], correctAnswerIndex: 1 }] };
    const viaGraphQL = await t.gql<{ createQuiz: { id: string; questions: unknown[] } }>(CREATE, { chapterId: chapter.id, input: old }, tutor.token);
    const viaRest = await rest(t, 'post', `/chapters/${chapter.id}/quizzes`, tutor.token).send(old);
    expect(viaRest.status).toBe(201);
    const expected = { type: 'SINGLE_CHOICE', questionText: 'Q', points: 1, options: ['A', 'B'], correctAnswerIndex: 1, optionFeedback: [null, null], generalFeedback: null };
    expect(viaGraphQL.data!.createQuiz.questions).toEqual([expect.objectContaining(expected)]);
    expect(viaRest.body.questions).toEqual([expect.objectContaining(expected)]);
    const stored: { questions: unknown }[] = await t.db.dataSource.query(`SELECT questions FROM quizzes WHERE id IN ($1, $2)`, [viaGraphQL.data!.createQuiz.id, viaRest.body.id]);
    expect(stored[0].questions).toEqual(stored[1].questions);
  });

  it('shows the tutor every field, and a learner none that gives an answer away, matches shuffled', async () => {
    const quizId = await mixedQuiz();
    const asTutor = (await t.gql<{ quiz: { questions: Shown[] } }>(SHOWN, { id: quizId }, tutor.token)).data!.quiz.questions;
    expect(asTutor.map((q) => q.type)).toEqual(MIXED.map((q) => q.type));
    expect(asTutor[3].acceptedAnswers).toEqual([
      { text: 'entomb*', credit: 1, feedback: 'Yes' },
      { text: 'buried', credit: 0.5, feedback: null },
    ]);
    expect(asTutor[5].pairs).toEqual(MIXED[5].pairs);
    const learner = await t.signIn(Role.USER);
    const asLearner = (await t.gql<{ quiz: { questions: Shown[] } }>(SHOWN, { id: quizId }, learner.token)).data!.quiz.questions;
    for (const question of asLearner) {
      expect(question).toMatchObject({ acceptedAnswers: null, correctBoolean: null, pairs: null, optionCredits: null });
    }
    expect(JSON.stringify(asLearner)).not.toMatch(/entomb|1822|"correctAnswerIndex":\d/);
    // The prompts in order, the matches (the three and the distractor) in a fixed shuffled order, the same on REST.
    expect(asLearner[5].prompts).toEqual(['cat', 'dog', 'cow']);
    expect([...asLearner[5].matches].sort()).toEqual(['meow', 'moo', 'quack', 'woof']);
    const restShown = await rest(t, 'get', `/chapters/${(await t.db.dataSource.query(`SELECT chapter_id FROM quizzes WHERE id = $1`, [quizId]))[0].chapter_id}/quizzes/published`, learner.token);
    expect(restShown.body[0].questions[5].matches).toEqual(asLearner[5].matches);
  });

  it('refuses what a type does not allow, with the question named, and stores nothing', async () => {
    const activity = await createActivity(t, tutor.token);
    const chapter = await createChapter(t, tutor.token, activity.id);
    const res = await t.gql(CREATE, { chapterId: chapter.id, input: quizInput({ questions: [MIXED[0], { ...MIXED[1], optionCredits: [0, 0, -1] }] }) }, tutor.token);
    expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'questions.1.optionCredits': expect.stringMatching(/^Question 2/) } });
    const viaRest = await rest(t, 'post', `/chapters/${chapter.id}/quizzes`, tutor.token).send(quizInput({ questions: [{ type: 'MATCHING', questionText: 'One pair', pairs: [{ prompt: 'a', match: 'b' }] }] }));
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.message).toMatch(/^Question 1/);
    expect(await t.db.dataSource.query(`SELECT 1 FROM quizzes WHERE chapter_id = $1`, [chapter.id])).toEqual([]);
  });
});

describe('answering and grading', () => {
  it('grades each type exactly (credits, clamping, wildcard, tolerance, partial matching), with feedback and the right answers', async () => {
    const quizId = await mixedQuiz();
    const learner = await t.signIn(Role.USER);
    const shown = (await t.gql<{ quiz: { questions: Shown[] } }>(SHOWN, { id: quizId }, learner.token)).data!.quiz.questions;
    const res = await t.gql<{ submitQuizAttempt: Attempt }>(SUBMIT, { quizId, answers: mixedAnswers(shown) }, learner.token);
    expect(res.errors).toBeUndefined();
    const attempt = res.data!.submitQuizAttempt;
    expect(attempt.answers.map((a) => a.points)).toEqual([1, 0, 1, 1, 0.5, 0.67, null]);
    expect(attempt.answers.map((a) => a.isCorrect)).toEqual([true, false, true, true, false, false, null]);
    // Essays count 0 while they wait: 4.17 of 11, not passed yet, and the attempt says so.
    expect(attempt).toMatchObject({ points: 4.17, maxPoints: 11, score: 3, total: 7, percentage: 38, passed: false, gradingStatus: 'NEEDS_GRADING' });
    expect(attempt.answers[6]).toMatchObject({ needsGrading: true, textAnswer: 'For loops count; while loops wait.', generalFeedback: 'Mention *for* and *while*.' });
    expect(attempt.answers.map((a) => a.feedback)).toEqual(['Oui', 'Yes\n\nEven', 'Right', 'Yes', 'Close', null, null]);
    expect(attempt.answers.map((a) => a.correctAnswer)).toEqual(['Paris', '2; 3', 'True', 'entomb*', '1822', 'cat → meow; dog → woof; cow → moo', null]);
  });

  it('grades the same answers the same over REST (the tutor\'s order; matches as REST lists them)', async () => {
    const quizId = await mixedQuiz();
    const learner = await t.signIn(Role.USER);
    const shown = (await t.gql<{ quiz: { questions: Shown[] } }>(SHOWN, { id: quizId }, learner.token)).data!.quiz.questions;
    const res = await rest(t, 'post', `/quizzes/${quizId}/attempt`, learner.token).send({ answers: mixedAnswers(shown) });
    expect(res.status).toBe(201);
    expect(res.body.attempt).toMatchObject({ points: 4.17, maxPoints: 11, gradingStatus: 'NEEDS_GRADING', passed: false });
    expect(res.body.attempt.answers.map((a: Answer) => a.points)).toEqual([1, 0, 1, 1, 0.5, 0.67, null]);
  });

  it.each([
    ['another type\'s field', { questionIndex: 2, textAnswer: 'true' }, 'Question 3 needs true or false (booleanAnswer)'],
    ['two fields', { questionIndex: 1, selectedOptionIndexes: [0], booleanAnswer: true }, 'Question 2 needs the chosen options (selectedOptionIndexes)'],
    ['a decimal comma', { questionIndex: 4, numberAnswer: '1822,5' }, 'Question 5: write numbers with a point for decimals, e.g. 3.5'],
    ['a match too many', { questionIndex: 5, matchIndexes: [0, 1, 2, 3] }, 'Question 6 needs one match (or null) for each of its 3 prompts'],
  ])('refuses %s naming the question, storing nothing', async (_, wrong, message) => {
    const quizId = await mixedQuiz();
    const learner = await t.signIn(Role.USER);
    const shown = (await t.gql<{ quiz: { questions: Shown[] } }>(SHOWN, { id: quizId }, learner.token)).data!.quiz.questions;
    const answers = mixedAnswers(shown).map((answer) => (answer.questionIndex === wrong.questionIndex ? wrong : answer));
    const res = await t.gql(SUBMIT, { quizId, answers }, learner.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    const viaRest = await rest(t, 'post', `/quizzes/${quizId}/attempt`, learner.token).send({ answers });
    expect([viaRest.status, viaRest.body.message]).toEqual([400, message]);
    expect(await t.db.dataSource.query(`SELECT 1 FROM quiz_attempts WHERE quiz_id = $1`, [quizId])).toEqual([]);
  });

  it('keeps every type in a timed attempt\'s saved answers, and grades them when time is up', async () => {
    const quizId = await mixedQuiz(MIXED, { timeLimitMinutes: 5 });
    const learner = await t.signIn(Role.USER);
    const started = await t.gql<{ startQuizAttempt: { id: string } }>(`mutation($quizId: ID!) { startQuizAttempt(quizId: $quizId) { id } }`, { quizId }, learner.token);
    const shown = (await t.gql<{ quiz: { questions: Shown[] } }>(SHOWN, { id: quizId }, learner.token)).data!.quiz.questions;
    const answers = mixedAnswers(shown);
    const saved = await t.gql<{ saveQuizAnswers: { savedAnswers: Record<string, unknown>[] } }>(
      `mutation($attemptId: ID!, $answers: [QuizAnswerInput!]!) { saveQuizAnswers(attemptId: $attemptId, answers: $answers) {
        savedAnswers { questionIndex selectedOptionIndex selectedOptionIndexes booleanAnswer textAnswer numberAnswer matchIndexes } } }`,
      { attemptId: started.data!.startQuizAttempt.id, answers },
      learner.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveQuizAnswers.savedAnswers.map((answer) => Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== null)))).toEqual(answers);
    // Past the deadline and its grace, the job submits what was saved.
    t.clock.advance(6 * 60 * 1000);
    await t.services.timedAttempts.expireOverdue();
    const [row] = await t.db.dataSource.query(`SELECT points::float8 AS points, grading_status FROM quiz_attempts WHERE quiz_id = $1`, [quizId]);
    expect(row).toEqual({ points: 4.17, grading_status: 'NEEDS_GRADING' });
  });
});

describe('essays', () => {

  async function essayAttempt(questions: unknown[] = MIXED) {
    const quizId = await mixedQuiz(questions);
    const learner = await t.signIn(Role.USER);
    const shown = (await t.gql<{ quiz: { questions: Shown[] } }>(SHOWN, { id: quizId }, learner.token)).data!.quiz.questions;
    const answers = questions === MIXED ? mixedAnswers(shown) : questions.map((_, questionIndex) => ({ questionIndex, textAnswer: `Essay ${questionIndex + 1}` }));
    const res = await t.gql<{ submitQuizAttempt: Attempt }>(SUBMIT, { quizId, answers }, learner.token);
    return { quizId, learner, attempt: res.data!.submitQuizAttempt };
  }

  it('queues the answered essay for its tutor only; grading it completes the attempt, and a later grade changes it', async () => {
    const { attempt, learner } = await essayAttempt();
    const queue = await t.gql<{ essayAnswersToGrade: { totalCount: number; nodes: { attemptId: string; questionIndex: number }[] } }>(QUEUE, {}, tutor.token);
    expect(queue.data!.essayAnswersToGrade.nodes).toContainEqual(expect.objectContaining({ attemptId: attempt.id, questionIndex: 6, textAnswer: 'For loops count; while loops wait.', maxPoints: 5 }));
    const other = await t.signIn(Role.TUTOR);
    expect((await t.gql<{ essayAnswersToGrade: { totalCount: number } }>(QUEUE, {}, other.token)).data!.essayAnswersToGrade.totalCount).toBe(0);
    expect((await t.gql(QUEUE, {}, learner.token)).errors![0].extensions!.code).toBe('FORBIDDEN');

    for (const [who, token] of [['another tutor', other.token], ['the learner', learner.token]] as const) {
      const refused = await t.gql(GRADE, { attemptId: attempt.id, questionIndex: 6, points: 5 }, token);
      expect([who, refused.errors![0].extensions!.code]).toEqual([who, 'FORBIDDEN']);
    }
    const tooMany = await t.gql(GRADE, { attemptId: attempt.id, questionIndex: 6, points: 5.5 }, tutor.token);
    expect(tooMany.errors![0]).toMatchObject({ message: 'Points must be a number from 0 to 5', extensions: { code: 'BAD_USER_INPUT' } });
    const notEssay = await t.gql(GRADE, { attemptId: attempt.id, questionIndex: 0, points: 1 }, tutor.token);
    expect(notEssay.errors![0].extensions!.code).toBe('BAD_USER_INPUT');

    const graded = await t.gql<{ gradeEssayAnswer: { points: number; passed: boolean; gradingStatus: string; answers: Answer[] } }>(GRADE, { attemptId: attempt.id, questionIndex: 6, points: 4.5, comment: ' Good. ' }, tutor.token);
    expect(graded.data!.gradeEssayAnswer).toMatchObject({ points: 8.67, maxPoints: 11, passed: true, gradingStatus: 'GRADED' });
    expect(graded.data!.gradeEssayAnswer.answers[6]).toEqual({ points: 4.5, isCorrect: false, comment: 'Good.', needsGrading: false });
    // Off the queue once graded; the learner sees the grade and comment with the attempt.
    expect((await t.gql<{ essayAnswersToGrade: { nodes: { attemptId: string }[] } }>(QUEUE, {}, tutor.token)).data!.essayAnswersToGrade.nodes.map((n) => n.attemptId)).not.toContain(attempt.id);
    const mine = await t.gql<{ myQuizAttempts: { nodes: { points: number; passed: boolean; answers: { comment: string | null }[] }[] } }>(
      `{ myQuizAttempts(first: 5) { nodes { points passed answers { comment } } } }`,
      {},
      learner.token,
    );
    expect(mine.data!.myQuizAttempts.nodes[0]).toMatchObject({ points: 8.67, passed: true });
    expect(mine.data!.myQuizAttempts.nodes[0].answers[6].comment).toBe('Good.');
    // Listed with the graded ones, to its tutor only, where a grade is changed later.
    const gradedList = async (token: string) =>
      (await t.gql<{ gradedEssayAnswers: { totalCount: number; nodes: { attemptId: string; points: number; comment: string | null; gradedAt: string }[] } }>(GRADED_LIST, {}, token)).data!
        .gradedEssayAnswers;
    const thisAttempt = async () => (await gradedList(tutor.token)).nodes.filter((node) => node.attemptId === attempt.id);
    expect(await thisAttempt()).toEqual([expect.objectContaining({ questionIndex: 6, points: 4.5, comment: 'Good.', textFormat: 'MARKDOWN' })]);
    expect((await gradedList(other.token)).totalCount).toBe(0);
    expect((await t.gql(GRADED_LIST, {}, learner.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
    // Changed later: the attempt follows.
    const regraded = await t.gql<{ gradeEssayAnswer: { points: number; passed: boolean } }>(GRADE, { attemptId: attempt.id, questionIndex: 6, points: 1 }, tutor.token);
    expect(regraded.data!.gradeEssayAnswer).toMatchObject({ points: 5.17, passed: false });
    expect(await thisAttempt()).toEqual([expect.objectContaining({ points: 1, comment: null })]);
  });

  it('lands each of concurrent grades of one attempt exactly once', async () => {
    const essays = [1, 2, 3, 4].map((n) => ({ type: 'ESSAY', questionText: `Essay ${n}`, points: 2 }));
    const { attempt } = await essayAttempt(essays);
    const results = await Promise.all(essays.map((_, questionIndex) => t.gql(GRADE, { attemptId: attempt.id, questionIndex, points: questionIndex * 0.5 }, tutor.token)));
    expect(results.every((res) => !res.errors)).toBe(true);
    const [row] = await t.db.dataSource.query(`SELECT points::float8 AS points, grading_status, answers FROM quiz_attempts WHERE id = $1`, [attempt.id]);
    expect(row.points).toBe(0 + 0.5 + 1 + 1.5);
    expect(row.grading_status).toBe('GRADED');
    expect(row.answers.map((a: { points: number }) => a.points)).toEqual([0, 0.5, 1, 1.5]);
    // The graded list pages by cursor, the latest grade first, each essay once.
    const seen: { attemptId: string; questionIndex: number; gradedAt: string }[] = [];
    for (let after: string | null = null, more = true; more; ) {
      const page: { data?: null | { gradedEssayAnswers: { nodes: (typeof seen)[number][]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } } = await t.gql(
        `query($after: String) { gradedEssayAnswers(first: 2, after: $after) { nodes { attemptId questionIndex gradedAt } pageInfo { hasNextPage endCursor } } }`,
        { after },
        tutor.token,
      );
      seen.push(...page.data!.gradedEssayAnswers.nodes);
      ({ hasNextPage: more, endCursor: after } = page.data!.gradedEssayAnswers.pageInfo);
    }
    expect(seen.filter((essay) => essay.attemptId === attempt.id).map((essay) => essay.questionIndex).sort()).toEqual([0, 1, 2, 3]);
    expect(new Set(seen.map((essay) => `${essay.attemptId}/${essay.questionIndex}`)).size).toBe(seen.length);
    const times = seen.map((essay) => Date.parse(essay.gradedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('insight', () => {
  it('counts options, the most frequent answers, pairs matched right and the average points, per type', async () => {
    const quizId = await mixedQuiz();
    const attemptIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const learner = await t.signIn(Role.USER);
      const shown = (await t.gql<{ quiz: { questions: Shown[] } }>(SHOWN, { id: quizId }, learner.token)).data!.quiz.questions;
      const answers = mixedAnswers(shown).map((answer) => (answer.questionIndex === 3 && i === 1 ? { questionIndex: 3, textAnswer: 'Buried' } : answer));
      const submitted = await t.gql<{ submitQuizAttempt: Attempt }>(SUBMIT, { quizId, answers }, learner.token);
      expect(submitted.errors).toBeUndefined();
      attemptIds.push(submitted.data!.submitQuizAttempt.id);
    }
    // One essay graded, the other still waiting: the average is over the graded one only.
    expect((await t.gql(GRADE, { attemptId: attemptIds[0], questionIndex: 6, points: 4 }, tutor.token)).errors).toBeUndefined();
    const res = await t.gql<{ quizInsight: { questions: Record<string, unknown>[] } }>(
      `query($id: ID!) { quizInsight(quizId: $id) { questions { type optionCounts correctCount averagePoints topAnswers { answer count } pairCorrectRates } } }`,
      { id: quizId },
      tutor.token,
    );
    const [single, multiple, trueFalse, short, numerical, matching, essay] = res.data!.quizInsight.questions;
    expect(single).toMatchObject({ optionCounts: [2, 0], correctCount: 2, averagePoints: 1 });
    expect(multiple).toMatchObject({ optionCounts: [2, 0, 2], correctCount: 0, averagePoints: 0 });
    expect(trueFalse).toMatchObject({ optionCounts: [2, 0] });
    expect(short).toMatchObject({ topAnswers: [{ answer: 'buried', count: 1 }, { answer: 'entombed', count: 1 }], averagePoints: 0.75 });
    expect(numerical).toMatchObject({ topAnswers: [{ answer: '1823', count: 2 }], averagePoints: 0.5 });
    expect(matching).toMatchObject({ pairCorrectRates: [100, 100, 0], averagePoints: 0.67 });
    expect(essay).toMatchObject({ optionCounts: [], topAnswers: [], averagePoints: 4 });
  });
});
