import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { startTestApp, type TestApp } from '../../../test/helpers/app';
import { PNG_1X1 } from '../../../test/helpers/uploads';
import { AppError } from '../../shared/errors';
import { MB } from './file-types';
import { CHUNK_BYTES } from './file.service';
import type { FileInput } from './upload';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PIECE = 64 * 1024;

/** A PDF of `total` bytes produced on demand, 64 KB per read, reporting each read. */
function lazyPdf(total: number, onRead: (pulled: number) => void = () => undefined) {
  const state = { pulled: 0 };
  const stream = new Readable({
    read() {
      onRead(state.pulled);
      if (state.pulled >= total) return void this.push(null);
      const piece = Buffer.alloc(Math.min(PIECE, total - state.pulled), 0x20);
      if (state.pulled === 0) piece.write('%PDF-1.4\n', 'latin1');
      state.pulled += piece.length;
      this.push(piece);
    },
  });
  return { stream, state };
}

const input = (stream: Readable, filename = 'paper.pdf'): FileInput => ({ filename, mimetype: 'application/pdf', createReadStream: () => stream });
const chunkInserts = () => t.db.queries.filter((sql) => sql.startsWith('INSERT INTO file_chunks')).length;
const failure = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
};

describe('FileService', () => {
  it('stores a file in chunks and streams the same bytes back, one chunk per query', async () => {
    const before = await t.services.files.count();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.5\n'), randomBytes(Math.round(2.6 * CHUNK_BYTES))]);
    const file = await t.db.dataSource.transaction((em) => t.services.files.storeUpload(em, input(Readable.from([bytes])), 'pdf'));
    expect(file).toMatchObject({ contentType: 'application/pdf', size: bytes.length, filename: 'paper.pdf' });
    expect(await t.services.files.count()).toEqual({ files: before.files + 1, chunks: before.chunks + 3 });

    const queriesBefore = t.db.queries.length;
    const { body } = await t.services.files.stream(file.id);
    const parts: Buffer[] = [];
    for await (const part of body) parts.push(part as Buffer);
    expect(Buffer.concat(parts).equals(bytes)).toBe(true);
    const reads = t.db.queries.slice(queriesBefore).filter((sql) => sql.includes('FROM file_chunks'));
    expect(reads).toHaveLength(3);

    await t.db.dataSource.transaction((em) => t.services.files.remove(em, [file.id]));
    expect(await t.services.files.count()).toEqual(before);
  });

  it('writes a 21 MB upload chunk by chunk as it arrives, cuts it off at 20 MB and stores nothing', async () => {
    const before = await t.services.files.count();
    const samples: { pulled: number; inserts: number }[] = [];
    const insertsBefore = chunkInserts();
    const { stream, state } = lazyPdf(21 * MB, (pulled) => samples.push({ pulled, inserts: chunkInserts() - insertsBefore }));

    const error = await failure(t.db.dataSource.transaction((em) => t.services.files.storeUpload(em, input(stream), 'pdf')));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The PDF file must be at most 20 MB' });

    // Streamed, not buffered: by the time any byte offset was asked for, nearly all
    // the chunks before it were already written to the database.
    for (const { pulled, inserts } of samples) expect(inserts).toBeGreaterThanOrEqual(Math.floor(pulled / CHUNK_BYTES) - 2);
    // Cut off at the limit: no chunk past 20 MB was written.
    expect(chunkInserts() - insertsBefore).toBeLessThanOrEqual(Math.ceil((20 * MB) / CHUNK_BYTES));
    expect(await t.services.files.count()).toEqual(before);
    // The rest was drained, not left hanging, so a request carrying it can finish.
    await finished(stream);
    expect(state.pulled).toBe(21 * MB);
  });

  it('accepts a file of exactly the limit', async () => {
    const { stream } = lazyPdf(20 * MB);
    const file = await t.db.dataSource.transaction((em) => t.services.files.storeUpload(em, input(stream), 'pdf'));
    expect(file.size).toBe(20 * MB);
    await t.db.dataSource.transaction((em) => t.services.files.remove(em, [file.id]));
  });

  // busboy pushes what fits, then emits 'limit' and marks the stream `truncated`.
  it.each([
    ['its "limit" event', (stream: Readable) => stream.emit('limit')],
    ['its `truncated` flag', (stream: Readable) => Object.assign(stream, { truncated: true })],
  ])('treats a file cut off by the multipart parser (%s) as too large', async (_how, cutOff) => {
    const before = await t.services.files.count();
    let reads = 0;
    const stream: Readable = new Readable({
      read() {
        reads += 1;
        if (reads === 1) return void this.push(Buffer.from('%PDF-1.4\n% the first 20 MB'));
        cutOff(stream);
        this.push(null);
      },
    });
    const error = await failure(t.db.dataSource.transaction((em) => t.services.files.storeUpload(em, input(stream), 'pdf')));
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', fieldErrors: { pdf: 'The PDF file must be at most 20 MB' } });
    expect(await t.services.files.count()).toEqual(before);
  });

  it('refuses a type by its content before storing anything, and names the field', async () => {
    const before = chunkInserts();
    const error = await failure(
      t.db.dataSource.transaction((em) =>
        t.services.files.storeUpload(em, input(Readable.from([Buffer.from('GIF89a but really text')]), 'x.png'), 'pdf', { field: 'document' }),
      ),
    );
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_MEDIA_TYPE', fieldErrors: { document: 'The PDF file must be a PDF document' } });
    expect(chunkInserts()).toBe(before);
  });

  it('turns a transport failure (a part that never came) into a readable error', async () => {
    const missing = Promise.reject(Object.assign(new Error('File missing in the request.'), { status: 400, expose: true }));
    const error = await failure(t.db.dataSource.transaction((em) => t.services.files.storeUpload(em, missing, 'image', { label: 'The cover image' })));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The cover image could not be read' });
  });

  describe('storeUploads', () => {
    it('takes the files in the order their parts arrive, whatever the order asked', async () => {
      // As in a body where the image part comes first: the PDF's part only begins
      // once the image has been read to its end.
      const image = Readable.from([PNG_1X1]);
      let arrivePdf!: (file: FileInput) => void;
      const pdf = new Promise<FileInput>((resolve) => (arrivePdf = resolve));
      image.once('end', () => arrivePdf(input(lazyPdf(3 * CHUNK_BYTES).stream)));

      const [storedPdf, storedImage, none] = await t.db.dataSource.transaction((em) =>
        t.services.files.storeUploads(em, [
          { upload: pdf, kind: 'pdf' },
          { upload: { filename: 'cover.png', createReadStream: () => image }, kind: 'image' },
          { upload: null, kind: 'image' },
        ]),
      );
      expect(storedPdf).toMatchObject({ contentType: 'application/pdf', size: 3 * CHUNK_BYTES });
      expect(storedImage).toMatchObject({ contentType: 'image/png', filename: 'cover.png' });
      expect(none).toBeNull();
      await t.db.dataSource.transaction((em) => t.services.files.remove(em, [storedPdf!.id, storedImage!.id]));
    });

    it('stops the others when one is refused and reports that one', async () => {
      const before = await t.services.files.count();
      const big = lazyPdf(4 * CHUNK_BYTES);
      const error = await failure(
        t.db.dataSource.transaction((em) =>
          t.services.files.storeUploads(em, [
            { upload: { filename: 'x.png', createReadStream: () => Readable.from([Buffer.from('not an image')]) }, kind: 'image', label: 'The cover image' },
            { upload: new Promise<FileInput>((resolve) => setTimeout(() => resolve(input(big.stream)), 50)), kind: 'pdf' },
          ]),
        ),
      );
      expect(error).toMatchObject({ reason: 'UNSUPPORTED_MEDIA_TYPE', message: 'The cover image must be a PNG, JPEG, GIF or WebP image' });
      expect(await t.services.files.count()).toEqual(before);
      // The PDF that came later was read to its end and thrown away.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(big.state.pulled).toBe(4 * CHUNK_BYTES);
    });
  });
});
