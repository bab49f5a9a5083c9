// Streams a CSV download from the API (fetch with the session's token), counting what arrives, and
// saves it as a file once the body is complete.

export type DownloadProgress = { bytes: number; rows: number };
export type DownloadedCsv = { blob: Blob; filename: string; bytes: number; rows: number };

const LF = 0x0a;
const QUOTE = 0x22;

/**
 * Counts the CSV's records as its bytes arrive, chunk by chunk: a line feed outside a quoted cell
 * ends one (RFC 4180: a quoted cell may hold line breaks, and a doubled quote inside it toggles
 * twice, so the state stays right). `rows` leaves out the header line.
 */
const csvRecordCounter = () => {
  let quoted = false;
  let records = 0;
  return {
    add(chunk: Uint8Array): number {
      for (const byte of chunk) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF && !quoted) records += 1;
      }
      return Math.max(0, records - 1);
    },
  };
};

/** "gradebook.csv" from `attachment; filename="gradebook.csv"`; `fallback` without one. */
const filenameOf = (disposition: string | null, fallback: string): string => {
  const match = disposition?.match(/filename="([^"]+)"/) ?? disposition?.match(/filename=([^;]+)/);
  return match?.[1]?.trim() || fallback;
};

/** "512 B", "12.3 kB", "4.1 MB". */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
};

// The server's reason for a refusal (its JSON error body), else the status.
const refusalOf = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON: the status says it.
  }
  return `The server answered ${response.status}`;
};

/**
 * GETs `url` with `Authorization: Bearer <token>` and reads its body as a stream, reporting the
 * bytes and CSV rows received after each chunk. Resolves only once the body has ended: a refusal,
 * a network failure or a download cut short rejects (nothing is saved then).
 */
export const fetchCsv = async (
  url: string,
  token: string | null,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedCsv> => {
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: "no-store" });
  if (!response.ok) throw new Error(await refusalOf(response));
  const filename = filenameOf(response.headers.get("content-disposition"), fallbackName);
  const counter = csvRecordCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let rows = 0;
  if (!response.body) throw new Error("The download has no body");
  const reader = response.body.getReader();
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array<ArrayBuffer>>;
    try {
      chunk = await reader.read();
    } catch {
      throw new Error("The download was cut short: nothing was saved");
    }
    const { done, value } = chunk;
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    rows = counter.add(value);
    onProgress({ bytes, rows });
  }
  return { blob: new Blob(chunks, { type: "text/csv;charset=utf-8" }), filename, bytes, rows };
};
