import { waitFor } from "@testing-library/react";
import { FakeXhr, installFakeXhr } from "../test/fake-xhr";
import { AdminDeletePaperDocument } from "./__generated__/graphql";
import { createApolloClient } from "./client";
import { parseResponseHeaders, toUploadProgress, uploadFetch, type UploadProgress } from "./upload-fetch";

let restoreXhr: () => void;
const realFetch = globalThis.fetch;

beforeEach(() => {
  restoreXhr = installFakeXhr();
});

afterEach(() => {
  restoreXhr();
  globalThis.fetch = realFetch;
});

const lastXhr = () => FakeXhr.last();

const progressInit = (onUploadProgress: (progress: UploadProgress) => void, init: RequestInit = {}) =>
  ({ method: "POST", ...init, onUploadProgress }) as RequestInit;

describe("uploadFetch", () => {
  it("sends through XMLHttpRequest and reports upload progress", async () => {
    const seen: UploadProgress[] = [];
    const form = new FormData();
    form.append("operations", "{}");
    const pending = uploadFetch(
      "/graphql",
      progressInit((progress) => seen.push(progress), {
        body: form,
        headers: { "Apollo-Require-Preflight": "true", accept: "application/json" },
      }),
    );

    const xhr = lastXhr();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/graphql");
    expect(xhr.async).toBe(true);
    expect(xhr.body).toBe(form);
    expect(xhr.requestHeaders).toEqual({ "apollo-require-preflight": "true", accept: "application/json" });
    expect(xhr.withCredentials).toBe(false);

    xhr.progress(0, 2000);
    xhr.progress(500, 2000);
    xhr.progress(2000, 2000);
    xhr.respond(200, '{"data":{"ok":true}}', "Content-Type: application/json\r\nX-Request-Id: abc\r\n");

    const response = await pending;
    expect(seen.map((progress) => progress.percent)).toEqual([0, 25, 100]);
    expect(seen[1]).toEqual({ loaded: 500, total: 2000, percent: 25 });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-request-id")).toBe("abc");
    await expect(response.json()).resolves.toEqual({ data: { ok: true } });
  });

  it("passes error statuses on as responses, like fetch", async () => {
    const pending = uploadFetch("/graphql", progressInit(() => undefined));
    lastXhr().respond(413, '{"errors":[{"message":"Too large"}]}');
    const response = await pending;
    expect(response.status).toBe(413);
    expect(response.ok).toBe(false);
    await expect(response.text()).resolves.toBe('{"errors":[{"message":"Too large"}]}');
  });

  it("reports an unknown total with a null percent", async () => {
    const seen: UploadProgress[] = [];
    const pending = uploadFetch(new URL("http://localhost/graphql"), progressInit((progress) => seen.push(progress)));
    const xhr = lastXhr();
    expect(xhr.url).toBe("http://localhost/graphql");
    xhr.progress(300, 0, false);
    xhr.respond(200, "{}");
    await pending;
    expect(seen).toEqual([{ loaded: 300, total: 0, percent: null }]);
  });

  it("sends cookies only when credentials are include", () => {
    void uploadFetch("/graphql", progressInit(() => undefined, { credentials: "include" }));
    expect(lastXhr().withCredentials).toBe(true);
  });

  it("rejects with a TypeError when the network fails", async () => {
    const pending = uploadFetch("/graphql", progressInit(() => undefined));
    lastXhr().onerror?.();
    await expect(pending).rejects.toThrow(TypeError);
  });

  it("aborts the request when the signal aborts", async () => {
    const controller = new AbortController();
    const pending = uploadFetch("/graphql", progressInit(() => undefined, { signal: controller.signal }));
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("does not send when the signal has already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFetch("/graphql", progressInit(() => undefined, { signal: controller.signal }))).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("uses the ordinary fetch, without the callback, when no progress is asked for", async () => {
    const fetchSpy = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(new Response("{}"));
    globalThis.fetch = fetchSpy;
    await uploadFetch("/graphql", { method: "POST", body: "{}" });
    expect(fetchSpy).toHaveBeenCalledWith("/graphql", { method: "POST", body: "{}" });
    expect(FakeXhr.instances).toHaveLength(0);
  });
});

describe("toUploadProgress", () => {
  it("rounds to whole percent and never passes 100", () => {
    expect(toUploadProgress(1, 3, true).percent).toBe(33);
    expect(toUploadProgress(5000, 4000, true).percent).toBe(100);
    expect(toUploadProgress(10, 0, true).percent).toBeNull();
  });
});

describe("parseResponseHeaders", () => {
  it("reads name: value lines and keeps colons in values", () => {
    const headers = parseResponseHeaders("content-type: application/json\r\ndate: Mon, 01 Jan 2024 10:00:00 GMT\r\n");
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("date")).toBe("Mon, 01 Jan 2024 10:00:00 GMT");
  });
});

describe("the Apollo client's upload link", () => {
  it("hands an operation's onUploadProgress to uploadFetch and the answer back to the operation", async () => {
    const seen: Array<number | null> = [];
    const client = createApolloClient();
    const pending = client.mutate({
      mutation: AdminDeletePaperDocument,
      variables: { id: "p1" },
      context: { fetchOptions: { onUploadProgress: (progress: UploadProgress) => seen.push(progress.percent) } },
    });

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = lastXhr();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/graphql");
    expect(xhr.requestHeaders["apollo-require-preflight"]).toBe("true");
    xhr.progress(40, 80);
    xhr.respond(200, JSON.stringify({ data: { deletePaper: "p1" } }));

    await expect(pending).resolves.toMatchObject({ data: { deletePaper: "p1" } });
    expect(seen).toEqual([50]);
  });
});
