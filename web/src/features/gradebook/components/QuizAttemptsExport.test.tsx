import { ApolloClient } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "../../../app/AppProviders";
import { storeUser } from "../../../auth/session-user";
import { toaster } from "../../../components/ui/toaster";
import { createCache } from "../../../graphql/cache";
import { axeViolations } from "../../../test/axe";
import { makeUser } from "../../../test/render";
import { QuizAttemptsExport } from "./QuizAttemptsExport";

jest.setTimeout(30_000);

// A CSV body the test writes into chunk by chunk: the button reads it as a stream.
const controlledStream = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const { ReadableStream: NodeReadableStream } = jest.requireActual<{ ReadableStream: typeof ReadableStream }>("node:stream/web");
  const stream = new NodeReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return { stream, write: (text: string) => controller.enqueue(encoder.encode(text)), close: () => controller.close() };
};

describe("QuizAttemptsExport", () => {
  const createObjectURL = jest.fn((_blob: Blob) => "blob:attempts");
  const saved: HTMLAnchorElement[] = [];
  let clickSpy: jest.SpyInstance;
  const fetchSpy = jest.fn();
  const realFetch = globalThis.fetch;

  let toast: jest.SpyInstance;
  beforeEach(() => {
    toast = jest.spyOn(toaster, "create");
    createObjectURL.mockClear();
    fetchSpy.mockReset();
    saved.length = 0;
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    clickSpy = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    globalThis.fetch = fetchSpy;
    storeUser(makeUser({ role: "tutor", token: "tutor-token" }));
  });
  afterEach(() => {
    toast.mockRestore();
    clickSpy.mockRestore();
    globalThis.fetch = realFetch;
  });

  const renderButton = () =>
    render(
      <AppProviders client={new ApolloClient({ cache: createCache(), link: new MockLink([]) })}>
        <QuizAttemptsExport quizId="quiz 1" />
      </AppProviders>,
    );

  it("streams the quiz's attempts with the session's token, counts the attempts arriving, and saves the file only once complete", async () => {
    const body = controlledStream();
    fetchSpy.mockResolvedValue({ ok: true, status: 200, headers: new Headers({ "content-disposition": 'attachment; filename="loops-attempts.csv"' }), body: body.stream });
    const { container } = renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Export attempts (CSV)" }));
    expect(fetchSpy).toHaveBeenCalledWith("/api/quizzes/quiz%201/attempts.csv", expect.objectContaining({ headers: { Authorization: "Bearer tutor-token" } }));

    body.write("\uFEFFLearner,Email,Attempt number\r\nAda,ada@example.com,1\r\n");
    const progress = await screen.findByRole("progressbar", { name: "Export progress" });
    await waitFor(() => expect(progress).toHaveAttribute("aria-valuetext", expect.stringMatching(/^Received 1 attempt \(\d+ B\)$/)));
    expect(screen.getByText(/Exporting the attempts: received 1 attempt/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exporting..." })).toHaveAttribute("aria-busy", "true");
    expect(await axeViolations(container)).toEqual([]);
    expect(saved).toEqual([]);
    expect(toast).not.toHaveBeenCalled();

    body.write("Ada,ada@example.com,2\r\n");
    body.close();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "success", title: "Attempts exported", description: "loops-attempts.csv: 2 attempts" })));
    expect(saved.map((link) => link.download)).toEqual(["loops-attempts.csv"]);
    expect(screen.getByRole("button", { name: "Export attempts (CSV)" })).toBeInTheDocument();
  });

  it("says the export failed with the server's reason, and saves nothing", async () => {
    fetchSpy.mockResolvedValue({ ok: false, status: 403, headers: new Headers(), json: async () => ({ message: "You can only export your own quizzes" }) });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Export attempts (CSV)" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: "error", title: "Failed to export the attempts", description: "You can only export your own quizzes" })),
    );
    expect(saved).toEqual([]);
  });
});
