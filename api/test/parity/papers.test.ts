// Past papers over both transports: the shared rules (read, edit, delete, who may) as one table
// (bothTransports), then what only REST has: uploads as multipart forms (GraphQL's are its own
// multipart spec, tested in papers.test.ts), files replaced from a form, its shapes, status codes
// (413, 415), query strings, statement counts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import request from 'supertest';
import { MB } from '../../src/modules/files/file-types';
import { Role } from '../../src/modules/users/role';
import type { AuthUser } from '../../src/shared/auth/access';
import { AppError } from '../../src/shared/errors';
import { startTestApp, type TestApp } from '../helpers/app';
import { type Accounts, bothTransports, NOT_ALLOWED_REFUSAL, NOT_SIGNED_IN_REFUSAL, type Operation, refused, scenario, signInEveryone, type Who } from '../helpers/both-transports';
import { rest } from '../helpers/rest';
import { GIF_1X1, pdfBytes, pdfOfSize, PNG_1X1, pngOfSize } from '../helpers/uploads';

type RestPaper = {
  _id: string;
  id: string;
  title: string;
  description: string;
  paperType: string;
  image: { url: string } | null;
  pdf: { url: string; size: number };
  createdAt: string;
  updatedAt: string;
};
type File = [buffer: Buffer, filename: string, contentType?: string];
type Files = { pdf?: File; image?: File };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const PDF: File = [pdfBytes(), 'exam.pdf', 'application/pdf'];
const COVER: File = [PNG_1X1, 'cover.png', 'image/png'];
const FIELDS = { title: 'Databases 2024', description: 'Second-semester exam', paperType: 'exam' };

let t: TestApp;
let tutor: { id: string; token: string; email: string };
let accounts: Accounts;
beforeAll(async () => {
  t = await startTestApp();
  accounts = await signInEveryone(t);
  tutor = accounts.tutor;
});
afterAll(() => t.close());

/** A multipart request as FormData builds it: the text fields, then the files in the given order. */
function form(method: 'post' | 'patch', path: string, token: string | undefined, fields: Record<string, string>, files: Files = {}, order: (keyof Files)[] = ['image', 'pdf']) {
  const req = rest(t, method, path, token);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  for (const name of order) {
    const file = files[name];
    if (file) req.attach(name, file[0], { filename: file[1], contentType: file[2] ?? 'application/octet-stream' });
  }
  return req;
}

const upload = (token: string | undefined, fields: Record<string, string> = FIELDS, files: Files = { pdf: PDF, image: COVER }, order?: (keyof Files)[]) =>
  form('post', '/papers', token, fields, files, order);

async function newPaper(files: Files = { pdf: PDF, image: COVER }, fields: Record<string, string> = FIELDS, token = tutor.token): Promise<RestPaper> {
  const res = await upload(token, fields, files);
  expect(res.status).toBe(201);
  return res.body;
}

