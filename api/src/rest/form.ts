import { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import multer from 'multer';
import { FILE_RULES, type FileKind, sizeMessage } from '../modules/files/file-types';
import type { FileArg } from '../modules/files/upload';
import { bufferedBody } from '../modules/files/upload-gate';
import { AppError } from '../shared/errors';
import { containsNul, NUL_MESSAGE } from '../shared/request-input';

// Text fields are short (a title, a description); anything longer is not a form of ours.
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

export type FormOptions = {
  // The file fields the route takes, one file each, named as the kind they hold (['pdf', 'image']).
  files: readonly FileKind[];
};

type Form = { fields: Record<string, unknown>; files: Partial<Record<FileKind, FileArg>> };

const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);
const unsupported = (message: string) => new AppError('BAD_USER_INPUT', message, { reason: 'UNSUPPORTED_MEDIA_TYPE' });
const unreadable = () => badInput('The multipart body could not be read');

// multer's refusals in our error model, the one place that translates them.
type Refusal = (error: multer.MulterError, options: FormOptions) => AppError;
const REFUSALS = {
  // Past the largest kind's limit (a file just over it reaches the service, which words it itself):
  // said in the file rules' words. The field is one of the route's kinds (any other is refused first).
  LIMIT_FILE_SIZE: ({ field = '' }) => {
    const rule = FILE_RULES[field as FileKind];
    const message = sizeMessage(rule.label, rule.maxBytes);
    return new AppError('PAYLOAD_TOO_LARGE', message, { fieldErrors: { [field]: message } });
  },
  LIMIT_FILE_COUNT: (_, { files }) => tooLarge(`At most ${files.length} files can be uploaded at once`),
  LIMIT_FIELD_COUNT: () => tooLarge('The form has too many fields'),
  LIMIT_FIELD_VALUE: ({ field }) => tooLarge(`The field ${String(field)} is too long`),
  LIMIT_FIELD_KEY: () => tooLarge('A field name is too long'),
  LIMIT_PART_COUNT: () => tooLarge('The form has too many parts'),
  LIMIT_UNEXPECTED_FILE: ({ field = '' }, { files }) =>
    badInput((files as readonly string[]).includes(field) ? `Only one file can be sent as ${field}` : `Unexpected file field "${field}": send ${files.join(' or ')}`),
  MISSING_FIELD_NAME: unreadable,
} satisfies Record<multer.ErrorCode, Refusal>;

function toAppError(error: unknown, req: Request, options: FormOptions): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) return REFUSALS[error.code]?.(error, options) ?? unreadable();
  // The client went away mid-body; otherwise busboy could not parse it (no boundary, cut short).
  return req.readableAborted ? badInput('The upload was interrupted') : unreadable();
}

// One byte over the largest kind: a file just over its limit still reaches the service, which
// refuses it with its own message; multer cuts off anything bigger.
const maxFileBytes = (kinds: readonly FileKind[]): number => Math.max(...kinds.map((kind) => FILE_RULES[kind].maxBytes)) + 1;

const NOT_MULTIPART = 'The request must be multipart/form-data';
const NOT_FORM_OR_JSON = 'The request must be multipart/form-data or JSON';

// The most a form of ours can hold (every kind's largest file, every field at its longest, and
// room for the parts' headers): the upload gate reads no more than this before refusing.
export const MAX_FORM_BYTES = Object.values(FILE_RULES).reduce((sum, rule) => sum + rule.maxBytes + 1, 0) + MAX_FIELDS * MAX_FIELD_BYTES + 64 * 1024;

// busboy reads the body the upload gate has already read whole (multer's hook for a consumed
// body), never the socket: a slow client is the gate's to close, before the route opens anything.
type BufferedOptions = multer.Options & { streamHandler: (req: Request, busboy: NodeJS.WritableStream) => void };
const fromBuffer: BufferedOptions['streamHandler'] = (req, busboy) => {
  const body = bufferedBody(req);
  // A route that reads a form declares `form`, so RestApi gates it first; this is a wiring fault.
  if (!body) throw new Error(`${req.method} ${req.originalUrl}: a form read without the upload gate (declare the route's \`form\`)`);
  busboy.end(body);
};

const isMultipart = (req: Request): boolean => req.is('multipart/form-data') === 'multipart/form-data';

/**
 * Reads a whole multipart/form-data body, text fields and files in any order, files into memory
 * (at most the largest kind's limit each), through multer, from the body the upload gate read
 * (RestApi gates every route that declares a `form`). Nothing is stored until the body is complete
 * and well formed, so a refusal stores nothing. A file input left empty (browsers send
 * `filename=""`) is no file.
 */
export function readForm(req: Request, res: Response, options: FormOptions): Promise<Form> {
  if (!isMultipart(req)) return Promise.reject(unsupported(NOT_MULTIPART));
  const settings: BufferedOptions = {
    storage: multer.memoryStorage(),
    limits: { fileSize: maxFileBytes(options.files), files: options.files.length, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    defParamCharset: 'utf8',
    streamHandler: fromBuffer,
  };
  const parse = multer(settings).fields(options.files.map((name) => ({ name, maxCount: 1 })));
  return new Promise((resolve, reject) => {
    parse(req, res, (error?: unknown) => {
      if (error) return reject(toAppError(error, req, options));
      const parts = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
      const files: Form['files'] = {};
      for (const kind of options.files) {
        const file = parts[kind]?.[0];
        if (file) files[kind] = { filename: file.originalname, mimetype: file.mimetype, createReadStream: () => Readable.from(file.buffer) };
      }
      if (containsNul(req.body)) return reject(badInput(NUL_MESSAGE));
      resolve({ fields: { ...(req.body as Record<string, unknown>) }, files });
    });
  });
}

/**
 * A body that may be a multipart form (with files) or JSON (without): for edits that may or may
 * not replace a file. No body at all reads as an empty JSON object.
 */
export async function readFormOrJson(req: Request, res: Response, options: FormOptions): Promise<Form> {
  if (isMultipart(req)) return readForm(req, res, options);
  const hasBody = req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0';
  if ((hasBody || req.headers['transfer-encoding'] !== undefined) && !req.is('application/json')) throw unsupported(NOT_FORM_OR_JSON);
  const body: unknown = req.body;
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { fields, files: {} };
}
