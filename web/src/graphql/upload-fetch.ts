// A fetch for the upload link that can report upload progress, which fetch itself cannot.
// An operation asks for progress through its context:
//   mutate({ variables, context: { fetchOptions: { onUploadProgress } } })
// The upload link hands context.fetchOptions to this function as the fetch init. Requests without
// a progress callback go through the ordinary fetch.

export type UploadProgress = {
  loaded: number;
  // 0 when the browser cannot tell the size.
  total: number;
  // Whole percent 0-100, or null when the total is unknown.
  percent: number | null;
};

export type UploadProgressHandler = (progress: UploadProgress) => void;

export type UploadFetchInit = RequestInit & { onUploadProgress?: UploadProgressHandler };

// Statuses whose response may not carry a body (the Response constructor refuses one).
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

export const toUploadProgress = (loaded: number, total: number, lengthComputable: boolean): UploadProgress => {
  const known = lengthComputable && total > 0;
  return {
    loaded,
    total: known ? total : 0,
    percent: known ? Math.min(100, Math.round((loaded / total) * 100)) : null,
  };
};

// "name: value" lines of XMLHttpRequest.getAllResponseHeaders().
export const parseResponseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(":");
    if (separator <= 0) continue;
    headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
};

const urlOf = (input: RequestInfo | URL): string => {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.href;
  return input.url;
};

const abortError = (): Error => new DOMException("The upload was aborted.", "AbortError");

const sendWithProgress = (url: string, init: RequestInit, onUploadProgress: UploadProgressHandler): Promise<Response> =>
  new Promise<Response>((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? "GET", url, true);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.withCredentials = init.credentials === "include";
    xhr.responseType = "text";

    const onAbort = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener("abort", onAbort);
    signal?.addEventListener("abort", onAbort, { once: true });

    xhr.upload.onprogress = (event) => onUploadProgress(toUploadProgress(event.loaded, event.total, event.lengthComputable));
    xhr.onload = () => {
      cleanUp();
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      try {
        resolve(
          new Response(body, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      } catch {
        // A status a Response cannot have (0 and the like): the request did not really complete.
        reject(new TypeError("Network request failed"));
      }
    };
    // Same as fetch: a failure to reach the server is a TypeError.
    xhr.onerror = () => {
      cleanUp();
      reject(new TypeError("Network request failed"));
    };
    xhr.ontimeout = () => {
      cleanUp();
      reject(new TypeError("Network request timed out"));
    };
    xhr.onabort = () => {
      cleanUp();
      reject(abortError());
    };
    // XMLHttpRequest sends FormData, strings and Blobs as they are; no streams reach here.
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });

export const uploadFetch: typeof fetch = (input, init) => {
  const { onUploadProgress, ...rest }: UploadFetchInit = init ?? {};
  if (!onUploadProgress) return fetch(input, rest);
  return sendWithProgress(urlOf(input), rest, onUploadProgress);
};
