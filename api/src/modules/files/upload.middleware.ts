import type { RequestHandler } from 'express';
import { graphqlUploadExpress, Upload } from 'graphql-upload-minimal';
import { AppError } from '../../shared/errors';
import { MAX_UPLOAD_BYTES } from './file-types';
import { discardUpload } from './upload';
import { type UploadLimits, uploadGate } from './upload-gate';

// A paper's PDF and its cover image.
const MAX_FILES = 2;

function* uploadsIn(value: unknown, depth = 0): Generator<Upload> {
  if (value instanceof Upload) yield value;
  else if (value && typeof value === 'object' && depth < 8) {
    for (const child of Object.values(value)) yield* uploadsIn(child, depth + 1);
  }
}

// The parser's own errors (HttpError with a status), in our error model.
function toAppError(error: unknown): unknown {
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  if (status === 413) {
    return new AppError('PAYLOAD_TOO_LARGE', /max file uploads/.test(message ?? '') ? `At most ${MAX_FILES} files can be uploaded at once` : 'The request is too large');
  }
  if (status === 499) return new AppError('BAD_USER_INPUT', 'The upload was interrupted');
  if (status !== undefined && status >= 400 && status < 500) return new AppError('BAD_USER_INPUT', message ?? 'The upload could not be read');
  return error;
}

// The operation and its variables beside the files (the parser's own field limit is 1 MB).
const MAX_FIELDS_BYTES = 1024 * 1024;

/**
 * GraphQL multipart requests (file uploads) on /graphql, with bounded file size and count
 * (the library's defaults are unlimited). The whole body is read first (uploadGate: bounded, paced,
 * a few at once), then parsed from memory, so the resolver that stores a file never holds its
 * transaction open while a client sends; counted in `limits` with the REST forms' uploads. Mount
 * after authentication and before express.json; other requests pass through.
 */
export function graphqlUploads(limits: UploadLimits): RequestHandler[] {
  const gate = uploadGate(limits, { maxBytes: MAX_FILES * (MAX_UPLOAD_BYTES + 1) + MAX_FIELDS_BYTES });
  // busboy flags a file that reaches its limit as cut off, so the limit is one byte over
  // the largest allowed file: the service then refuses anything bigger with its own message.
  // "gcf": the library's mode for a body already read, parsed from req.rawBody.
  const parse = graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES + 1, maxFiles: MAX_FILES, environment: 'gcf' });
  const parseBuffered: RequestHandler = (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    // Files nobody read (refused by CSRF prevention, auth or validation) are drained once the
    // answer is sent; otherwise the parser would wait on them and the client's upload stall.
    res.once('finish', () => {
      for (const upload of uploadsIn(req.body)) discardUpload(upload.promise);
    });
    parse(req, res, (error?: unknown) => next(error === undefined ? undefined : toAppError(error)));
  };
  return [gate, parseBuffered];
}
