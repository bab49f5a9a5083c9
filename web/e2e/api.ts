import { baseUrl } from './browser';

type GraphQLResponse<T> = { data?: T; errors?: { message: string }[] };

/** A GraphQL call straight to the running server, for setting up a journey's data. */
export async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as GraphQLResponse<T>;
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

export async function loginAs(email: string, password: string): Promise<string> {
  const data = await gql<{ login: { token: string } }>(`mutation($input: LoginInput!) { login(input: $input) { token } }`, { input: { email, password } });
  return data.login.token;
}

export const DEMO = {
  admin: { email: 'admin@learnhub.dev', password: 'admin123' },
  tutor: { email: 'tutor@learnhub.dev', password: 'tutor123' },
  learner: { email: 'learner@learnhub.dev', password: 'learner123' },
} as const;

const MINIMAL_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
export const pdfBytes = (): Buffer => Buffer.from(MINIMAL_PDF, 'latin1');
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Uploads a past paper through a real GraphQL multipart request. */
export async function uploadPaper(token: string, input: { title: string; description: string; paperType: string }): Promise<{ id: string; pdf: { url: string } }> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation($input: PaperInput!, $pdf: Upload) { uploadPaper(input: $input, pdf: $pdf) { id pdf { url } } }',
      variables: { input, pdf: null },
    }),
  );
  form.append('map', JSON.stringify({ '0': ['variables.pdf'] }));
  form.append('0', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'paper.pdf');
  const res = await fetch(`${baseUrl()}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, body: form });
  const body = (await res.json()) as GraphQLResponse<{ uploadPaper: { id: string; pdf: { url: string } } }>;
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!.uploadPaper;
}

/** A tutor's activity with one chapter and a published three-question quiz; the right option is always B. */
export async function publishedQuiz(tutorToken: string, title: string) {
  const activity = await gql<{ createActivity: { id: string } }>(
    `mutation($input: ActivityInput!) { createActivity(input: $input) { id } }`,
    { input: { title: `${title} activity`, description: 'Practice material for the journey' } },
    tutorToken,
  );
  const chapter = await gql<{ createChapter: { id: string } }>(
    `mutation($activityId: ID!, $input: ChapterInput!) { createChapter(activityId: $activityId, input: $input) { id } }`,
    { activityId: activity.createActivity.id, input: { title: `${title} chapter`, description: 'The chapter', content: 'HOMEWORK' } },
    tutorToken,
  );
  const quiz = await gql<{ createQuiz: { id: string } }>(
    `mutation($chapterId: ID!, $input: QuizInput!) { createQuiz(chapterId: $chapterId, input: $input) { id } }`,
    {
      chapterId: chapter.createChapter.id,
      input: {
        title,
        instructions: 'Choose one answer per question.',
        questions: [1, 2, 3].map((n) => ({ questionText: `Question about topic ${n}?`, options: [`Wrong ${n}`, `Right ${n}`, `Other ${n}`], correctAnswerIndex: 1 })),
      },
    },
    tutorToken,
  );
  await gql(`mutation($id: ID!) { publishQuiz(id: $id) { id } }`, { id: quiz.createQuiz.id }, tutorToken);
  return { activityId: activity.createActivity.id, chapterId: chapter.createChapter.id, quizId: quiz.createQuiz.id };
}
