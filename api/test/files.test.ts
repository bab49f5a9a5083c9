import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import request from 'supertest';
import { Role } from '../src/modules/users/role';
import type { StoredFile } from '../src/modules/files/stored-file.entity';
import { startTestApp, type TestApp } from './helpers/app';
import { GIF_1X1, gqlUpload, pdfBytes, pdfOfSize, PNG_1X1 } from './helpers/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { guardPublicReads: true });
});
afterAll(() => t.close());

const UPLOAD = `mutation Upload($input: PaperInput!, $pdf: Upload, $image: Upload) {
  uploadPaper(input: $input, pdf: $pdf, image: $image) { id pdf { url size } }
}`;
const paperInput = { title: 'Networks', description: 'Final exam' };

const store = (bytes: Buffer, filename: string, kind: 'pdf' | 'image'): Promise<StoredFile> =>
  t.db.dataSource.transaction((em) =>
    t.services.files.storeUpload(em, { filename, createReadStream: () => Readable.from([bytes]) }, kind),
  );

// Binary bodies as Buffers whatever their content type.
const download = (url: string) =>
  request(t.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => done(null, Buffer.concat(parts)));
    });

const counts = async () => ({ ...(await t.services.files.count()), papers: await t.services.papers.count() });

describe('GET /files/:id', () => {
  it('serves the exact bytes with type, length, ETag, disposition, a sandbox and a private hour-long cache', async () => {
    const bytes = pdfOfSize(1_300_000);
    const file = await store(bytes, 'Exam 2024.pdf', 'pdf');
    const res = await download(`/files/${file.id}`);
    expect(res.status).toBe(200);
    expect((res.body as Buffer).equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      etag: `"${file.sha256}"`,
      'content-disposition': `inline; filename="Exam 2024.pdf"; filename*=UTF-8''Exam%202024.pdf`,
      // No shared cache keeps a deleted paper; the browser's own viewer shows it, without its scripts.
      'cache-control': 'private, max-age=3600',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const file = await store(PNG_1X1, 'dot.png', 'image');
    const first = await download(`/files/${file.id}`);
    expect(first.headers['content-type']).toBe('image/png');
    // An image (an avatar) is asked again every time, so a replaced one shows at once; never in a shared cache.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await request(t.app).get(`/files/${file.id}`).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.text ?? '').toBe('');
    const listed = await request(t.app).get(`/files/${file.id}`).set('If-None-Match', `"other", W/${first.headers.etag}`);
    expect(listed.status).toBe(304);
    const stale = await download(`/files/${file.id}`).set('If-None-Match', '"something-else"');
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const file = await store(GIF_1X1, 'dot.gif', 'image');
    const res = await request(t.app).head(`/files/${file.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['content-length']).toBe(String(GIF_1X1.length));
  });

  it('needs no token: browsers follow links and <img> without an Authorization header', async () => {
    const file = await store(pdfBytes(), 'open.pdf', 'pdf');
    expect((await download(`/files/${file.id}`)).status).toBe(200);
  });

  it('encodes a non-ASCII name safely', async () => {
    const file = await store(pdfBytes(), 'Prüfung "Mathe".pdf', 'pdf');
    const res = await download(`/files/${file.id}`);
    expect(res.headers['content-disposition']).toBe(`inline; filename="Pr_fung _Mathe_.pdf"; filename*=UTF-8''Pr%C3%BCfung%20%22Mathe%22.pdf`);
  });

  it.each([
    ['an unknown id', '6f1c3d1e-7a8b-4c9d-8e0f-112233445566'],
    ['an id that is not a UUID', 'not-a-uuid'],
    ['an SQL-looking id', "1' OR '1'='1"],
  ])('answers 404 JSON for %s', async (_name, id) => {
    const res = await request(t.app).get(`/files/${encodeURIComponent(id)}`).set('Accept', 'text/html,application/json');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'File not found', error: 'File not found' });
  });
});

describe('multipart requests on /graphql', () => {
  it('are refused without the Apollo-Require-Preflight header (CSRF), storing nothing', async () => {
    const tutor = await t.signIn(Role.TUTOR);
    const before = await counts();
    const res = await gqlUpload(t.app, {
      query: UPLOAD,
      variables: { input: paperInput, pdf: null },
      files: [{ path: 'variables.pdf', buffer: pdfBytes(), filename: 'x.pdf' }],
      token: tutor.token,
      preflight: false,
    });
    expect(res.status).toBe(400);
    expect(res.errors![0].message).toMatch(/Cross-Site Request Forgery/);
    expect(await counts()).toEqual(before);
  });

  it('accept at most 2 files', async () => {
    const tutor = await t.signIn(Role.TUTOR);
    const before = await counts();
    const res = await gqlUpload(t.app, {
      query: UPLOAD,
      variables: { input: paperInput, pdf: null, image: null, extra: null },
      files: [
        { path: 'variables.pdf', buffer: pdfBytes(), filename: 'x.pdf' },
        { path: 'variables.image', buffer: PNG_1X1, filename: 'x.png' },
        { path: 'variables.extra', buffer: PNG_1X1, filename: 'y.png' },
      ],
      token: tutor.token,
    });
    expect(res.status).toBe(413);
    expect(res.errors![0]).toMatchObject({ message: 'At most 2 files can be uploaded at once', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await counts()).toEqual(before);
  });

  it('answer a malformed multipart request with a 400 JSON error', async () => {
    const res = await request(t.app)
      .post('/graphql')
      .set('Apollo-Require-Preflight', 'true')
      .field('map', '{}')
      .field('operations', '{}');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(res.body.errors[0].message).toMatch(/operations/);
  });

  it('still accept plain JSON GraphQL requests', async () => {
    const res = await t.gql('{ __typename }');
    expect(res).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  });

  it('read a refused upload to its end, so the client is not left hanging', async () => {
    // A raw HTTP client: the request only finishes once the server has read every byte.
    const learner = await t.signIn(Role.USER);
    const server = http.createServer(t.app).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const boundary = 'x-boundary-x';
      const part = (headers: string, body: Buffer | string) =>
        Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
      const body = Buffer.concat([
        part('Content-Disposition: form-data; name="operations"', JSON.stringify({ query: UPLOAD, variables: { input: paperInput, pdf: null } })),
        part('Content-Disposition: form-data; name="map"', JSON.stringify({ 0: ['variables.pdf'] })),
        part('Content-Disposition: form-data; name="0"; filename="x.pdf"\r\nContent-Type: application/pdf', pdfOfSize(12 * 1024 * 1024)),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const req = http.request({
        port,
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          'apollo-require-preflight': 'true',
          authorization: `Bearer ${learner.token}`,
        },
      });
      const sent = new Promise<void>((resolve) => req.once('finish', resolve));
      const answer = new Promise<string>((resolve, reject) => {
        req.once('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve(text));
        });
        req.once('error', reject);
      });
      req.end(body);
      expect(JSON.parse(await answer).errors[0].extensions.code).toBe('FORBIDDEN');
      await sent;
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 15000);
});

// Found by the fuzzer: Express's URIError for the id was answered as a 500.
it('answers GET /files/%zz (not valid percent-encoding) with 400', async () => {
  const res = await request(t.app).get('/files/%zz');
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ message: 'The request URL is not valid percent-encoding', code: 'BAD_USER_INPUT' });
});
