import request from 'supertest';
import type { RequestListener } from 'node:http';
import type { GraphQLResult } from './app';

// Real file bytes for upload tests.

const MINIMAL_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

export const pdfBytes = (): Buffer => Buffer.from(MINIMAL_PDF, 'latin1');

/** A PDF of exactly `size` bytes: the minimal document padded with spaces before %%EOF. */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from(MINIMAL_PDF.replace('%%EOF\n', ''), 'latin1');
  const tail = Buffer.from('%%EOF\n', 'latin1');
  const buffer = Buffer.alloc(size, 0x20);
  head.copy(buffer, 0);
  tail.copy(buffer, size - tail.length);
  return buffer;
}

// A valid 1x1 transparent PNG and a 1x1 GIF.
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A PNG of exactly `size` bytes (the 1x1 image followed by padding, which decoders ignore). */
export function pngOfSize(size: number): Buffer {
  const buffer = Buffer.alloc(size, 0);
  PNG_1X1.copy(buffer, 0);
  return buffer;
}

export type UploadPart = { path: string; buffer: Buffer; filename: string; contentType?: string };

/**
 * A GraphQL multipart request (graphql-multipart-request-spec): `operations`, `map`,
 * then each file, as apollo-upload-client sends it. `path` is e.g. "variables.pdf".
 */
export async function gqlUpload<T = Record<string, unknown>>(
  app: RequestListener,
  options: { query: string; variables?: Record<string, unknown>; files?: UploadPart[]; token?: string; preflight?: boolean },
): Promise<GraphQLResult<T>> {
  const files = options.files ?? [];
  const map = Object.fromEntries(files.map((file, i) => [String(i), [file.path]]));
  const req = request(app).post('/graphql');
  if (options.preflight !== false) req.set('Apollo-Require-Preflight', 'true');
  if (options.token) req.set('authorization', `Bearer ${options.token}`);
  req.field('operations', JSON.stringify({ query: options.query, variables: options.variables ?? {} }));
  req.field('map', JSON.stringify(map));
  for (const [i, file] of files.entries()) req.attach(String(i), file.buffer, { filename: file.filename, contentType: file.contentType ?? 'application/octet-stream' });
  const res = await req;
  return { status: res.status, data: res.body.data, errors: res.body.errors };
}
