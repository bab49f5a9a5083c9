import { Readable } from 'node:stream';
import request from 'supertest';
import { MB } from '../src/modules/files/file-types';
import { Role } from '../src/modules/users/role';
import { offsetPage } from '../src/shared/pagination';
import { startTestApp, type TestApp } from './helpers/app';
import { GIF_1X1, gqlUpload, pdfBytes, pdfOfSize, PNG_1X1, pngOfSize, type UploadPart } from './helpers/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { guardPublicReads: true });
});
afterAll(() => t.close());

const FIELDS = `id title description paperType pdf { id url size contentType filename } image { id url contentType } createdAt updatedAt`;
const UPLOAD = `mutation Upload($input: PaperInput!, $pdf: Upload, $image: Upload) { uploadPaper(input: $input, pdf: $pdf, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: PaperInput!, $pdf: Upload, $image: Upload, $removeImage: Boolean) {
  updatePaper(id: $id, input: $input, pdf: $pdf, image: $image, removeImage: $removeImage) { ${FIELDS} }
}`;
const DELETE = `mutation Delete($id: ID!) { deletePaper(id: $id) }`;
const LIST = `query Papers($first: Int, $after: String, $type: PaperType) {
  papers(first: $first, after: $after, type: $type) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { ${FIELDS} } } }
}`;
const GET = `query Paper($id: ID!) { paper(id: $id) { ${FIELDS} } }`;

type FileInfo = { id: string; url: string; size: number; contentType: string; filename: string };
type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
type PaperList = { totalCount: number; pageInfo: PageInfo; edges: { cursor: string; node: PaperData }[] };
const ids = (list: PaperList) => list.edges.map((edge) => edge.node.id);
type PaperData = { id: string; title: string; description: string; paperType: string; pdf: FileInfo; image: FileInfo | null; createdAt: string; updatedAt: string };
type File = [buffer: Buffer, filename: string, contentType?: string];

const input = (patch: Record<string, unknown> = {}) => ({ title: 'Databases 2024', description: 'Second-semester exam', ...patch });

// Files as apollo-upload-client sends them: variables set to null, then mapped to parts.
function parts(files: { pdf?: File; image?: File }, imageFirst = false): UploadPart[] {
  const list: UploadPart[] = [];
  if (files.pdf) list.push({ path: 'variables.pdf', buffer: files.pdf[0], filename: files.pdf[1], contentType: files.pdf[2] });
  if (files.image) list.push({ path: 'variables.image', buffer: files.image[0], filename: files.image[1], contentType: files.image[2] });
  return imageFirst ? list.reverse() : list;
}

function upload(token: string | undefined, fields: Record<string, unknown>, files: { pdf?: File; image?: File } = {}, imageFirst = false) {
  return gqlUpload<{ uploadPaper: PaperData }>(t.app, {
    query: UPLOAD,
    variables: { input: fields, pdf: null, image: null },
    files: parts(files, imageFirst),
    token,
  });
}

function update(token: string | undefined, id: string, fields: Record<string, unknown>, files: { pdf?: File; image?: File } = {}, removeImage?: boolean) {
  return gqlUpload<{ updatePaper: PaperData }>(t.app, {
    query: UPDATE,
    variables: { id, input: fields, pdf: null, image: null, ...(removeImage !== undefined && { removeImage }) },
    files: parts(files),
    token,
  });
}

const PDF: File = [pdfBytes(), 'exam.pdf', 'application/pdf'];
const COVER: File = [PNG_1X1, 'cover.png', 'image/png'];

let tutorToken: string;
beforeAll(async () => {
  tutorToken = (await t.signIn(Role.TUTOR)).token;
});

async function newPaper(files: { pdf?: File; image?: File } = { pdf: PDF, image: COVER }, fields = input(), token = tutorToken): Promise<PaperData> {
  const res = await upload(token, fields, files);
  expect(res.errors).toBeUndefined();
  return res.data!.uploadPaper;
}

const counts = async () => ({ ...(await t.services.files.count()), papers: await t.services.papers.count() });

