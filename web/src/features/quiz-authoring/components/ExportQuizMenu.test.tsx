import { screen, waitFor, within } from "@testing-library/react";
import { ExportQuizDocument, TutorQuizzesDocument } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { makeQuiz, tutor, tutorQuizzesResult } from "../test-fixtures";

const route = "/manage-chapters/chapter-1/quizzes";
const listMock = {
  request: { query: TutorQuizzesDocument, variables: { chapterId: "chapter-1", first: 20 } },
  result: tutorQuizzesResult([makeQuiz({ id: "quiz-1", title: "Types basics" })]),
};
const exportRequest = (format: string) => ({ query: ExportQuizDocument, variables: { id: "quiz-1", format } });
const GIFT_TEXT = "::Q1:: Which type has exactly two values? {~string =boolean ~number}\n";

// jsdom's Blob has no text(): FileReader reads it.
const blobText = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });

jest.setTimeout(30_000);

describe("ExportQuizMenu on Manage Quizzes", () => {
  const createObjectURL = jest.fn((_blob: Blob) => "blob:quiz-export");
  const revokeObjectURL = jest.fn();
  const clicks: HTMLAnchorElement[] = [];
  let clickSpy: jest.SpyInstance;

  beforeEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    clicks.length = 0;
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    clickSpy = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
  });
  afterEach(() => clickSpy.mockRestore());

  it("offers Import questions beside Create Quiz", async () => {
    renderApp({ route, user: tutor, mocks: [listMock] });
    expect(await screen.findByRole("link", { name: "Import questions" })).toHaveAttribute(
      "href",
      "/manage-chapters/chapter-1/import-quiz",
    );
  });

  it("downloads the quiz as GIFT from the Export menu", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock,
        {
          request: exportRequest("GIFT"),
          result: {
            data: { quizExport: { __typename: "ExportedFile", filename: "types-basics.gift", mimeType: "text/plain", content: GIFT_TEXT } },
          },
        },
      ],
    });
    const card = within(await screen.findByRole("article", { name: "Types basics" }));
    await events.click(card.getByRole("button", { name: "Export" }));
    expect(await screen.findByRole("menuitem", { name: "Moodle XML" })).toBeInTheDocument();
    // The keyboard way: the arrow highlights the first format, Enter picks it.
    await events.keyboard("{ArrowDown}");
    await events.keyboard("{Enter}");

    expect(await screen.findByText("Downloaded types-basics.gift")).toBeInTheDocument();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe("types-basics.gift");
    expect(clicks[0]?.href).toBe("blob:quiz-export");
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob.type).toBe("text/plain");
    expect(await blobText(blob)).toBe(GIFT_TEXT);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith("blob:quiz-export"));
  });

  it("says Failed to export quiz when the server cannot make the file", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [listMock, { request: exportRequest("MOODLE_XML"), result: { errors: [{ message: "Quiz not found", extensions: { code: "NOT_FOUND" } }] } }],
    });
    const card = within(await screen.findByRole("article", { name: "Types basics" }));
    await events.click(card.getByRole("button", { name: "Export" }));
    expect(await screen.findByRole("menuitem", { name: "Moodle XML" })).toBeInTheDocument();
    await events.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(await screen.findByText("Failed to export quiz")).toBeInTheDocument();
    expect(clicks).toHaveLength(0);
  });
});