/** A hand-built multipart body, for what FormData clients cannot send (or send differently). */
type RawPart = { name: string; body: Buffer | string; filename?: string; contentType?: string };
const BOUNDARY = 'rest-papers-boundary';
function rawBody(parts: RawPart[]): Buffer {
  return Buffer.concat([
    ...parts.map((part) => {
      const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
      const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
      return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${disposition}${type}\r\n\r\n`), Buffer.from(part.body), Buffer.from('\r\n')]);
    }),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}
const raw = (method: 'post' | 'patch', path: string, token: string, parts: RawPart[]) =>
  rest(t, method, path, token).set('content-type', `multipart/form-data; boundary=${BOUNDARY}`).send(rawBody(parts));
const textParts = (fields: Record<string, string> = FIELDS): RawPart[] => Object.entries(fields).map(([name, body]) => ({ name, body }));

// A raw HTTP client: the request only finishes once the server has read every byte.
// The body goes in pieces, with a pause between them.
async function sendRaw(token: string | undefined, pieces: Buffer[], pauseMs = 0): Promise<{ status: number; body: { error: string } }> {
  const server = http.createServer(t.app).listen(0);
  try {
    const { port } = server.address() as AddressInfo;
    const body = Buffer.concat(pieces);
    const req = http.request({
      port,
      method: 'POST',
      path: '/api/papers',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': body.length,
        ...(token && { authorization: `Bearer ${token}` }),
      },
    });
    const sent = new Promise<void>((resolve) => req.once('finish', resolve));
    const answer = new Promise<{ status: number; body: { error: string } }>((resolve, reject) => {
      req.once('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      });
      req.once('error', reject);
    });
    for (const piece of pieces.slice(0, -1)) {
      req.write(piece);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    req.end(pieces.at(-1));
    const result = await answer;
    await sent;
    return result;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const counts = async () => ({ ...(await t.services.files.count()), papers: await t.services.papers.count() });

// Binary bodies as Buffers, whatever their content type.
const download = (url: string) =>
  request(t.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const KEYS = ['_id', 'id', 'title', 'description', 'paperType', 'image', 'pdf', 'createdAt', 'updatedAt'];

// Every key of the REST shape and no other; files as { url } and { url, size }.
function expectShape(paper: RestPaper): void {
  expect(Object.keys(paper).sort()).toEqual([...KEYS].sort());
  expect(paper._id).toBe(paper.id);
  expect(['test', 'exam', 'quiz', 'assignment']).toContain(paper.paperType);
  expect(paper.pdf).toEqual({ url: expect.stringMatching(/^\/files\/[0-9a-f-]{36}$/), size: expect.any(Number) });
  if (paper.image !== null) expect(paper.image).toEqual({ url: expect.stringMatching(/^\/files\/[0-9a-f-]{36}$/) });
  for (const key of ['createdAt', 'updatedAt'] as const) expect(Number.isNaN(Date.parse(paper[key]))).toBe(false);
}

const errorBody = (message: string, code: string, extra: Record<string, unknown> = {}) => ({ error: message, message, code, ...extra });

// ---- The rules both transports share: one table, run as GraphQL and as REST ----

type Paper = { id: string; title: string; description: string; paperType: string; pdf: { url: string; size: number }; image: { url: string } | null };
const PAPER = 'id title description paperType pdf { url size } image { url }';
const paperFromRest = (p: RestPaper): Paper => ({ id: p.id, title: p.title, description: p.description, paperType: p.paperType.toUpperCase(), pdf: p.pdf, image: p.image });
type PaperInput = { title: string; description: string; paperType?: string };

const PAPERS: Operation<{ type?: string; first?: number }> = {
  graphql: (variables) => ({
    query: `query($type: PaperType, $first: Int) { papers(type: $type, first: $first) { totalCount nodes { ${PAPER} } } }`,
    variables,
    field: 'papers',
    view: (page: { totalCount: number; nodes: Paper[] }) => ({ total: page.totalCount, items: page.nodes }),
  }),
  rest: ({ type, first }) => ({
    method: 'get',
    path: `/papers?${new URLSearchParams({ ...(type && { type: type.toLowerCase() }), ...(first && { limit: String(first) }) }).toString()}`,
    status: 200,
    view: (body: RestPaper[], headers) => ({ total: Number(headers['x-total-count']), items: body.map(paperFromRest) }),
  }),
};
const PAPER_BY_ID: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: `query($id: ID!) { paper(id: $id) { ${PAPER} } }`, variables: { id }, field: 'paper' }),
  rest: ({ id }) => ({ method: 'get', path: `/papers/${encodeURIComponent(id)}`, status: 200, view: paperFromRest }),
};
// Its fields (and removeImage) as JSON: a new file comes only in a form (REST) or an Upload (GraphQL).
const EDIT: Operation<{ id: string; input: PaperInput; removeImage?: boolean }> = {
  graphql: (variables) => ({ query: `mutation($id: ID!, $input: PaperInput!, $removeImage: Boolean) { updatePaper(id: $id, input: $input, removeImage: $removeImage) { ${PAPER} } }`, variables, field: 'updatePaper' }),
  rest: ({ id, input, removeImage }) => ({
    method: 'patch',
    path: `/papers/${encodeURIComponent(id)}`,
    body: { ...input, ...(input.paperType && { paperType: input.paperType.toLowerCase() }), ...(removeImage !== undefined && { removeImage }) },
    status: 200,
    view: paperFromRest,
  }),
};
// GraphQL answers the id; REST { message, _id, id } (checked on its own below).
const DELETE: Operation<{ id: string }> = {
  graphql: ({ id }) => ({ query: 'mutation($id: ID!) { deletePaper(id: $id) }', variables: { id }, field: 'deletePaper' }),
  rest: ({ id }) => ({ method: 'delete', path: `/papers/${encodeURIComponent(id)}`, status: 200, view: (body: { id: string }) => body.id }),
};

// A paper of the tutor's (a PDF and a cover), made through the service: no transport's upload.
async function aPaper(fields: Partial<PaperInput> = {}, withCover = true): Promise<Paper> {
  const author: AuthUser = { id: tutor.id, role: Role.TUTOR, name: 'Test', surname: 'tutor', email: tutor.email };
  const paper = await t.services.papers.create(
    { title: 'Databases 2024', description: 'Second-semester exam', paperType: 'exam', ...fields },
    { pdf: { filename: 'exam.pdf', createReadStream: () => Readable.from([pdfBytes()]) }, ...(withCover && { image: { filename: 'cover.png', createReadStream: () => Readable.from([PNG_1X1]) } }) },
    author,
  );
  const res = await t.gql<{ paper: Paper }>(`query($id: ID!) { paper(id: $id) { ${PAPER} } }`, { id: paper.id }, tutor.token);
  return res.data!.paper;
}
const stored = async (f: Paper) => ({
  paper: (await t.db.dataSource.query('SELECT title, description, paper_type FROM papers WHERE id = $1', [f.id]))[0] ?? null,
  pdf: (await download(f.pdf.url)).status,
  image: f.image && (await download(f.image.url)).status,
});
const WHO: Who[] = ['anonymous', 'learner', 'tutor', 'another tutor', 'admin'];
const READERS = (who: Who) => (who === 'anonymous' ? NOT_SIGNED_IN_REFUSAL : undefined);
// Its creator (the tutor) or an admin.
const CHANGERS = (who: Who) => (who === 'anonymous' ? NOT_SIGNED_IN_REFUSAL : who === 'tutor' || who === 'admin' ? undefined : NOT_ALLOWED_REFUSAL);

describe('one table through GraphQL and REST', () => {
  bothTransports(() => ({ t, accounts }), [
    // Who may call what: a refusal changes nothing.
    ...WHO.map((as) => scenario({ name: 'list papers', as, op: PAPERS, input: () => ({}), expect: READERS(as) ?? { data: () => expect.objectContaining({ items: expect.any(Array) }) } })),
    ...WHO.map((as) => scenario({ name: 'read a paper', as, setup: () => aPaper(), op: PAPER_BY_ID, input: (f) => ({ id: f.id }), expect: READERS(as) ?? { data: (f) => f } })),
    ...WHO.map((as) =>
      scenario({
        name: 'edit a paper',
        as,
        setup: () => aPaper(),
        op: EDIT,
        input: (f) => ({ id: f.id, input: { title: `Edited by ${as}`, description: 'D' } }),
        expect: CHANGERS(as) ?? { data: (f) => ({ ...f, title: `Edited by ${as}`, description: 'D' }) },
        stored,
      }),
    ),
    ...WHO.map((as) =>
      scenario({
        name: 'delete a paper',
        as,
        setup: () => aPaper(),
        op: DELETE,
        input: (f) => ({ id: f.id }),
        expect: CHANGERS(as) ?? { data: (f) => f.id },
        stored,
        // The row goes, and its files with it.
        storedAfter: () => ({ paper: null, pdf: 404, image: 404 }),
      }),
    ),

    // Reading.
    scenario({
      name: 'list newest first',
      as: 'learner',
      setup: async () => [await aPaper({ title: 'First' }), await aPaper({ title: 'Second' }), await aPaper({ title: 'Third' })],
      op: PAPERS,
      input: () => ({ first: 3 }),
      expect: { data: ([first, second, third]) => ({ total: expect.any(Number) as unknown, items: [third, second, first] }) },
    }),
    scenario({
      name: 'list one type',
      as: 'learner',
      setup: async () => [await aPaper({ title: 'Quiz one', paperType: 'quiz' }, false), await aPaper({ title: 'Assignment', paperType: 'assignment' }, false), await aPaper({ title: 'Quiz two', paperType: 'quiz' }, false)],
      op: PAPERS,
      input: () => ({ type: 'QUIZ', first: 2 }),
      expect: { data: ([one, , two]) => ({ total: expect.any(Number) as unknown, items: [two, one] }) },
    }),
    ...[MISSING_ID, 'not-an-id', "1' OR '1'='1"].flatMap((id) => [
      scenario({ name: `read paper ${id}: not found`, as: 'learner', op: PAPER_BY_ID, input: () => ({ id }), expect: refused('NOT_FOUND', 'Paper not found') }),
      scenario({ name: `edit paper ${id}: not found`, as: 'tutor', op: EDIT, input: () => ({ id, input: { title: 'T', description: 'D' } }), expect: refused('NOT_FOUND', 'Paper not found'), stored: counts }),
      scenario({ name: `delete paper ${id}: not found`, as: 'tutor', op: DELETE, input: () => ({ id }), expect: refused('NOT_FOUND', 'Paper not found'), stored: counts }),
    ]),

    // Editing.
    scenario({
      name: 'edit trims the fields and keeps the files and the type',
      as: 'tutor',
      setup: () => aPaper(),
      op: EDIT,
      input: (f) => ({ id: f.id, input: { title: ' New title ', description: 'New description' } }),
      expect: { data: (f) => ({ ...f, title: 'New title', description: 'New description' }) },
      stored,
      storedAfter: () => ({ paper: { title: 'New title', description: 'New description', paper_type: 'exam' }, pdf: 200, image: 200 }),
    }),
    scenario({
      name: 'edit changes the type',
      as: 'tutor',
      setup: () => aPaper(),
      op: EDIT,
      input: (f) => ({ id: f.id, input: { title: 'T', description: 'D', paperType: 'ASSIGNMENT' } }),
      expect: { data: (f) => ({ ...f, title: 'T', description: 'D', paperType: 'ASSIGNMENT' }) },
    }),
    scenario({
      name: 'edit removes the cover with removeImage, and its file',
      as: 'tutor',
      setup: () => aPaper(),
      op: EDIT,
      input: (f) => ({ id: f.id, input: { title: 'T', description: 'D' }, removeImage: true }),
      expect: { data: (f) => ({ ...f, title: 'T', description: 'D', image: null }) },
      stored,
      storedAfter: () => ({ paper: { title: 'T', description: 'D', paper_type: 'exam' }, pdf: 200, image: 404 }),
    }),
    scenario({
      name: 'edit refuses a blank description',
      as: 'tutor',
      setup: () => aPaper(),
      op: EDIT,
      input: (f) => ({ id: f.id, input: { title: 'x', description: ' ' } }),
      expect: refused('BAD_USER_INPUT', 'Title and description are required', { description: 'Title and description are required' }),
      stored,
    }),

    // Deleting.
    scenario({
      name: 'a deleted paper is not found',
      as: 'tutor',
      setup: async () => {
        const f = await aPaper();
        await t.gql('mutation($id: ID!) { deletePaper(id: $id) }', { id: f.id }, tutor.token);
        return f;
      },
      op: DELETE,
      input: (f) => ({ id: f.id }),
      expect: refused('NOT_FOUND', 'Paper not found'),
    }),
  ]);
});

// ---- REST only: multipart uploads and replacements, shapes, status codes, query strings ----

describe('POST /api/papers (multipart)', () => {
  it('stores a real PDF and PNG; the returned URLs serve the same bytes', async () => {
    const before = await counts();
    const res = await upload(tutor.token);
    expect(res.status).toBe(201);
    const paper = res.body as RestPaper;
    expectShape(paper);
    expect(paper).toMatchObject({ title: 'Databases 2024', description: 'Second-semester exam', paperType: 'exam', pdf: { size: PDF[0].length } });
    expect(await counts()).toEqual({ papers: before.papers + 1, files: before.files + 2, chunks: before.chunks + 2 });

    const pdf = await download(paper.pdf.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).equals(PDF[0])).toBe(true);
    const image = await download(paper.image!.url);
    expect(image.headers['content-type']).toBe('image/png');
    expect((image.body as Buffer).equals(PNG_1X1)).toBe(true);
  });

  it('needs no cover image, and the type defaults to test', async () => {
    const paper = await newPaper({ pdf: PDF }, { title: 'Algebra', description: 'Quiz 3' });
    expectShape(paper);
    expect(paper).toMatchObject({ image: null, paperType: 'test' });
  });

  it('takes the files in either order, and a large PDF before its cover', async () => {
    const big = pdfOfSize(6 * MB);
    const res = await upload(tutor.token, FIELDS, { pdf: [big, 'big.pdf'], image: [GIF_1X1, 'c.gif'] }, ['pdf', 'image']);
    expect(res.status).toBe(201);
    expect(res.body.pdf.size).toBe(big.length);
    expect(((await download(res.body.pdf.url)).body as Buffer).equals(big)).toBe(true);
    expect((await download(res.body.image.url)).headers['content-type']).toBe('image/gif');
  });

  it('reads a browser file input left empty (filename "") as no file', async () => {
    const res = await raw('post', '/papers', tutor.token, [
      ...textParts(),
      { name: 'image', filename: '', contentType: 'application/octet-stream', body: '' },
      { name: 'pdf', filename: 'exam.pdf', contentType: 'application/pdf', body: pdfBytes() },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.image).toBeNull();
  });

  it.each([
    ['a renamed PNG as the PDF', { pdf: [PNG_1X1, 'x.pdf', 'application/pdf'] as File, image: COVER }, 'The PDF file must be a PDF document', 'pdf'],
    ['a text file as the PDF', { pdf: [Buffer.from('not a PDF at all'), 'x.pdf', 'application/pdf'] as File }, 'The PDF file must be a PDF document', 'pdf'],
    ['a PDF renamed cover.png', { pdf: PDF, image: [pdfBytes(), 'cover.png', 'image/png'] as File }, 'The cover image must be a PNG, JPEG, GIF or WebP image', 'image'],
  ])('answers 415 for %s, storing nothing', async (_name, files, message, field) => {
    const before = await counts();
    const res = await upload(tutor.token, FIELDS, files);
    expect(res.status).toBe(415);
    expect(res.body).toEqual(errorBody(message, 'BAD_USER_INPUT', { reason: 'UNSUPPORTED_MEDIA_TYPE', fieldErrors: { [field]: message } }));
    expect(await counts()).toEqual(before);
  });

  it('answers 413 for a PDF over 20 MB, cut off while streaming, storing nothing', async () => {
    const before = await counts();
    const chunkInserts = () => t.db.queries.filter((sql) => sql.startsWith('INSERT INTO file_chunks')).length;
    const insertsBefore = chunkInserts();
    const res = await upload(tutor.token, FIELDS, { pdf: [pdfOfSize(20 * MB + 1), 'huge.pdf'], image: COVER }, ['pdf', 'image']);
    expect(res.status).toBe(413);
    // Handed over whole by the parser (one byte over is still the service's to refuse) and refused by
    // its size before any of it is written; at most the cover's one chunk went in, rolled back.
    expect(chunkInserts() - insertsBefore).toBeLessThanOrEqual(1);
    expect(res.body).toEqual(errorBody('The PDF file must be at most 20 MB', 'PAYLOAD_TOO_LARGE', { fieldErrors: { pdf: 'The PDF file must be at most 20 MB' } }));
    expect(await counts()).toEqual(before);
  }, 60000);

  it('answers 413 in the same words for a PDF far over 20 MB, cut off by the parser, storing nothing', async () => {
    const before = await counts();
    const res = await upload(tutor.token, FIELDS, { pdf: [pdfOfSize(21 * MB), 'huge.pdf'], image: COVER }, ['pdf', 'image']);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(errorBody('The PDF file must be at most 20 MB', 'PAYLOAD_TOO_LARGE', { fieldErrors: { pdf: 'The PDF file must be at most 20 MB' } }));
    expect(await counts()).toEqual(before);
  }, 60000);

  it('answers 413 for a cover image over 5 MB, storing nothing (not even the valid PDF)', async () => {
    const before = await counts();
    const res = await upload(tutor.token, FIELDS, { pdf: PDF, image: [pngOfSize(5 * MB + 1), 'cover.png'] }, ['pdf', 'image']);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('The cover image must be at most 5 MB');
    expect(await counts()).toEqual(before);
  }, 30000);

  // paper.service.ts's own wording (SPEC.md 5 and 8).
  it.each([
    ['no title', { description: 'D' }, { pdf: PDF, image: COVER }, 'Title and description are required', { title: 'Title and description are required' }],
    ['a blank description', { title: 'T', description: '   ' }, { pdf: PDF }, 'Title and description are required', { description: 'Title and description are required' }],
    ['no PDF', { title: 'T', description: 'D' }, {}, 'PDF file is required', { pdf: 'PDF file is required' }],
    ['only a cover image', { title: 'T', description: 'D' }, { image: COVER }, 'PDF file is required', { pdf: 'PDF file is required' }],
    ['an unknown paper type', { title: 'T', description: 'D', paperType: 'essay' }, { pdf: PDF }, 'Paper type must be test, exam, quiz or assignment', { paperType: 'Paper type must be test, exam, quiz or assignment' }],
  ])('answers 400 for %s, storing nothing', async (_name, fields, files, message, fieldErrors) => {
    const before = await counts();
    const res = await upload(tutor.token, fields, files);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(message, 'BAD_USER_INPUT', { fieldErrors }));
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['JSON', (req: request.Test) => req.send({ ...FIELDS })],
    ['plain text', (req: request.Test) => req.set('content-type', 'text/plain').send('title=x')],
    ['no body', (req: request.Test) => req],
  ])('answers 415 for a %s body: it must be multipart/form-data', async (_name, send) => {
    const res = await send(rest(t, 'post', '/papers', tutor.token));
    expect(res.status).toBe(415);
    expect(res.body).toEqual(errorBody('The request must be multipart/form-data', 'BAD_USER_INPUT', { reason: 'UNSUPPORTED_MEDIA_TYPE' }));
  });

  it('takes text fields and files in any order: a file before the fields', async () => {
    const res = await raw('post', '/papers', tutor.token, [
      { name: 'pdf', filename: 'exam.pdf', contentType: 'application/pdf', body: pdfBytes() },
      { name: 'title', body: 'Files first' },
      { name: 'image', filename: 'cover.png', contentType: 'image/png', body: PNG_1X1 },
      { name: 'description', body: 'D' },
      { name: 'paperType', body: 'assignment' },
    ]);
    expect(res.status).toBe(201);
    expectShape(res.body);
    expect(res.body).toMatchObject({ title: 'Files first', description: 'D', paperType: 'assignment', pdf: { size: pdfBytes().length } });
    expect((await download(res.body.image.url)).headers['content-type']).toBe('image/png');
    // As FormData sends it when the file was appended first.
    const formData = await rest(t, 'post', '/papers', tutor.token).attach('pdf', PDF[0], { filename: 'exam.pdf', contentType: 'application/pdf' }).field('title', 'After the PDF').field('description', 'D');
    expect(formData.status).toBe(201);
    expect(formData.body).toMatchObject({ title: 'After the PDF', paperType: 'test', image: null });
  });

  it('stores nothing before the whole body is in: a text field arriving late still refuses it', async () => {
    const before = await counts();
    const body = rawBody([
      ...textParts({ title: 'T', description: 'D' }),
      { name: 'pdf', filename: 'exam.pdf', contentType: 'application/pdf', body: pdfBytes() },
      { name: 'image', filename: 'cover.png', contentType: 'image/png', body: PNG_1X1 },
      { name: 'paperType', body: 'essay' },
    ]);
    // Up to the middle of the late field's headers (so both files are known to be over), then a
    // pause long enough for the paper to be committed if it were not held until the end of the body.
    const cut = body.lastIndexOf('name="paperType"');
    const res = await sendRaw(tutor.token, [body.subarray(0, cut), body.subarray(cut)], 500);
    expect(res).toEqual({ status: 400, body: expect.objectContaining({ error: 'Paper type must be test, exam, quiz or assignment' }) });
    expect(await counts()).toEqual(before);
  });

  it('rolls back when the client goes away mid-upload, and keeps serving', async () => {
    const before = await counts();
    const server = http.createServer(t.app).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const body = rawBody([...textParts(), { name: 'pdf', filename: 'x.pdf', contentType: 'application/pdf', body: pdfOfSize(4 * MB) }]);
      const req = http.request({
        port,
        method: 'POST',
        path: '/api/papers',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length, authorization: `Bearer ${tutor.token}` },
      });
      req.on('error', () => undefined);
      req.write(body.subarray(0, 2 * MB));
      // Long enough for the PDF's first chunks to be written inside the transaction.
      await new Promise((resolve) => setTimeout(resolve, 300));
      req.destroy();
      // The transaction ends (rolled back), holding no connection.
      const open = async () => {
        const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
        return n as number;
      };
      // Within 10 s even on a loaded machine (it takes milliseconds when idle).
      for (let i = 0; i < 500 && (await open()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await open()).toBe(0);
      expect(await counts()).toEqual(before);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect((await upload(tutor.token)).status).toBe(201);
  });

  it('refuses unknown, repeated or too many files, storing nothing', async () => {
    const before = await counts();
    const unknown = await upload(tutor.token, FIELDS, { pdf: PDF }).attach('cover', PNG_1X1, 'c.png');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unexpected file field "cover": send pdf or image');
    const twice = await raw('post', '/papers', tutor.token, [
      ...textParts(),
      { name: 'pdf', filename: 'a.pdf', contentType: 'application/pdf', body: pdfBytes() },
      { name: 'pdf', filename: 'b.pdf', contentType: 'application/pdf', body: pdfBytes() },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe('Only one file can be sent as pdf');
    const three = await upload(tutor.token, FIELDS, { pdf: PDF, image: COVER }).attach('image', GIF_1X1, 'again.gif');
    expect(three.status).toBe(413);
    expect(three.body.error).toBe('At most 2 files can be uploaded at once');
    expect(await counts()).toEqual(before);
  });

  it('answers 400 for a malformed multipart body', async () => {
    const noBoundary = await rest(t, 'post', '/papers', tutor.token).set('content-type', 'multipart/form-data').send('junk');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.error).toBe('The multipart body could not be read');
    const cut = await rest(t, 'post', '/papers', tutor.token)
      .set('content-type', `multipart/form-data; boundary=${BOUNDARY}`)
      .send(rawBody([...textParts(), { name: 'pdf', filename: 'x.pdf', contentType: 'application/pdf', body: pdfBytes() }]).subarray(0, 300));
    expect(cut.status).toBe(400);
    expect(cut.body.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['a learner (403 before the body is read)', Role.USER, FIELDS, 403, 'You do not have permission to do this.'],
    ['a tutor with no title', Role.TUTOR, { description: 'D' }, 400, 'Title and description are required'],
    ['a tutor with a paper type it does not know', Role.TUTOR, { ...FIELDS, paperType: 'essay' }, 400, 'Paper type must be test, exam, quiz or assignment'],
  ])('reads a refused 12 MB upload to its end, so the client is not left hanging: %s', async (_name, role, fields, status, message) => {
    const before = await counts();
    const caller = await t.signIn(role);
    const res = await sendRaw(caller.token, [rawBody([...textParts(fields), { name: 'pdf', filename: 'x.pdf', contentType: 'application/pdf', body: pdfOfSize(12 * MB) }])]);
    expect(res).toEqual({ status, body: expect.objectContaining({ error: message }) });
    expect(await counts()).toEqual(before);
  }, 30000);
});

describe('GET /api/papers and /api/papers/:id', () => {
  let learner: string;
  beforeAll(async () => {
    learner = (await t.signIn(Role.USER)).token;
  });

  it('lists newest first as a plain array, with X-Total-Count, limit, offset and type', async () => {
    const made: RestPaper[] = [];
    for (const paperType of ['quiz', 'assignment', 'quiz']) made.push(await newPaper({ pdf: PDF }, { title: `${paperType} ${made.length}`, description: 'D', paperType }));
    const all = await rest(t, 'get', '/papers', learner);
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    all.body.forEach(expectShape);
    expect(all.headers['x-total-count']).toBe(String(await t.services.papers.count()));
    expect(all.body.slice(0, 3).map((p: RestPaper) => p._id)).toEqual([made[2].id, made[1].id, made[0].id]);
    expect(all.body[0]).toEqual(made[2]);

    const page = await rest(t, 'get', '/papers?limit=1&offset=1', learner);
    expect(page.body.map((p: RestPaper) => p._id)).toEqual([made[1].id]);
    expect(page.headers['x-total-count']).toBe(all.headers['x-total-count']);

    const quizzes = await rest(t, 'get', '/papers?type=quiz', learner);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM papers WHERE paper_type = 'quiz'`);
    expect(quizzes.headers['x-total-count']).toBe(String(n));
    expect(quizzes.body.slice(0, 2).map((p: RestPaper) => p._id)).toEqual([made[2].id, made[0].id]);
  });

  it('loads the PDF sizes of a whole page in one query', async () => {
    const author: AuthUser = { id: tutor.id, role: Role.TUTOR, name: 'Test', surname: 'tutor', email: tutor.email };
    for (let i = 0; i < 5; i++) {
      await t.services.papers.create({ title: `Bulk ${i}`, description: 'D' }, { pdf: { filename: 'p.pdf', createReadStream: () => Readable.from([pdfBytes()]) } }, author);
    }
    const statementsFor = async (limit: number) => {
      const res = await rest(t, 'get', `/papers?limit=${limit}`, learner);
      expect(res.body).toHaveLength(limit);
      return t.statementsOf(res).length;
    };
    const five = await statementsFor(5);
    // The session's user, the page (and its count), the files' metadata.
    expect(five).toBeGreaterThanOrEqual(3);
    expect(five).toBe(await statementsFor(2));
  });

  it.each([
    ['?type=essay', 'Paper type must be test, exam, quiz or assignment'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', 'offset must be a whole number, 0 or more'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await rest(t, 'get', `/papers${query}`, learner);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('gets one paper in the REST shape', async () => {
    const paper = await newPaper();
    const res = await rest(t, 'get', `/papers/${paper.id}`, learner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(paper);
    expectShape(res.body);
  });
});

describe('PATCH /api/papers/:id', () => {
  it('edits the fields as JSON, answering the REST shape', async () => {
    const paper = await newPaper();
    const res = await rest(t, 'patch', `/papers/${paper.id}`, tutor.token).send({ title: ' New title ', description: 'New description' });
    expect(res.status).toBe(200);
    expectShape(res.body);
    expect(res.body).toMatchObject({ _id: paper.id, title: 'New title', description: 'New description', paperType: 'exam', pdf: paper.pdf, image: paper.image });
    const typed = await rest(t, 'patch', `/papers/${paper.id}`, tutor.token).send({ title: 'T', description: 'D', paperType: 'assignment' });
    expect(typed.body.paperType).toBe('assignment');
  });

  it('replaces the PDF from a form and deletes the old file', async () => {
    const paper = await newPaper();
    const before = await counts();
    const replacement = pdfOfSize(700_000);
    const res = await form('patch', `/papers/${paper.id}`, tutor.token, { title: 'V2', description: 'Corrected' }, { pdf: [replacement, 'v2.pdf'] });
    expect(res.status).toBe(200);
    expectShape(res.body);
    expect(res.body).toMatchObject({ title: 'V2', paperType: 'exam', pdf: { size: replacement.length }, image: paper.image });
    expect(res.body.pdf.url).not.toBe(paper.pdf.url);
    expect((await download(paper.pdf.url)).status).toBe(404);
    expect(((await download(res.body.pdf.url)).body as Buffer).equals(replacement)).toBe(true);
    // One small file out (1 chunk), one of 700 KB in (2 chunks).
    expect(await counts()).toEqual({ papers: before.papers, files: before.files, chunks: before.chunks + 1 });
  });

  it('replaces the cover image and deletes the old one', async () => {
    const paper = await newPaper();
    const res = await form('patch', `/papers/${paper.id}`, tutor.token, { title: 'T', description: 'D' }, { image: [GIF_1X1, 'new.gif'] });
    expect(res.status).toBe(200);
    expect(res.body.pdf).toEqual(paper.pdf);
    expect((await download(res.body.image.url)).headers['content-type']).toBe('image/gif');
    expect((await download(paper.image!.url)).status).toBe(404);
  });

  it('removes the cover with removeImage, as JSON or as a form field next to a new PDF', async () => {
    const first = await newPaper();
    const json = await rest(t, 'patch', `/papers/${first.id}`, tutor.token).send({ title: 'T', description: 'D', removeImage: true });
    expect(json.status).toBe(200);
    expect(json.body.image).toBeNull();
    expect((await download(first.image!.url)).status).toBe(404);

    // The image part could still have followed the PDF: only the end of the body tells.
    const second = await newPaper();
    const before = await counts();
    const res = await form('patch', `/papers/${second.id}`, tutor.token, { title: 'T', description: 'D', removeImage: 'true' }, { pdf: PDF });
    expect(res.status).toBe(200);
    expect(res.body.image).toBeNull();
    expect(res.body.pdf.url).not.toBe(second.pdf.url);
    expect(await counts()).toEqual({ ...before, files: before.files - 1, chunks: before.chunks - 1 });
  });

  it('refuses a new cover together with removeImage, storing nothing', async () => {
    const paper = await newPaper();
    const before = await counts();
    const res = await form('patch', `/papers/${paper.id}`, tutor.token, { title: 'T', description: 'D', removeImage: 'true' }, { image: [GIF_1X1, 'x.gif'] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Choose a new cover image or remove it, not both');
    expect(await counts()).toEqual(before);
  });

  it('answers 415 for a refused replacement and leaves the paper as it was', async () => {
    const paper = await newPaper();
    const before = await counts();
    const res = await form('patch', `/papers/${paper.id}`, tutor.token, { title: 'Changed', description: 'D' }, { pdf: [PNG_1X1, 'renamed.pdf'] });
    expect(res.status).toBe(415);
    expect(res.body.reason).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await counts()).toEqual(before);
    expect((await rest(t, 'get', `/papers/${paper.id}`, tutor.token)).body).toEqual(paper);
  });

  it('answers 415 for a body that is neither JSON nor a form', async () => {
    const paper = await newPaper();
    const res = await rest(t, 'patch', `/papers/${paper.id}`, tutor.token).set('content-type', 'text/plain').send('title=x');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('The request must be multipart/form-data or JSON');
  });

  it('answers 404 for an unknown or malformed id with a file in a form, storing nothing', async () => {
    const before = await counts();
    for (const id of [MISSING_ID, 'nope']) {
      const withFile = await form('patch', `/papers/${id}`, tutor.token, { title: 'T', description: 'D' }, { pdf: PDF });
      expect(withFile.status).toBe(404);
      expect(withFile.body.error).toBe('Paper not found');
    }
    expect(await counts()).toEqual(before);
  });
});

describe('DELETE /api/papers/:id', () => {
  it('deletes the paper and its files, answering { message, _id, id }', async () => {
    const paper = await newPaper();
    const before = await counts();
    const res = await rest(t, 'delete', `/papers/${paper.id}`, tutor.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted', _id: paper.id, id: paper.id });
    expect(await counts()).toEqual({ papers: before.papers - 1, files: before.files - 2, chunks: before.chunks - 2 });
    expect((await download(paper.pdf.url)).status).toBe(404);
    expect((await download(paper.image!.url)).status).toBe(404);
  });
});

// Files whose absence only the end of a REST form tells: the services' side of it.
describe('uploads that turn out to be absent', () => {
  const author = (): AuthUser => ({ id: tutor.id, role: Role.TUTOR, name: 'Test', surname: 'tutor', email: tutor.email });
  const image = () => ({ filename: 'c.png', createReadStream: () => Readable.from([PNG_1X1]) });

  it('storeUpload says the file is required; storeUploads gives null', async () => {
    const required = await t.db.dataSource
      .transaction((em) => t.services.files.storeUpload(em, Promise.resolve(null), 'image', { label: 'The picture', field: 'pic' }))
      .catch((error: unknown) => error);
    expect(required).toBeInstanceOf(AppError);
    expect(required).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The picture is required', fieldErrors: { pic: 'The picture is required' } });
    const stored = await t.db.dataSource.transaction((em) => t.services.files.storeUploads(em, [{ upload: Promise.resolve(null), kind: 'pdf' }]));
    expect(stored).toEqual([null]);
  });

  it('a paper whose PDF never arrives is refused and its cover rolled back', async () => {
    const before = await counts();
    const error = await t.services.papers.create({ title: 'T', description: 'D' }, { pdf: Promise.resolve(null), image: image() }, author()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'PDF file is required', fieldErrors: { pdf: 'PDF file is required' } });
    expect(await counts()).toEqual(before);
  });

  it('passes a transport AppError on as it is', async () => {
    const refusal = new AppError('BAD_USER_INPUT', 'The upload was interrupted');
    const error = await t.services.papers.create({ title: 'T', description: 'D' }, { pdf: Promise.reject(refusal) }, author()).catch((e: unknown) => e);
    expect(error).toBe(refusal);
  });
});

describe('who may upload or replace files (a multipart form), and files served without a token', () => {
  type Who = 'anonymous' | 'learner' | 'owner' | 'another tutor' | 'admin';
  const tokens = {} as Record<Who, string | undefined>;
  let owned: RestPaper;
  beforeAll(async () => {
    tokens.anonymous = undefined;
    tokens.learner = (await t.signIn(Role.USER)).token;
    tokens.owner = (await t.signIn(Role.TUTOR)).token;
    tokens['another tutor'] = (await t.signIn(Role.TUTOR)).token;
    tokens.admin = (await t.signIn(Role.ADMIN)).token;
    owned = await newPaper(undefined, FIELDS, tokens.owner);
  });

  // who, uploading, replacing the file of someone's paper (its creator or an admin): the status, or 'ok'.
  const table: [Who, 401 | 403 | 'ok', 401 | 403 | 'ok'][] = [
    ['anonymous', 401, 401],
    ['learner', 403, 403],
    ['owner', 'ok', 'ok'],
    ['another tutor', 'ok', 403],
    ['admin', 'ok', 'ok'],
  ];
  const MESSAGES = { 401: 'You must be logged in to do this.', 403: 'You do not have permission to do this.' };

  function expectOutcome(res: request.Response, expected: 401 | 403 | 'ok', okStatus: number) {
    if (expected === 'ok') {
      expect(res.status).toBe(okStatus);
    } else {
      expect(res.status).toBe(expected);
      expect(res.body).toEqual(errorBody(MESSAGES[expected], expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN'));
    }
  }

  describe.each(table)('%s', (who, writing, changing) => {
    it('downloads files by their link (no token needed)', async () => {
      const current = await t.services.papers.get(owned.id);
      expect((await download(`/files/${current.pdfFileId}`)).status).toBe(200);
    });

    it(`POST /papers: ${writing}`, async () => {
      const before = await counts();
      const res = await upload(tokens[who], { ...FIELDS, title: `Uploaded by ${who}` });
      expectOutcome(res, writing, 201);
      if (writing === 'ok') expectShape(res.body);
      else expect(await counts()).toEqual(before);
    });

    it(`PATCH /papers/:id with a new PDF: ${changing}`, async () => {
      const before = await counts();
      const res = await form('patch', `/papers/${owned.id}`, tokens[who], { title: `Edited by ${who}`, description: 'D' }, { pdf: PDF });
      expectOutcome(res, changing, 200);
      if (changing === 'ok') expect(res.body).toMatchObject({ _id: owned.id, title: `Edited by ${who}` });
      else expect(await counts()).toEqual(before);
    });
  });
});

// Found by the fuzzer (issue 24): PostgreSQL cannot store NUL, which failed as a 500.
it('refuses a form field with a NUL character with 400, storing nothing', async () => {
  const res = await form('post', '/papers', tutor.token, { ...FIELDS, title: 'Exam\u00002024' }, { pdf: PDF });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ message: 'Text cannot contain the NUL character (U+0000)', code: 'BAD_USER_INPUT' });
  expect(await t.db.dataSource.query(`SELECT 1 FROM papers WHERE title LIKE 'Exam%'`)).toEqual([]);
});
