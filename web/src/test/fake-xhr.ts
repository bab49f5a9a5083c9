// Just enough of XMLHttpRequest to drive graphql/upload-fetch.ts: the test plays the network.
// installFakeXhr() swaps it in for the global one and returns the restore function.

type ProgressListener = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = "";
  url = "";
  async: boolean | undefined;
  requestHeaders: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  responseType = "";
  status = 0;
  statusText = "";
  responseText = "";
  responseHeaders = "";
  aborted = false;
  upload: { onprogress: ProgressListener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error("No request was sent");
    return xhr;
  }

  open(method: string, url: string, async?: boolean) {
    this.method = method;
    this.url = url;
    this.async = async;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }

  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  // Test controls
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }

  respond(status: number, body: string, headers = "content-type: application/json\r\n") {
    this.status = status;
    this.statusText = status === 200 ? "OK" : "Error";
    this.responseText = body;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

export const installFakeXhr = (): (() => void) => {
  const real = globalThis.XMLHttpRequest;
  FakeXhr.instances = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = real;
  };
};
