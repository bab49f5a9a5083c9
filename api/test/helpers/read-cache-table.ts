import { pdfBytes } from './uploads';

// Every write that changes an answer the read cache keeps, with the cached read it changes:
// run by read-cache.test.ts on one app and by multi/read-cache.test.ts across two processes.

export type Caller = {
  // A GraphQL request; throws on errors.
  gql: <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, token?: string) => Promise<T>;
  // A REST request with a JSON body; throws unless 2xx; answers the parsed body.
  rest: (method: string, path: string, body?: unknown, token?: string) => Promise<unknown>;
  // A SQL statement on the database, outside the app (a manual fix, a bulk load).
  sql: (text: string, params?: unknown[]) => Promise<unknown>;
  // A multipart upload to a REST route (text fields and one PDF as `pdf`); answers the parsed body.
  upload: (path: string, fields: Record<string, string>, pdf: Buffer, token: string) => Promise<unknown>;
};

export type Accounts = { admin: string; tutor: string; learner: string };

// The state the rows share: made once, then each row changes some of it.
export type Fixture = { courseId: string; questionId: string; opportunityId: string; spareCourseId: string };

export type CachedRead = { query: string; variables?: (f: Fixture) => Record<string, unknown>; as: 'anonymous' | 'learner' };

export type InvalidationRow = {
  name: string;
  read: CachedRead;
  write: (caller: Caller, accounts: Accounts, f: Fixture) => Promise<void>;
};

export const CATALOGUE: CachedRead = { query: '{ courses(first: 100) { totalCount edges { node { id title description level } } } }', as: 'anonymous' };
export const COURSE: CachedRead = {
  query: 'query($id: ID!) { course(id: $id) { id title questions { nodes { id question answer category } } } }',
  variables: (f) => ({ id: f.courseId }),
  as: 'anonymous',
};
const OPPORTUNITIES: CachedRead = { query: '{ opportunities(first: 100) { totalCount edges { node { id title description status } } } }', as: 'learner' };
const PAPERS: CachedRead = { query: '{ papers(first: 100) { totalCount edges { node { id title pdf { url size } } } } }', as: 'learner' };
const OPPORTUNITY: CachedRead = {
  query: 'query($id: ID!) { opportunity(id: $id) { id title description } }',
  variables: (f) => ({ id: f.opportunityId }),
  as: 'learner',
};

const NEW_COURSE = `mutation($input: CourseInput!) { createCourse(input: $input) { id } }`;

export async function makeFixture(caller: Caller, accounts: Accounts): Promise<Fixture> {
  const course = await caller.gql<{ createCourse: { id: string } }>(NEW_COURSE, { input: { title: 'Cached', description: 'Read often', level: 'FIRST_YEAR' } }, accounts.tutor);
  const spare = await caller.gql<{ createCourse: { id: string } }>(NEW_COURSE, { input: { title: 'Spare', description: 'To delete', level: 'FIRST_YEAR' } }, accounts.tutor);
  const question = await caller.gql<{ addCourseQuestion: { id: string } }>(
    `mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id } }`,
    { input: { courseId: course.createCourse.id, question: 'Q1', answer: 'A1', category: 'Basics' } },
    accounts.tutor,
  );
  const opportunity = await caller.gql<{ createOpportunity: { id: string } }>(
    `mutation($input: NewOpportunityInput!) { createOpportunity(input: $input) { id } }`,
    { input: { title: 'Bursary', description: 'Money' } },
    accounts.admin,
  );
  return { courseId: course.createCourse.id, spareCourseId: spare.createCourse.id, questionId: question.addCourseQuestion.id, opportunityId: opportunity.createOpportunity.id };
}

const pdf = () => pdfBytes();

let n = 0;
const fresh = (what: string) => `${what} ${++n}`;

export const INVALIDATIONS: InvalidationRow[] = [
  { name: 'createCourse', read: CATALOGUE, write: (c, a) => c.gql(NEW_COURSE, { input: { title: fresh('New'), description: 'd', level: 'SECOND_YEAR' } }, a.tutor).then(() => undefined) },
  {
    name: 'updateCourse',
    read: CATALOGUE,
    write: (c, a, f) => c.gql(`mutation($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }`, { id: f.courseId, input: { title: fresh('Renamed'), description: 'd', level: 'FIRST_YEAR' } }, a.tutor).then(() => undefined),
  },
  {
    name: 'addCourseQuestion',
    read: COURSE,
    write: (c, a, f) =>
      c.gql(`mutation($input: NewCourseQuestionInput!) { addCourseQuestion(input: $input) { id } }`, { input: { courseId: f.courseId, question: fresh('Q'), answer: 'A', category: 'C' } }, a.tutor).then(() => undefined),
  },
  {
    name: 'updateCourseQuestion',
    read: COURSE,
    write: (c, a, f) =>
      c.gql(`mutation($id: ID!, $input: CourseQuestionInput!) { updateCourseQuestion(id: $id, input: $input) { id } }`, { id: f.questionId, input: { question: fresh('Q'), answer: 'A', category: 'C' } }, a.tutor).then(() => undefined),
  },
  {
    name: 'REST POST /api/course (another transport)',
    read: CATALOGUE,
    write: (c, a) => c.rest('POST', '/api/course', { title: fresh('Rest'), description: 'd', level: 'Third Year' }, a.tutor).then(() => undefined),
  },
  { name: 'deleteCourse', read: CATALOGUE, write: (c, a, f) => c.gql(`mutation($id: ID!) { deleteCourse(id: $id) }`, { id: f.spareCourseId }, a.tutor).then(() => undefined) },
  {
    name: 'createOpportunity',
    read: OPPORTUNITIES,
    write: (c, a) => c.gql(`mutation($input: NewOpportunityInput!) { createOpportunity(input: $input) { id } }`, { input: { title: fresh('Job'), description: 'd' } }, a.admin).then(() => undefined),
  },
  {
    name: 'updateOpportunity',
    read: OPPORTUNITY,
    write: (c, a, f) => c.gql(`mutation($id: ID!, $input: OpportunityPatch!) { updateOpportunity(id: $id, input: $input) { id } }`, { id: f.opportunityId, input: { description: fresh('More') } }, a.admin).then(() => undefined),
  },
  {
    name: 'REST POST /api/papers (a multipart upload: a paper and its file)',
    read: PAPERS,
    write: (c, a) => c.upload('/api/papers', { title: fresh('Paper'), description: 'Past exam', paperType: 'quiz' }, pdf(), a.tutor).then(() => undefined),
  },
  {
    name: 'deletePaper',
    read: PAPERS,
    write: async (c, a) => {
      const { papers } = await c.gql<{ papers: { edges: { node: { id: string } }[] } }>('{ papers(first: 1) { edges { node { id } } } }', {}, a.tutor);
      await c.gql(`mutation($id: ID!) { deletePaper(id: $id) }`, { id: papers.edges[0].node.id }, a.tutor);
    },
  },
  // Last: the rows above read what these delete.
  { name: 'deleteCourseQuestion', read: COURSE, write: (c, a, f) => c.gql(`mutation($id: ID!) { deleteCourseQuestion(id: $id) }`, { id: f.questionId }, a.tutor).then(() => undefined) },
  { name: 'deleteOpportunity', read: OPPORTUNITIES, write: (c, a, f) => c.gql(`mutation($id: ID!) { deleteOpportunity(id: $id) }`, { id: f.opportunityId }, a.admin).then(() => undefined) },
];
