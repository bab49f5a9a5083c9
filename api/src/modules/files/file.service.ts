import { createHash } from 'node:crypto';
import { findById } from '../../db/find';
import { Readable } from 'node:stream';
import { type EntityManager, In } from 'typeorm';
import type { Deps } from '../../shared/deps';
import { AppError, type ErrorCode } from '../../shared/errors';
import { crashPoint } from '../../shared/crash-point';
import { FILE_RULES, type FileKind, SNIFF_BYTES, safeFilename, sizeMessage, sniffContentType } from './file-types';
import { StoredFile } from './stored-file.entity';
import { discardUpload, type FileArg, type FileInput, hasFile } from './upload';

// Bytes per file_chunks row: big enough for few round trips, small enough that
// an upload or a download never holds more than about one chunk in memory.
export const CHUNK_BYTES = 512 * 1024;

export const fileUrl = (id: string): string => `/files/${id}`;

// How a caller names the file in messages and field errors ("The cover image", "image").
export type StoreOptions = { label?: string; field?: string };
export type StoreRequest = StoreOptions & { upload: FileArg; kind: FileKind };

// A sibling upload of the same request failed: stop, its error is the one reported.
class Cancelled extends Error {}

type Failure = (code: Exclude<ErrorCode, 'RATE_LIMITED'>, message: string, reason?: string) => AppError;

export class FileService {
  private readonly files = this.deps.dataSource.getRepository(StoredFile);

  constructor(private readonly deps: Deps) {}

  /**
   * Checks and stores one upload inside the caller's transaction, chunk by chunk as it
   * streams in. The type comes from the first bytes; the size limit is enforced while
   * reading. On refusal the rest of the stream is drained and the error thrown, so
   * rolling back the caller's transaction leaves nothing stored.
   */
  async storeUpload(em: EntityManager, upload: FileArg, kind: FileKind, options: StoreOptions = {}): Promise<StoredFile> {
    const required = () => this.failure(kind, options)('BAD_USER_INPUT', `${this.label(kind, options)} is required`);
    if (!hasFile(upload)) throw required();
    await this.deps.publicReadChanges.changed(em, StoredFile);
    const stored = await this.store(em, upload, kind, options, () => false);
    if (!stored) throw required();
    return stored;
  }

  /**
   * Several uploads of one request (missing ones, or promises that resolve to null, give
   * null), handled as their parts
   * arrive, whatever their order in the body. When one is refused the others stop
   * storing and that first error is thrown.
   */
  async storeUploads(em: EntityManager, requests: readonly StoreRequest[]): Promise<(StoredFile | null)[]> {
    let failure: { error: unknown } | undefined;
    if (requests.some(({ upload }) => hasFile(upload))) await this.deps.publicReadChanges.changed(em, StoredFile);
    const settled = await Promise.allSettled(
      requests.map(async ({ upload, kind, ...options }) => {
        if (!hasFile(upload)) return null;
        try {
          return await this.store(em, upload, kind, options, () => failure !== undefined);
        } catch (error) {
          failure ??= { error };
          throw error;
        }
      }),
    );
    if (failure) throw failure.error;
    return settled.map((result) => (result.status === 'fulfilled' ? result.value : null));
  }

  /** The metadata of several files in one query; unknown ids are left out. */
  async findMany(ids: readonly string[]): Promise<StoredFile[]> {
    const unique = [...new Set(ids)];
    return unique.length ? this.files.findBy({ id: In(unique) }) : [];
  }

  async find(id: unknown): Promise<StoredFile> {
    return findById(this.files, id, 'File');
  }

  /** The file's metadata and a lazy stream of its bytes, read one chunk at a time. */
  async stream(id: unknown): Promise<{ file: StoredFile; body: Readable }> {
    const file = await this.find(id);
    return { file, body: this.open(file) };
  }

  /** The bytes of a file already found; nothing is read until the stream is. */
  open(file: StoredFile): Readable {
    // objectMode with highWaterMark 1: at most one chunk waits while the client reads.
    return Readable.from(this.chunks(file), { objectMode: true, highWaterMark: 1 });
  }

  /** Deletes files (their chunks cascade) in the caller's transaction. */
  async remove(em: EntityManager, ids: readonly (string | null | undefined)[]): Promise<void> {
    const present = ids.filter((id): id is string => typeof id === 'string');
    if (!present.length) return;
    await this.deps.publicReadChanges.changed(em, StoredFile);
    await em.delete(StoredFile, { id: In(present) });
  }

  async count(): Promise<{ files: number; chunks: number }> {
    const [row] = await this.deps.dataSource.query<{ files: number; chunks: number }[]>(
      `SELECT (SELECT count(*)::int FROM stored_files) AS files, (SELECT count(*)::int FROM file_chunks) AS chunks`,
    );
    return row;
  }

