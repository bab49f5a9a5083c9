import type { Readable } from 'node:stream';
import { AppError } from '../../shared/errors';
import { sizeMessage } from './file-types';

// A file as any transport hands it over: the shape of graphql-upload-minimal's
// FileUpload, which a REST multipart parser can produce just as well.
export type FileInput = {
  filename: string;
  mimetype?: string;
  createReadStream(): Readable;
};

// Multipart uploads arrive as promises that resolve when their part begins. A REST form
// cannot say in advance which files it carries: its promise resolves to null when the
// body ends without that part (the file was not sent).
export type FileArg = FileInput | Promise<FileInput | null> | null | undefined;

export const hasFile = (arg: FileArg): arg is FileInput | Promise<FileInput> => arg !== null && arg !== undefined;

/**
 * Reads and throws away a file nobody will store, so the request that carries it can
 * finish (a multipart parser waits until each file part has been read). Never throws.
 */
export function discardUpload(arg: FileArg): void {
  if (!hasFile(arg)) return;
  Promise.resolve(arg)
    .then((file) => {
      if (!file) return;
      const stream = file.createReadStream();
      stream.on('error', () => undefined);
      stream.resume();
    })
    // Already consumed (graphql-upload-minimal allows one stream per file) or never arrived.
    .catch(() => undefined);
}

/**
 * A small text file read whole into memory (an import, never stored): at most `maxBytes`, UTF-8
 * with or without a byte-order mark. Too large is 413 and not UTF-8 is 400, each with a message
 * naming the limit; the rest of a refused file is drained so the request can finish.
 */
export async function readUploadText(arg: FileArg, { maxBytes, label }: { maxBytes: number; label: string }): Promise<string> {
  if (!hasFile(arg)) throw new AppError('BAD_USER_INPUT', `Please choose ${label.toLowerCase()}`);
  let file: FileInput | null;
  try {
    file = await arg;
  } catch {
    throw new AppError('BAD_USER_INPUT', `${label} could not be read`);
  }
  if (!file) throw new AppError('BAD_USER_INPUT', `Please choose ${label.toLowerCase()}`);
  const stream = file.createReadStream();
  const pieces: Buffer[] = [];
  let size = 0;
  try {
    for await (const piece of stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer | string>) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
      size += bytes.length;
      if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', sizeMessage(label, maxBytes));
      pieces.push(bytes);
    }
  } catch (error) {
    stream.on('error', () => undefined);
    stream.resume();
    if (error instanceof AppError) throw error;
    const status = (error as { status?: unknown })?.status;
    throw status === 413 ? new AppError('PAYLOAD_TOO_LARGE', sizeMessage(label, maxBytes)) : new AppError('BAD_USER_INPUT', `${label} could not be read`);
  }
  if ((stream as { truncated?: unknown }).truncated === true) throw new AppError('PAYLOAD_TOO_LARGE', sizeMessage(label, maxBytes));
  const text = utf8Text(Buffer.concat(pieces));
  if (text === null) throw new AppError('BAD_USER_INPUT', `${label} must be UTF-8 text`);
  return text;
}

/**
 * The bytes as text, without a leading byte-order mark; null when they are not UTF-8 (`fatal`: no
 * replacement characters) or hold a NUL byte, which no text file has and PostgreSQL cannot store.
 */
function utf8Text(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}
