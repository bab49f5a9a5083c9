// Shared fixtures for the activities, chapters, quizzes and attempts tests.
import type { TestApp } from './app';

export const ACTIVITY_FIELDS = 'id title description createdAt updatedAt poster { name surname email }';
export const CHAPTER_FIELDS = 'id activityId title description content createdAt updatedAt';
export const QUIZ_FIELDS = 'id chapterId title instructions isPublished createdAt questionCount questions { questionText options correctAnswerIndex }';
export const ATTEMPT_FIELDS =
  'id quizId chapterId activityId quizTitle chapterTitle activityTitle score total percentage passed submittedAt answers { questionIndex selectedOptionIndex correctAnswerIndex isCorrect }';

export const CREATE_ACTIVITY = `mutation($input: ActivityInput!) { createActivity(input: $input) { ${ACTIVITY_FIELDS} } }`;
export const CREATE_CHAPTER = `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { ${CHAPTER_FIELDS} } }`;
export const CREATE_QUIZ = `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { ${QUIZ_FIELDS} } }`;
export const PUBLISH_QUIZ = `mutation($id: ID!) { publishQuiz(id: $id) { id isPublished } }`;
export const SUBMIT = `mutation($quizId: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(quizId: $quizId, answers: $answers) { ${ATTEMPT_FIELDS} } }`;

type Question = { questionText: string; options: string[]; correctAnswerIndex: number | null };
export type QuizResult = { id: string; chapterId: string; title: string; isPublished: boolean; questions: Question[] };
export type Attempt = {
  id: string;
  quizId: string | null;
  chapterId: string | null;
  activityId: string | null;
  quizTitle: string;
  chapterTitle: string | null;
  activityTitle: string | null;
  score: number;
  total: number;
  percentage: number;
  passed: boolean;
  answers: { questionIndex: number; selectedOptionIndex: number; correctAnswerIndex: number; isCorrect: boolean }[];
};

// Four questions; the correct option is always index 1.
export const quizInput = (patch: Record<string, unknown> = {}) => ({
  title: 'Loops quiz',
  instructions: 'Pick one option per question.',
  questions: [1, 2, 3, 4].map((n) => ({ questionText: `Question text ${n}`, options: ['A', 'B', 'C', 'D'], correctAnswerIndex: 1 })),
  ...patch,
});

async function ok<T>(t: TestApp, query: string, variables: Record<string, unknown>, token: string, field: string): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, variables, token);
  if (res.errors) throw new Error(`${field}: ${JSON.stringify(res.errors)}`);
  return res.data![field];
}

export const createActivity = (t: TestApp, token: string, patch: Record<string, unknown> = {}) =>
  ok<{ id: string; title: string }>(t, CREATE_ACTIVITY, { input: { title: 'Intro to loops', description: 'For and while', ...patch } }, token, 'createActivity');

export const createChapter = (t: TestApp, token: string, activityId: string, patch: Record<string, unknown> = {}) =>
  ok<{ id: string; title: string; activityId: string }>(
    t,
    CREATE_CHAPTER,
    { activityId, input: { title: 'Chapter one', description: 'The basics', content: 'HOMEWORK', ...patch } },
    token,
    'createChapter',
  );

export const createQuiz = (t: TestApp, token: string, chapterId: string, patch: Record<string, unknown> = {}) =>
  ok<QuizResult>(t, CREATE_QUIZ, { chapterId, input: quizInput(patch) }, token, 'createQuiz');

export const publishQuiz = (t: TestApp, token: string, id: string) => ok<{ id: string; isPublished: boolean }>(t, PUBLISH_QUIZ, { id }, token, 'publishQuiz');

// An activity with one chapter and a published quiz of four questions, by `token`'s tutor.
export async function publishedQuiz(t: TestApp, token: string, patch: Record<string, unknown> = {}) {
  const activity = await createActivity(t, token);
  const chapter = await createChapter(t, token, activity.id);
  const quiz = await createQuiz(t, token, chapter.id, patch);
  await publishQuiz(t, token, quiz.id);
  return { activity, chapter, quiz };
}

// Answers picking `picks[i]` for question i.
export const answers = (picks: number[]) => picks.map((selectedOptionIndex, questionIndex) => ({ questionIndex, selectedOptionIndex }));

export const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }): string | undefined => res.errors?.[0]?.extensions?.code;
