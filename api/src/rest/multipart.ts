import { PassThrough, type Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import type { FileArg, FileInput } from '../modules/files/upload';
import { AppError } from '../shared/errors';

// Text fields are short (a title, a description); anything longer is not a form of ours.
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

export const NOT_MULTIPART = 'The request must be multipart/form-data';
export const NOT_FORM_OR_JSON = 'The request must be multipart/form-data or JSON';
export const FIELDS_FIRST = 'Send the text fields before the files';

export type MultipartOptions = {
  // The file fields the route takes, e.g. ['pdf', 'image']; any other file is refused.
  files: readonly string[];
  // The largest file any of them may be; the services check each kind's own limit.
  maxFileBytes: number;
};

export type MultipartForm = {
  fields: Record<string, string>;
  // A file already arriving, a promise of one still to come (null if the body ends
  // without it), or undefined when the body ended without it.
  files: Record<string, FileArg>;
};

export type FormOrJson = { fields: Record<string, unknown>; files: Record<string, FileArg> };

const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);
const unsupported = (message: string) => new AppError('BAD_USER_INPUT', message, { reason: 'UNSUPPORTED_MEDIA_TYPE' });

export const isMultipart = (req: Request): boolean => req.is('multipart/form-data') === 'multipart/form-data';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may ever wait for it (the request was refused first): not an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * The parser's file stream seen through a PassThrough whose end is held back until the
 * whole body has been read: a consumer that stores the file only finishes (and commits)
 * once the form is known to be complete and well formed, and is handed the form's error
 * (destroy) otherwise. The bytes still flow as they arrive; nothing is buffered whole.
 */
function relay(source: Readable): PassThrough {
  const pass = new PassThrough();
  // The form's error reaches whoever reads the file; one nobody reads must not crash the process.
  pass.on('error', () => undefined);
  source.on('data', (chunk: Buffer) => {
    if (!pass.destroyed && !pass.write(chunk)) source.pause();
  });
  pass.on('drain', () => source.resume());
  // Given up by its reader: the rest of the part is read and thrown away.
  pass.on('close', () => source.resume());
  // busboy cut the file at its size limit: said the same way busboy says it.
  source.on('limit', () => {
    (pass as PassThrough & { truncated?: boolean }).truncated = true;
    pass.emit('limit');
  });
  source.on('error', (error) => pass.destroy(error));
  return pass;
}

/**
 * Starts reading a multipart/form-data body and resolves once its text fields are in:
 * at the first file part, or at the end of the body. Files are never buffered: each one
 * streams to whoever calls its `createReadStream()`, and a file that nobody reads is
 * drained once the response has been sent, so the client is never left hanging.
 * Text fields must come before the files (as browsers' FormData sends them in order).
 * A file part without a file name is a file input left empty (browsers send
 * `filename=""` and no bytes): no file.
 */
export function readMultipart(req: Request, res: Response, options: MultipartOptions): Promise<MultipartForm> {
  if (!isMultipart(req)) return Promise.reject(unsupported(NOT_MULTIPART));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // One byte over the largest file, so that busboy's cut-off is never mistaken for a
      // file of exactly the limit: the service refuses anything bigger with its own message.
      limits: { fileSize: options.maxFileBytes + 1, files: options.files.length, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    // No boundary, or a charset busboy does not know.
    return Promise.reject(badInput('The multipart body could not be read'));
  }

  return new Promise<MultipartForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const slots = new Map(options.files.map((name) => [name, { pending: deferred<FileInput | null>(), file: undefined as FileInput | undefined }]));
    const relays: PassThrough[] = [];
    let handedOver = false;
    let ended = false;
    let failure: AppError | undefined;
    let answered = false;

    const handOver = () => {
      if (handedOver) return;
      handedOver = true;
      const files: Record<string, FileArg> = {};
      for (const [name, slot] of slots) files[name] = slot.file ?? (ended ? undefined : slot.pending.promise);
      resolve({ fields, files });
    };

    const fail = (error: AppError) => {
      if (failure || ended) return;
      failure = error;
      if (!handedOver) {
        handedOver = true;
        reject(error);
      }
      for (const slot of slots.values()) if (!slot.file) slot.pending.reject(error);
      for (const pass of relays) pass.destroy(error);
    };

    const drain = (stream: Readable) => {
      stream.on('error', () => undefined);
      stream.resume();
    };

    // Once answered, whatever is left of the body is read and thrown away.
    res.once('close', () => {
      answered = true;
      relays.forEach(drain);
    });

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(tooLarge(`The field ${name} is too long`));
      if (handedOver) return fail(badInput(FIELDS_FIRST));
      fields[name] = value;
    });

    parser.on('file', (name, stream, info) => {
      const slot = slots.get(name);
      if (failure || answered || !info.filename) return drain(stream);
      if (!slot) {
        drain(stream);
        return fail(badInput(`Unexpected file field "${name}": send ${options.files.join(' or ')}`));
      }
      if (slot.file) {
        drain(stream);
        return fail(badInput(`Only one file can be sent as ${name}`));
      }
      const pass = relay(stream);
      relays.push(pass);
      slot.file = { filename: info.filename, mimetype: info.mimeType, createReadStream: () => pass };
      slot.pending.resolve(slot.file);
      handOver();
    });

    parser.on('filesLimit', () => fail(tooLarge(`At most ${options.files.length} files can be uploaded at once`)));
    parser.on('fieldsLimit', () => fail(tooLarge('The form has too many fields')));

    let interrupted = false;
    parser.on('error', () => {
      fail(badInput(interrupted ? 'The upload was interrupted' : 'The multipart body could not be read'));
      // Read the rest of the body so the answer can still be sent.
      req.unpipe(parser);
      req.resume();
    });

    // Every part has been read (busboy waits for each file's stream to be consumed).
    parser.on('finish', () => {
      if (failure) return;
      ended = true;
      for (const slot of slots.values()) if (!slot.file) slot.pending.resolve(null);
      for (const pass of relays) pass.end();
      handOver();
    });

    // The client went away mid-body: whoever is storing a file gets an error and rolls back.
    req.once('close', () => {
      if (req.complete) return;
      interrupted = true;
      parser.destroy(new Error('The upload was interrupted'));
    });
    req.pipe(parser);
  });
}

/**
 * A body that may be a multipart form (with files) or JSON (without): for edits that
 * may or may not replace a file. No body at all reads as an empty JSON object.
 */
export async function readFormOrJson(req: Request, res: Response, options: MultipartOptions): Promise<FormOrJson> {
  if (isMultipart(req)) return readMultipart(req, res, options);
  const hasBody = req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0';
  if ((hasBody || req.headers['transfer-encoding'] !== undefined) && !req.is('application/json')) throw unsupported(NOT_FORM_OR_JSON);
  const body: unknown = req.body;
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { fields, files: {} };
}
