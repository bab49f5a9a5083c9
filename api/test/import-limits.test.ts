// Import files that cannot stall the server: limits checked while reading, reading in a worker
// thread within a time limit, and every parser refusal a BAD_USER_INPUT with its reason (never a
// 500, never logged as a bug). Imports exist only over GraphQL (multipart uploads).
// The worker runs api/dist's compiled JS: `npm run build -w api` before this file.
import { Role } from '../src/modules/users/role';
import { LIMIT_MESSAGES } from '../src/modules/interchange/formats/limits';
import { startTestApp, type TestApp } from './helpers/app';
import { codeOf } from './helpers/learning';
import { gqlUpload } from './helpers/uploads';

const PREVIEW = `mutation($format: QuestionImportFormat!, $file: Upload!) {
  previewQuestionImport(format: $format, file: $file) { questions { questionText } skipped { line reason } }
}`;
const PREVIEW_CARDS = `mutation($format: CardImportFormat!, $file: Upload!, $category: String) {
  previewCourseQuestionImport(format: $format, file: $file, category: $category) { cards { question } skipped { line reason } }
}`;

type Preview = { previewQuestionImport: { questions: { questionText: string }[]; skipped: { line: number | null; reason: string }[] } };

const nested = (depth: number) => `${'<b>'.repeat(depth)}x${'</b>'.repeat(depth)}`;
const quizXml = (body: string, head = '<?xml version="1.0"?>') =>
  `${head}<quiz><question type="multichoice"><name><text>Q</text></name><questiontext format="html"><text>${body}</text></questiontext><answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer></question></quiz>`;
// A legitimate file that takes a while to read: 500 questions of 50 HTML options each (under 1 MB).
const slowGift = Array.from({ length: 500 }, (_, i) => `Q${i} <p>${'<i>x</i> '.repeat(80)}</p>? {=a ${Array.from({ length: 49 }, (_, k) => `~<b>o${k}</b>`).join(' ')}}`).join('\n\n');

let t: TestApp;
let tutor: string;

beforeAll(async () => {
  t = await startTestApp();
  tutor = (await t.signIn(Role.TUTOR)).token;
});
afterAll(() => t.close());

const upload = <T>(app: TestApp, query: string, variables: Record<string, unknown>, text: string, token = tutor) =>
  gqlUpload<T>(app.app, { query, variables: { ...variables, file: null }, files: [{ path: 'variables.file', buffer: Buffer.from(text, 'utf8'), filename: 'questions.txt' }], token });

const preview = (text: string, format = 'GIFT', app = t, token = tutor) => upload<Preview>(app, PREVIEW, { format }, text, token);

/** The answer's error, and whether the app logged it as a bug. */
async function refusedWith(answer: Promise<{ status: number; errors?: { message: string; extensions?: { code?: string } }[] }>) {
  t.logs.length = 0;
  const res = await answer;
  const bugs = t.logs.filter((line) => line.includes('request failed'));
  return { code: codeOf(res), message: res.errors?.[0]?.message, bugs };
}

describe('limits checked while reading', () => {
  it('refuses the 80 KB GIFT file of one question with thousands of options, quickly', async () => {
    const file = `Pick one {=a0 ${Array.from({ length: 12_000 }, (_, i) => `~o${i}`).join(' ')}}`;
    expect(file.length).toBeGreaterThan(80_000);
    const started = Date.now();
    expect(await refusedWith(preview(file))).toEqual({ code: 'BAD_USER_INPUT', message: 'A question may have at most 50 options (line 1)', bugs: [] });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers /healthz while a slow file is being read (the event loop is not blocked)', async () => {
    const server = await t.listen();
    const started = Date.now();
    let done = false;
    const reading = preview(slowGift).finally(() => {
      done = true;
    });
    const trips: number[] = [];
    // Bounded: at most 300 round-trips, one every 10 ms, while the file is read.
    while (!done && trips.length < 300) {
      const sent = Date.now();
      const res = await fetch(`${server.url}/healthz`);
      trips.push(Date.now() - sent);
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const res = await reading;
    const took = Date.now() - started;
    expect(res.errors).toBeUndefined();
    expect(res.data!.previewQuestionImport.skipped).toHaveLength(500);
    // The read is long enough to measure, and no round-trip waited for it.
    expect(took).toBeGreaterThan(300);
    expect(trips.length).toBeGreaterThan(3);
    expect(Math.max(...trips)).toBeLessThan(Math.max(150, took / 3));
  });
});

describe('parser refusals are the file’s fault', () => {
  it('reads 100,000 nested <b> in a question without a 500: that question is skipped with the reason', async () => {
    const res = await preview(`Deep ${nested(100_000)}? {=a ~b}\n\nPlain? {=c ~d}`);
    expect(res.status).toBe(200);
    expect(res.data!.previewQuestionImport).toEqual({ questions: [{ questionText: 'Plain?' }], skipped: [{ line: 1, reason: LIMIT_MESSAGES.tooLong }] });
  });

  it('reads deeply nested HTML under that length without overflowing the stack', async () => {
    const res = await preview(`Deep ${nested(2800)}? {=a ~b}`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.previewQuestionImport.questions).toEqual([{ questionText: 'Deep ...?' }]);
  });

  it('refuses HTML flash cards nested 100,000 deep row by row, and XML nested as deep as a whole', async () => {
    const cards = await upload<{ previewCourseQuestionImport: { skipped: { reason: string }[] } }>(t, PREVIEW_CARDS, { format: 'TSV', category: 'Terms' }, `#html:true\n${nested(100_000)}\tdefinition`);
    expect(cards.data!.previewCourseQuestionImport.skipped).toEqual([{ line: 2, reason: LIMIT_MESSAGES.cardTooLong }]);
    const deepXml = `<quiz>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</quiz>`;
    expect(await refusedWith(preview(deepXml, 'MOODLE_XML'))).toEqual({ code: 'BAD_USER_INPUT', message: 'This file could not be read as XML: Maximum nested tags exceeded', bugs: [] });
  });

  it.each([
    ['an external entity (XXE)', quizXml('&xxe;', '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')],
    [
      'entities expanding into each other (billion laughs)',
      quizXml('&lol9;', `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY lol0 "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('')}]>`),
    ],
  ])('refuses XML with %s', async (_, xml) => {
    expect(await refusedWith(preview(xml, 'MOODLE_XML'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This file declares a DOCTYPE or entities, which a Moodle XML question file never has',
      bugs: [],
    });
  });
});

describe('the time limit', () => {
  let hurried: TestApp;
  beforeAll(async () => {
    hurried = await startTestApp({ importTimeoutMs: 30 });
  });
  afterAll(() => hurried.close());

  it('stops reading a file past it and tells the tutor to split it', async () => {
    const token = (await hurried.signIn(Role.TUTOR)).token;
    const started = Date.now();
    const res = await preview(slowGift, 'GIFT', hurried, token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('The file took too long to read; split it into smaller files');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