  private async *chunks(file: StoredFile): AsyncGenerator<Buffer> {
    let sent = 0;
    for (let seq = 0; sent < file.size; seq++) {
      const rows = await this.deps.dataSource.query<{ data: Buffer }[]>(
        `SELECT data FROM file_chunks WHERE file_id = $1 AND seq = $2`,
        [file.id, seq],
      );
      // Deleted while being read: the response ends short and the client sees an error.
      if (!rows.length) throw new Error(`File ${file.id} has no chunk ${seq}`);
      sent += rows[0].data.length;
      yield rows[0].data;
    }
  }

  private label(kind: FileKind, options: StoreOptions): string {
    return options.label ?? FILE_RULES[kind].label;
  }

  private failure(kind: FileKind, options: StoreOptions): Failure {
    const field = options.field ?? kind;
    return (code, message, reason) => new AppError(code, message, { fieldErrors: { [field]: message }, ...(reason && { reason }) });
  }

  private async store(
    em: EntityManager,
    upload: FileInput | Promise<FileInput | null>,
    kind: FileKind,
    options: StoreOptions,
    cancelled: () => boolean,
  ): Promise<StoredFile | null> {
    const rule = FILE_RULES[kind];
    const label = this.label(kind, options);
    const fail = this.failure(kind, options);
    const tooLarge = () => fail('PAYLOAD_TOO_LARGE', sizeMessage(label, rule.maxBytes));
    // Errors of the transport (a part missing, a client gone, a parser limit).
    const unreadable = (error: unknown) => {
      // A transport that explains itself (an AppError, e.g. an interrupted upload) is passed on as it is.
      if (error instanceof AppError) return error;
      const status = (error as { status?: unknown })?.status;
      return status === 413 ? tooLarge() : fail('BAD_USER_INPUT', `${label} could not be read`);
    };

    let file: FileInput;
    let stream: Readable;
    try {
      const arrived = await upload;
      // The request ended without this part: nothing to store.
      if (arrived === null) return null;
      file = arrived;
      if (cancelled()) {
        discardUpload(file);
        throw new Cancelled();
      }
      stream = file.createReadStream();
    } catch (error) {
      throw error instanceof Cancelled ? error : unreadable(error);
    }

    // busboy (behind graphql-upload-minimal) cuts a file at its limit and says so with 'limit'.
    let truncated = false;
    const onLimit = () => (truncated = true);
    let streamError: unknown;
    const onError = (error: unknown) => (streamError = error);
    stream.on('limit', onLimit);
    stream.on('error', onError);

    const hash = createHash('sha256');
    let size = 0;
    let seq = 0;
    // One buffer per upload, filled and written over and over: no allocation per chunk.
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let filled = 0;
    let stored: StoredFile | undefined;

    const begin = async (): Promise<StoredFile> => {
      const type = sniffContentType(chunk.subarray(0, Math.min(filled, SNIFF_BYTES)));
      if (!type || !(rule.accepts as readonly string[]).includes(type)) {
        throw fail('BAD_USER_INPUT', rule.typeMessage(label), 'UNSUPPORTED_MEDIA_TYPE');
      }
      const filename = safeFilename(file.filename, type);
      // Size and hash are filled in once the last byte is in.
      const [row] = await em.query<{ id: string; created_at: Date }[]>(
        `INSERT INTO stored_files (filename, content_type, size, sha256) VALUES ($1, $2, 0, '') RETURNING id, created_at`,
        [filename, type],
      );
      return Object.assign(new StoredFile(), { id: row.id, filename, contentType: type, size: 0, sha256: '', createdAt: row.created_at });
    };
    // Awaited before the buffer is refilled, so the driver has sent these bytes by then.
    const writeChunk = async (target: StoredFile) => {
      await em.query(`INSERT INTO file_chunks (file_id, seq, data) VALUES ($1, $2, $3)`, [target.id, seq++, chunk.subarray(0, filled)]);
      filled = 0;
      await crashPoint('files.chunk-written');
    };

    try {
      // destroyOnReturn: false: a refused file is drained below, not destroyed, since a
      // destroyed part would stall the multipart parser and with it the request.
      for await (const piece of stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer | string>) {
        if (cancelled()) throw new Cancelled();
        const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
        size += bytes.length;
        if (size > rule.maxBytes) throw tooLarge();
        hash.update(bytes);
        for (let offset = 0; offset < bytes.length; ) {
          const copied = bytes.copy(chunk, filled, offset);
          filled += copied;
          offset += copied;
          // The type is known from the first bytes, before anything is written.
          if (filled < SNIFF_BYTES) continue;
          stored ??= await begin();
          if (filled === CHUNK_BYTES) await writeChunk(stored);
        }
      }
      if (truncated || (stream as { truncated?: unknown }).truncated === true) throw tooLarge();
      stored ??= await begin();
      if (filled > 0) await writeChunk(stored);
      stored.size = size;
      stored.sha256 = hash.digest('hex');
      await em.query(`UPDATE stored_files SET size = $2, sha256 = $3 WHERE id = $1`, [stored.id, stored.size, stored.sha256]);
      return stored;
    } catch (error) {
      stream.resume();
      if (streamError !== undefined && error === streamError) throw unreadable(error);
      throw error;
    } finally {
      stream.off('limit', onLimit);
    }
  }
}