const download = (url: string) =>
  request(t.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('uploadPaper', () => {
  it('stores the paper with its PDF and cover, both served back byte for byte', async () => {
    const before = await counts();
    const res = await upload(tutorToken, input(), { pdf: PDF, image: COVER });
    expect(res.errors).toBeUndefined();
    const paper = res.data!.uploadPaper;
    expect(paper).toMatchObject({
      title: 'Databases 2024',
      description: 'Second-semester exam',
      paperType: 'TEST',
      pdf: { url: `/files/${paper.pdf.id}`, size: PDF[0].length, contentType: 'application/pdf', filename: 'exam.pdf' },
      image: { url: `/files/${paper.image!.id}`, contentType: 'image/png' },
    });
    expect(new Date(paper.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await counts()).toEqual({ papers: before.papers + 1, files: before.files + 2, chunks: before.chunks + 2 });

    const pdf = await download(paper.pdf.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).equals(PDF[0])).toBe(true);
    const image = await download(paper.image!.url);
    expect(image.headers['content-type']).toBe('image/png');
    expect((image.body as Buffer).equals(PNG_1X1)).toBe(true);
  });

  it('needs no cover image', async () => {
    const paper = await newPaper({ pdf: PDF });
    expect(paper.image).toBeNull();
  });

  it.each(['EXAM', 'QUIZ', 'ASSIGNMENT', 'TEST'])('takes the paper type %s', async (paperType) => {
    const paper = await newPaper({ pdf: PDF }, input({ paperType }));
    expect(paper.paperType).toBe(paperType);
  });

  it('trims the title and description', async () => {
    const paper = await newPaper({ pdf: PDF }, input({ title: '  Algebra  ', description: ' Quiz 3 ' }));
    expect(paper).toMatchObject({ title: 'Algebra', description: 'Quiz 3' });
  });

  it('takes a large PDF followed by its cover in one request', async () => {
    // The cover's part only begins once the 8 MB before it has been read.
    const big = pdfOfSize(8 * MB);
    const paper = await newPaper({ pdf: [big, 'big.pdf'], image: COVER });
    expect(paper).toMatchObject({ pdf: { size: big.length }, image: { contentType: 'image/png' } });
    expect(((await download(paper.pdf.url)).body as Buffer).equals(big)).toBe(true);
  });

  it('accepts the files in either order in the body (image part first)', async () => {
    const res = await upload(tutorToken, input(), { pdf: PDF, image: [GIF_1X1, 'cover.gif'] }, true);
    expect(res.errors).toBeUndefined();
    expect(res.data!.uploadPaper).toMatchObject({ pdf: { contentType: 'application/pdf' }, image: { contentType: 'image/gif' } });
  });

  // SPEC.md's messages, in its order; nothing is stored.
  it.each([
    ['nothing at all', { title: '', description: '' }, {}, 'Title and description are required', { title: 'Title and description are required', description: 'Title and description are required', pdf: 'PDF file is required' }],
    ['no description', { description: '' }, { pdf: PDF }, 'Title and description are required', { description: 'Title and description are required' }],
    ['a blank title', { title: '   ' }, { pdf: PDF, image: COVER }, 'Title and description are required', { title: 'Title and description are required' }],
    ['no PDF', {}, {}, 'PDF file is required', { pdf: 'PDF file is required' }],
    ['only a cover image', {}, { image: COVER }, 'PDF file is required', { pdf: 'PDF file is required' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, { pdf: PDF }, 'Title must be at most 200 characters', { title: 'Title must be at most 200 characters' }],
  ])('refuses %s', async (_name, patch, files, message, fieldErrors) => {
    const before = await counts();
    const res = await upload(tutorToken, input(patch), files);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors } });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a PNG renamed x.pdf', [PNG_1X1, 'x.pdf', 'application/pdf']],
    ['a text file named x.pdf', [Buffer.from('just some notes, not a PDF'), 'x.pdf', 'application/pdf']],
    ['an empty file', [Buffer.alloc(0), 'x.pdf', 'application/pdf']],
    ['a PDF whose header is not at the start', [Buffer.concat([Buffer.from('junk'), pdfBytes()]), 'x.pdf', 'application/pdf']],
  ])('refuses %s as the PDF, by its content, storing nothing', async (_name, pdf) => {
    const before = await counts();
    const res = await upload(tutorToken, input(), { pdf: pdf as File, image: COVER });
    expect(res.errors![0]).toMatchObject({
      message: 'The PDF file must be a PDF document',
      extensions: { code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_MEDIA_TYPE', fieldErrors: { pdf: 'The PDF file must be a PDF document' } },
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a PDF renamed cover.png', [pdfBytes(), 'cover.png', 'image/png']],
    ['an SVG', [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'cover.svg', 'image/svg+xml']],
    ['an HTML page named cover.jpg', [Buffer.from('<!DOCTYPE html><html></html>'), 'cover.jpg', 'image/jpeg']],
  ])('refuses %s as the cover image, and keeps none of the paper or its valid PDF', async (_name, image) => {
    const before = await counts();
    const res = await upload(tutorToken, input(), { pdf: PDF, image: image as File });
    expect(res.errors![0]).toMatchObject({
      message: 'The cover image must be a PNG, JPEG, GIF or WebP image',
      extensions: { code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_MEDIA_TYPE', fieldErrors: { image: 'The cover image must be a PNG, JPEG, GIF or WebP image' } },
    });
    expect(await counts()).toEqual(before);
  });

  describe('size limits', () => {
    it('accepts a PDF of exactly 20 MB', async () => {
      const paper = await newPaper({ pdf: [pdfOfSize(20 * MB), 'big.pdf'] });
      expect(paper.pdf.size).toBe(20 * MB);
      const res = await request(t.app).head(paper.pdf.url);
      expect(res.headers['content-length']).toBe(String(20 * MB));
    });

    it.each([
      ['20 MB + 1 byte', 20 * MB + 1],
      ['21 MB', 21 * MB],
    ])('refuses a PDF of %s, cut off while streaming, storing nothing', async (_name, size) => {
      const before = await counts();
      const chunkInserts = () => t.db.queries.filter((sql) => sql.startsWith('INSERT INTO file_chunks')).length;
      const insertsBefore = chunkInserts();
      const res = await upload(tutorToken, input(), { pdf: [pdfOfSize(size), 'huge.pdf'], image: COVER });
      expect(res.errors![0]).toMatchObject({
        message: 'The PDF file must be at most 20 MB',
        extensions: { code: 'PAYLOAD_TOO_LARGE', fieldErrors: { pdf: 'The PDF file must be at most 20 MB' } },
      });
      // Written as it arrived and stopped at the limit (40 chunks of 512 KB), then rolled back.
      expect(chunkInserts() - insertsBefore).toBeLessThanOrEqual(40);
      expect(await counts()).toEqual(before);
    });

    it('accepts a cover image of exactly 5 MB and refuses one byte more', async () => {
      const ok = await newPaper({ pdf: PDF, image: [pngOfSize(5 * MB), 'cover.png'] });
      expect(ok.image).not.toBeNull();
      const before = await counts();
      const res = await upload(tutorToken, input(), { pdf: PDF, image: [pngOfSize(5 * MB + 1), 'cover.png'] });
      expect(res.errors![0]).toMatchObject({
        message: 'The cover image must be at most 5 MB',
        extensions: { code: 'PAYLOAD_TOO_LARGE', fieldErrors: { image: 'The cover image must be at most 5 MB' } },
      });
      expect(await counts()).toEqual(before);
    });
  });
});

describe('updatePaper', () => {
  it('edits the fields and keeps the files and type when none are given', async () => {
    const paper = await newPaper({ pdf: PDF, image: COVER }, input({ paperType: 'EXAM' }));
    const res = await update(tutorToken, paper.id, { title: ' New title ', description: 'New description' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updatePaper).toMatchObject({
      title: 'New title',
      description: 'New description',
      paperType: 'EXAM',
      pdf: { id: paper.pdf.id },
      image: { id: paper.image!.id },
    });
    expect(new Date(res.data!.updatePaper.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(paper.updatedAt).getTime());
    const typed = await update(tutorToken, paper.id, input({ paperType: 'ASSIGNMENT' }));
    expect(typed.data!.updatePaper.paperType).toBe('ASSIGNMENT');
  });

  it('replaces the PDF and deletes the old one in the same transaction', async () => {
    const paper = await newPaper();
    const before = await counts();
    const replacement = pdfOfSize(700_000);
    const res = await update(tutorToken, paper.id, input(), { pdf: [replacement, 'v2.pdf'] });
    expect(res.errors).toBeUndefined();
    const edited = res.data!.updatePaper;
    expect(edited.pdf.id).not.toBe(paper.pdf.id);
    expect(edited.pdf).toMatchObject({ size: replacement.length, filename: 'v2.pdf' });
    expect(edited.image!.id).toBe(paper.image!.id);
    expect((await download(paper.pdf.url)).status).toBe(404);
    expect(((await download(edited.pdf.url)).body as Buffer).equals(replacement)).toBe(true);
    // One small file out (1 chunk), one of 700 KB in (2 chunks).
    expect(await counts()).toEqual({ papers: before.papers, files: before.files, chunks: before.chunks + 1 });
  });

  it('replaces the cover image and deletes the old one', async () => {
    const paper = await newPaper();
    const before = await counts();
    const res = await update(tutorToken, paper.id, input(), { image: [GIF_1X1, 'new.gif'] });
    expect(res.data!.updatePaper.image).toMatchObject({ contentType: 'image/gif' });
    expect(res.data!.updatePaper.pdf.id).toBe(paper.pdf.id);
    expect((await download(paper.image!.url)).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('adds a cover to a paper without one', async () => {
    const paper = await newPaper({ pdf: PDF });
    const res = await update(tutorToken, paper.id, input(), { image: COVER });
    expect(res.data!.updatePaper.image).toMatchObject({ contentType: 'image/png' });
  });

  it('removes the cover image and its file with removeImage', async () => {
    const paper = await newPaper();
    const before = await counts();
    const res = await update(tutorToken, paper.id, input(), {}, true);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updatePaper.image).toBeNull();
    expect((await download(paper.image!.url)).status).toBe(404);
    expect(await counts()).toEqual({ ...before, files: before.files - 1, chunks: before.chunks - 1 });
  });

  it('refuses a new cover together with removeImage', async () => {
    const paper = await newPaper();
    const before = await counts();
    const res = await update(tutorToken, paper.id, input(), { image: [GIF_1X1, 'x.gif'] }, true);
    expect(res.errors![0]).toMatchObject({ message: 'Choose a new cover image or remove it, not both', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await counts()).toEqual(before);
  });

  it('leaves the paper and its files untouched when a replacement is refused', async () => {
    const paper = await newPaper();
    const before = await counts();
    const res = await update(tutorToken, paper.id, input({ title: 'Changed' }), { pdf: [PNG_1X1, 'renamed.pdf'] });
    expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await counts()).toEqual(before);
    const unchanged = await t.gql<{ paper: PaperData }>(GET, { id: paper.id }, tutorToken);
    expect(unchanged.data!.paper).toMatchObject({ title: paper.title, pdf: { id: paper.pdf.id }, image: { id: paper.image!.id } });
  });

  it('checks title and description like an upload', async () => {
    const paper = await newPaper({ pdf: PDF });
    const res = await update(tutorToken, paper.id, { title: 'x', description: '  ' });
    expect(res.errors![0]).toMatchObject({ message: 'Title and description are required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each([
    ['an unknown id', '6f1c3d1e-7a8b-4c9d-8e0f-112233445566'],
    ['an invalid id', 'nope'],
  ])('answers NOT_FOUND for %s, storing nothing', async (_name, id) => {
    const before = await counts();
    const res = await update(tutorToken, id, input(), { pdf: PDF });
    expect(res.errors![0]).toMatchObject({ message: 'Paper not found', extensions: { code: 'NOT_FOUND' } });
    expect(await counts()).toEqual(before);
  });
});

describe('deletePaper', () => {
  it('deletes the paper and its files, and returns its id', async () => {
    const paper = await newPaper();
    const before = await counts();
    const res = await t.gql<{ deletePaper: string }>(DELETE, { id: paper.id }, tutorToken);
    expect(res.data!.deletePaper).toBe(paper.id);
    expect(await counts()).toEqual({ papers: before.papers - 1, files: before.files - 2, chunks: before.chunks - 2 });
    expect((await download(paper.pdf.url)).status).toBe(404);
    expect((await download(paper.image!.url)).status).toBe(404);
    const again = await t.gql(DELETE, { id: paper.id }, tutorToken);
    expect(again.errors![0]).toMatchObject({ message: 'Paper not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('answers NOT_FOUND for an id that is not a UUID', async () => {
    const res = await t.gql(DELETE, { id: 'x' }, tutorToken);
    expect(res.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

describe('papers and paper', () => {
  let learnerToken: string;
  beforeAll(async () => {
    learnerToken = (await t.signIn(Role.USER)).token;
  });

  it('lists newest first with totalCount, paged with first and after, optionally of one type', async () => {
    const quizzesBefore = await (await t.services.papers.list(offsetPage(1, 0), 'quiz')).totalCount();
    const made: PaperData[] = [];
    for (const paperType of ['QUIZ', 'ASSIGNMENT', 'QUIZ']) made.push(await newPaper({ pdf: PDF }, input({ title: `${paperType} ${made.length}`, paperType })));
    const first = await t.gql<{ papers: PaperList }>(LIST, { first: 2 }, learnerToken);
    expect(first.errors).toBeUndefined();
    const page = first.data!.papers;
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: page.edges[0].cursor, endCursor: page.edges[1].cursor });
    expect(ids(page)).toEqual([made[2].id, made[1].id]);
    // After the first row: the second row on (what offset 1 was).
    const fromSecond = await t.gql<{ papers: PaperList }>(LIST, { first: 2, after: page.edges[0].cursor }, learnerToken);
    expect(ids(fromSecond.data!.papers)[0]).toBe(made[1].id);
    expect(fromSecond.data!.papers.pageInfo.hasPreviousPage).toBe(true);
    // After the page: the rows that follow it.
    const next = await t.gql<{ papers: PaperList }>(LIST, { first: 2, after: page.pageInfo.endCursor }, learnerToken);
    expect(ids(next.data!.papers)[0]).toBe(made[0].id);
    expect(next.data!.papers.totalCount).toBe(page.totalCount);
    expect(page.totalCount).toBe(await t.services.papers.count());

    const quizzes = await t.gql<{ papers: PaperList }>(LIST, { type: 'QUIZ' }, learnerToken);
    expect(quizzes.data!.papers.totalCount).toBe(quizzesBefore + 2);
    expect(ids(quizzes.data!.papers).slice(0, 2)).toEqual([made[2].id, made[0].id]);
    expect(quizzes.data!.papers.edges.every((edge) => edge.node.paperType === 'QUIZ')).toBe(true);
  });

  it.each([
    [{ first: 101 }, 'first must be a whole number from 1 to 100'],
    [{ first: 0 }, 'first must be a whole number from 1 to 100'],
    [{ after: 'not-a-cursor' }, 'This cursor is not one of this list: start again from the first page'],
  ])('bounds the list: %j is refused', async (args, message) => {
    const res = await t.gql(LIST, args, learnerToken);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('runs the same few SQL statements for 3 papers as for 30 (files loaded in one batch)', async () => {
    const author = await t.signIn(Role.ADMIN);
    const user = { id: author.id, role: Role.ADMIN, name: 'Test', surname: 'admin', email: author.email };
    const pdf = () => ({ filename: 'p.pdf', createReadStream: () => Readable.from([pdfBytes()]) });
    const image = () => ({ filename: 'c.png', createReadStream: () => Readable.from([PNG_1X1]) });
    for (let i = 0; i < 30; i++) await t.services.papers.create(input({ title: `Paper ${i}` }), { pdf: pdf(), image: i % 2 ? image() : null }, user);

    const statementsFor = async (limit: number) => {
      const res = await t.gql<{ papers: PaperList }>(LIST, { first: limit }, learnerToken);
      expect(res.data!.papers.edges).toHaveLength(limit);
      return res.statements.length;
    };
    const few = await statementsFor(3);
    const many = await statementsFor(30);
    expect(many).toBe(few);
    // The session's user, the page, its count, and the files' metadata.
    expect(many).toBeGreaterThanOrEqual(3);
    expect(many).toBeLessThanOrEqual(5);
  });

  it('gets one paper, or NOT_FOUND', async () => {
    const paper = await newPaper();
    const res = await t.gql<{ paper: PaperData }>(GET, { id: paper.id }, learnerToken);
    expect(res.data!.paper).toEqual(paper);
    for (const id of ['6f1c3d1e-7a8b-4c9d-8e0f-112233445566', 'not-an-id']) {
      const missing = await t.gql(GET, { id }, learnerToken);
      expect(missing.errors![0]).toMatchObject({ message: 'Paper not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

// SPEC.md 6 and the issue: anonymous none; learner read and download; tutor and admin everything.
describe('permissions', () => {
  type Who = 'anonymous' | 'learner' | 'owner' | 'another tutor' | 'admin';
  const tokens = {} as Record<Who, string | undefined>;
  let owned: PaperData;
  beforeAll(async () => {
    tokens.anonymous = undefined;
    tokens.learner = (await t.signIn(Role.USER)).token;
    tokens.owner = (await t.signIn(Role.TUTOR)).token;
    tokens['another tutor'] = (await t.signIn(Role.TUTOR)).token;
    tokens.admin = (await t.signIn(Role.ADMIN)).token;
    owned = await newPaper(undefined, input(), tokens.owner);
  });

  const ALLOWED = null;
  const table: [Who, string | null, string | null, string | null][] = [
    // who, reading (papers, paper, download), uploading, changing someone's paper (update, delete: its creator or an admin)
    ['anonymous', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED'],
    ['learner', ALLOWED, 'FORBIDDEN', 'FORBIDDEN'],
    ['owner', ALLOWED, ALLOWED, ALLOWED],
    ['another tutor', ALLOWED, ALLOWED, 'FORBIDDEN'],
    ['admin', ALLOWED, ALLOWED, ALLOWED],
  ];

  const expectOutcome = (res: { data?: unknown; errors?: { extensions?: { code?: string } }[] }, expected: string | null) => {
    if (expected === ALLOWED) expect(res.errors).toBeUndefined();
    else expect(res.errors![0].extensions!.code).toBe(expected);
  };

  describe.each(table)('%s', (who, reading, writing, changing) => {
    it(`papers: ${reading ?? 'allowed'}`, async () => {
      expectOutcome(await t.gql(LIST, {}, tokens[who]), reading);
    });

    it(`paper: ${reading ?? 'allowed'}`, async () => {
      expectOutcome(await t.gql(GET, { id: owned.id }, tokens[who]), reading);
    });

    it('downloads files by their link (no token needed)', async () => {
      const current = await t.services.papers.get(owned.id);
      expect((await download(`/files/${current.pdfFileId}`)).status).toBe(200);
    });

    it(`uploadPaper: ${writing ?? 'allowed'}`, async () => {
      const before = await counts();
      const res = await upload(tokens[who], input(), { pdf: PDF, image: COVER });
      expectOutcome(res, writing);
      if (writing !== ALLOWED) expect(await counts()).toEqual(before);
    });

    it(`updatePaper: ${changing ?? 'allowed'}`, async () => {
      const before = await counts();
      const res = await update(tokens[who], owned.id, input({ title: `Edited by ${who}` }), { pdf: PDF });
      expectOutcome(res, changing);
      if (changing !== ALLOWED) expect(await counts()).toEqual(before);
    });

    it(`deletePaper: ${changing ?? 'allowed'}`, async () => {
      const paper = await newPaper({ pdf: PDF }, input(), tokens.owner);
      const res = await t.gql(DELETE, { id: paper.id }, tokens[who]);
      expectOutcome(res, changing);
      expect(await t.services.papers.get(paper.id).then(() => true, () => false)).toBe(changing !== ALLOWED);
    });
  });
});
