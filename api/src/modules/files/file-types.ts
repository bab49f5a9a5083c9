// What may be stored, recognised by content (magic numbers), never by name or declared type.

export type FileKind = 'pdf' | 'image';

export const MB = 1024 * 1024;

export type ContentType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

type KindRule = {
  maxBytes: number;
  accepts: readonly ContentType[];
  // The default label in messages ("The PDF file must be ..."); callers may name it better.
  label: string;
  typeMessage: (label: string) => string;
};

export const FILE_RULES = {
  pdf: {
    maxBytes: 20 * MB,
    accepts: ['application/pdf'],
    label: 'The PDF file',
    typeMessage: (label) => `${label} must be a PDF document`,
  },
  image: {
    maxBytes: 5 * MB,
    accepts: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    label: 'The image',
    typeMessage: (label) => `${label} must be a PNG, JPEG, GIF or WebP image`,
  },
} as const satisfies Record<FileKind, KindRule>;

// The largest upload any kind accepts: the multipart parser's own cut-off.
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_RULES).map((rule) => rule.maxBytes));

export const sizeMessage = (label: string, maxBytes: number): string => `${label} must be at most ${maxBytes / MB} MB`;

// Enough leading bytes to tell every accepted type apart (WebP needs 12).
export const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, bytes: readonly number[], at = 0): boolean =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const SIGNATURES: readonly [ContentType, (head: Buffer) => boolean][] = [
  ['application/pdf', (head) => startsWith(head, ascii('%PDF-'))],
  ['image/png', (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/jpeg', (head) => startsWith(head, [0xff, 0xd8, 0xff])],
  ['image/gif', (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))],
  ['image/webp', (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)],
];

/** The type of a file from its first bytes, or undefined when it is none we accept. */
export function sniffContentType(head: Buffer): ContentType | undefined {
  return SIGNATURES.find(([, matches]) => matches(head))?.[0];
}

const EXTENSIONS: Record<ContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

const MAX_FILENAME = 200;

/**
 * A client's file name made safe to store and to send back in Content-Disposition:
 * no folders, no control characters, bounded, and ending in the extension of what
 * the content really is.
 */
export function safeFilename(name: unknown, type: ContentType): string {
  const extensions = EXTENSIONS[type];
  const base = (typeof name === 'string' ? name : '')
    // Everything up to the last slash or backslash goes (`s`: across line breaks too).
    .replace(/^.*[\\/]/s, '')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const stem = base || (type === 'application/pdf' ? 'document' : 'image');
  const hasExtension = extensions.some((ext) => stem.toLowerCase().endsWith(ext));
  const withExtension = hasExtension ? stem : `${stem}${extensions[0]}`;
  if (withExtension.length <= MAX_FILENAME) return withExtension;
  const ext = withExtension.slice(withExtension.lastIndexOf('.'));
  return withExtension.slice(0, MAX_FILENAME - ext.length) + ext;
}

/** `inline` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
