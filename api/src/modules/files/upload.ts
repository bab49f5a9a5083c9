import type { Readable } from 'node:stream';

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
