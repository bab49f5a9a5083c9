import { screen, waitFor, within } from "@testing-library/react";
import { TutorActivitiesDocument } from "../../../graphql/__generated__/graphql";
import { toaster } from "../../../components/ui/toaster";
import { axeViolations } from "../../../test/axe";
import { renderApp } from "../../../test/render";
import { makeActivity, myActivitiesResult } from "../../tutor-activities/test-fixtures";
import {
  ACTIVITY_ID,
  activityMock,
  admin,
  attempted,
  GRADEBOOK_ROUTE,
  gradebookMock,
  gradebookResult,
  makeQuiz,
  makeRow,
  notAttempted,
  rowCursor,
  tutor,
} from "../test-fixtures";

jest.setTimeout(30_000);

const quizzes = [makeQuiz(1), makeQuiz(2, { title: "Joins", chapterTitle: "SQL", gradingMethod: "LATEST", passPercentage: 50 })];
const ada = makeRow(1, [attempted("quiz-1", 80, { attemptsUsed: 2, points: 8 }), notAttempted("quiz-2")], 80);
const bob = makeRow(
  2,
  [attempted("quiz-1", 45, { needsGrading: true, points: 4.5 }), attempted("quiz-2", 66.67, { passed: true, points: 6.67 })],
  55.84,
);
const tableOf = async () => screen.findByRole("table", { name: /Grades of/ });
const rowOf = (name: string) => screen.getByRole("rowheader", { name: new RegExp(name) }).closest("tr") as HTMLElement;
const learnerNames = () => screen.getAllByRole("rowheader").map((cell) => cell.querySelector("p")?.textContent);

// A CSV body the test writes into chunk by chunk: the page reads it as a stream.
const controlledStream = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const { ReadableStream: NodeReadableStream } = jest.requireActual<{ ReadableStream: typeof ReadableStream }>("node:stream/web");
  const stream = new NodeReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return {
    stream,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    fail: () => controller.error(new TypeError("network error")),
  };
};
const csvResponse = (body: ReadableStream<Uint8Array>, filename = "databases-gradebook.csv") =>
  ({ ok: true, status: 200, headers: new Headers({ "content-disposition": `attachment; filename="${filename}"` }), body }) as unknown as Response;

// jsdom's Blob has no text(): FileReader reads it.
const blobText = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });

describe("GradebookPage", () => {
  beforeEach(() => toaster.remove());

  it("shows a spinner, then a row per learner and a column per quiz: grade, passed or not, attempts, needs grading, not attempted, average; axe clean", async () => {
    const { container } = renderApp({
      route: GRADEBOOK_ROUTE,
      user: tutor,
      mocks: [activityMock, { ...gradebookMock({}, gradebookResult(quizzes, [ada, bob])), delay: 30 }],
    });
    expect(await screen.findByLabelText("Loading the gradebook")).toBeInTheDocument();
    const table = await tableOf();
    expect(within(table).getByText("Grades of Databases: a row per learner, a column per quiz")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Gradebook: Databases/));

    // The columns: the learner, each quiz with its chapter, pass mark and grading method, the average.
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.getAttribute("scope"))).toEqual(["col", "col", "col", "col"]);
    expect(headers[0]).toHaveTextContent("Learner");
    expect(headers[1]).toHaveTextContent("Quiz 1Chapter 1pass 70 %Highest score counts");
    expect(headers[2]).toHaveTextContent("JoinsSQLpass 50 %Latest counts");
    expect(headers[3]).toHaveTextContent("Average");

    // Ada: 80 %, passed, 2 attempts on Quiz 1; Joins not attempted; average 80 %.
    const adaRow = within(rowOf("Learner 1"));
    expect(adaRow.getByRole("rowheader")).toHaveAttribute("scope", "row");
    expect(adaRow.getByRole("rowheader")).toHaveTextContent("Learner 1learner1@example.com");
    const adaQuiz1 = adaRow.getByRole("link", { name: /^Learner 1, Quiz 1:/ });
    expect(adaQuiz1).toHaveTextContent("80 %");
    expect(adaQuiz1).toHaveTextContent("8/10 points");
    expect(adaQuiz1).toHaveTextContent("✓ Passed");
    expect(adaQuiz1).toHaveTextContent("2 attempts");
    expect(adaQuiz1).not.toHaveTextContent("Needs grading");
    expect(adaQuiz1).toHaveAttribute("href", "/gradebook/quizzes/quiz-1/learners/learner-1");
    const adaCells = adaRow.getAllByRole("cell");
    expect(adaCells[1]).toHaveTextContent("—not attempted");
    expect(within(adaCells[1]).getByText("—")).toHaveAttribute("aria-hidden", "true");
    expect(adaRow.queryByRole("link", { name: /Learner 1, Joins/ })).not.toBeInTheDocument();
    expect(adaCells[2]).toHaveTextContent("80 %");

    // Bob: 45 %, not passed, essays waiting on Quiz 1; 66.67 % passed on Joins.
    const bobRow = within(rowOf("Learner 2"));
    const bobQuiz1 = bobRow.getByRole("link", { name: /^Learner 2, Quiz 1:/ });
    expect(bobQuiz1).toHaveTextContent("45 %");
    expect(bobQuiz1).toHaveTextContent("✗ Not passed");
    expect(bobQuiz1).toHaveTextContent("1 attempt");
    expect(bobQuiz1).toHaveTextContent("Needs grading");
    expect(bobRow.getByRole("link", { name: /^Learner 2, Joins:/ })).toHaveTextContent("66.67 %");
    expect(bobRow.getAllByRole("cell")[2]).toHaveTextContent("55.84 %");

    expect(screen.getByText("2 learners · 2 quizzes")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 learners")).toBeInTheDocument();
    // The table scrolls sideways in a region the keyboard can reach.
    expect(screen.getByRole("region", { name: /Grades of Databases/ })).toHaveAttribute("tabindex", "0");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("sends the search (debounced) to the server and shows its learners; no match says so and clears", async () => {
    const { events } = renderApp({
      route: GRADEBOOK_ROUTE,
      user: tutor,
      mocks: [
        activityMock,
        gradebookMock({}, gradebookResult(quizzes, [ada, bob])),
        gradebookMock({ search: "learner2@" }, gradebookResult(quizzes, [bob])),
        gradebookMock({ search: "zed" }, gradebookResult(quizzes, [])),
        gradebookMock({}, gradebookResult(quizzes, [ada, bob])),
      ],
    });
    await tableOf();
    await events.type(screen.getByRole("searchbox", { name: "Search learners" }), "learner2@");
    await waitFor(() => expect(learnerNames()).toEqual(["Learner 2"]));
    expect(screen.getByText("1 learner · 2 quizzes")).toBeInTheDocument();

    await events.clear(screen.getByRole("searchbox", { name: "Search learners" }));
    await events.type(screen.getByRole("searchbox", { name: "Search learners" }), "zed");
    expect(await screen.findByRole("heading", { name: "No learner matches your search" })).toBeInTheDocument();
    expect(screen.getByText(/No learner who attempted a quiz has "zed"/)).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Clear search" }));
    await waitFor(() => expect(learnerNames()).toEqual(["Learner 1", "Learner 2"]));
    expect(screen.getByRole("searchbox", { name: "Search learners" })).toHaveFocus();
  });

  it("loads more learners after the last one, appending their rows", async () => {
    const first = Array.from({ length: 20 }, (_, index) => makeRow(index + 1, [attempted("quiz-1", 90), notAttempted("quiz-2")], 90));
    const { events } = renderApp({
      route: GRADEBOOK_ROUTE,
      user: tutor,
      mocks: [
        activityMock,
        gradebookMock({}, gradebookResult(quizzes, first, { totalCount: 21 })),
        gradebookMock(
          { after: rowCursor(20) },
          gradebookResult(quizzes, [makeRow(21, [notAttempted("quiz-1"), attempted("quiz-2", 30)], 30)], { totalCount: 21, hasNextPage: false }),
        ),
      ],
    });
    await tableOf();
    expect(screen.getByText("Showing 20 of 21 learners")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Load more learners" }));
    await waitFor(() => expect(screen.getAllByRole("rowheader")).toHaveLength(21));
    expect(learnerNames()[0]).toBe("Learner 1");
    expect(learnerNames()[20]).toBe("Learner 21");
    expect(within(rowOf("Learner 21")).getByRole("link", { name: /^Learner 21, Joins:/ })).toHaveTextContent("✗ Not passed");
    expect(screen.getByText("Showing all 21 learners")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more learners" })).not.toBeInTheDocument();
  });

  it("says when no learner has attempted a quiz yet, and when the activity has no quizzes", async () => {
    renderApp({ route: GRADEBOOK_ROUTE, user: tutor, mocks: [activityMock, gradebookMock({}, gradebookResult(quizzes, []))] });
    expect(await screen.findByRole("heading", { name: "No learner has attempted a quiz yet" })).toBeInTheDocument();
    expect(screen.getByText(/once they submit an attempt at any of this activity's 2 quizzes/)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says the activity has no quizzes yet", async () => {
    renderApp({ route: GRADEBOOK_ROUTE, user: tutor, mocks: [activityMock, gradebookMock({}, gradebookResult([], []))] });
    expect(await screen.findByRole("heading", { name: "This activity has no quizzes yet" })).toBeInTheDocument();
  });

  it("shows a failed load with Try Again, which loads it", async () => {
    const { events } = renderApp({
      route: GRADEBOOK_ROUTE,
      user: tutor,
      mocks: [activityMock, gradebookMock({}, { errors: [{ message: "Boom" }] }), gradebookMock({}, gradebookResult(quizzes, [ada]))],
    });
    expect(await screen.findByText("Failed to load the gradebook")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    await tableOf();
    expect(learnerNames()).toEqual(["Learner 1"]);
  });

  it("links an admin's cells to the learner's attempts too (the API lets admins list them)", async () => {
    renderApp({ route: GRADEBOOK_ROUTE, user: admin, mocks: [activityMock, gradebookMock({}, gradebookResult(quizzes, [ada]))] });
    await tableOf();
    expect(within(rowOf("Learner 1")).getAllByRole("cell")[0]).toHaveTextContent("80 %");
    expect(screen.getByRole("link", { name: /^Learner 1, Quiz 1:/ })).toHaveAttribute("href", "/gradebook/quizzes/quiz-1/learners/learner-1");
  });

  it("links the gradebook from each activity on Manage Activities", async () => {
    renderApp({
      route: "/manage-activity",
      user: tutor,
      mocks: [{ request: { query: TutorActivitiesDocument, variables: { first: 20 } }, result: myActivitiesResult([makeActivity()]) }],
    });
    expect(await screen.findByRole("link", { name: "Gradebook of TypeScript Fundamentals" })).toHaveAttribute(
      "href",
      `/manage-activities/${ACTIVITY_ID}/gradebook`,
    );
  });

  describe("Export CSV", () => {
    const createObjectURL = jest.fn((_blob: Blob) => "blob:gradebook");
    const revokeObjectURL = jest.fn();
    const saved: HTMLAnchorElement[] = [];
    let clickSpy: jest.SpyInstance;
    let fetchSpy: jest.Mock;
    const realFetch = globalThis.fetch;

    beforeEach(() => {
      createObjectURL.mockClear();
      saved.length = 0;
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      clickSpy = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this);
      });
      fetchSpy = jest.fn();
      // Apollo's link is mocked: only the export fetches.
      globalThis.fetch = fetchSpy;
    });
    afterEach(() => {
      clickSpy.mockRestore();
      globalThis.fetch = realFetch;
    });

    const renderLoaded = async () => {
      const utils = renderApp({
        route: GRADEBOOK_ROUTE,
        user: tutor,
        mocks: [activityMock, gradebookMock({}, gradebookResult(quizzes, [ada, bob]))],
      });
      await tableOf();
      return utils;
    };

    it("streams the file with the session's token, shows what arrived, and saves it only once complete", async () => {
      const body = controlledStream();
      fetchSpy.mockResolvedValue(csvResponse(body.stream));
      const { events } = await renderLoaded();
      await events.click(screen.getByRole("button", { name: "Export CSV" }));

      expect(fetchSpy).toHaveBeenCalledWith(
        `/api/activities/${ACTIVITY_ID}/gradebook.csv`,
        expect.objectContaining({ headers: { Authorization: "Bearer tutor-token" } }),
      );
      // A header and one learner arrive: the progress says so; nothing is saved or claimed yet.
      body.write('\uFEFFLearner,Email,Quiz 1,Joins,Average\r\n"Ada, ""the first""",learner1@example.com,80,,80\r\n');
      const progress = await screen.findByRole("progressbar", { name: "Export progress" });
      await waitFor(() => expect(progress).toHaveAttribute("aria-valuetext", expect.stringMatching(/^Received 1 learner row \(\d+ B\)$/)));
      expect(screen.getByText(/Exporting the gradebook: received 1 learner row/)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Exporting..." })).toHaveAttribute("aria-busy", "true");
      expect(saved).toEqual([]);
      expect(screen.queryByText("Gradebook exported")).not.toBeInTheDocument();

      // A quoted cell's line break is not a new row.
      body.write('"Bob\nBrown",learner2@example.com,45,66.67,55.84\r\n');
      await waitFor(() => expect(progress).toHaveAttribute("aria-valuetext", expect.stringMatching(/^Received 2 learner rows/)));
      expect(saved).toEqual([]);
      body.close();

      expect(await screen.findByText("Gradebook exported")).toBeInTheDocument();
      expect(screen.getByText("databases-gradebook.csv: 2 learners")).toBeInTheDocument();
      expect(saved).toHaveLength(1);
      expect(saved[0]?.download).toBe("databases-gradebook.csv");
      const blob = createObjectURL.mock.calls[0]?.[0];
      expect(await blobText(blob)).toContain('"Bob\nBrown",learner2@example.com');
      expect(screen.queryByRole("progressbar", { name: "Export progress" })).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Export CSV" })).toBeInTheDocument();
    });

    it("says the export failed when the download is cut short, and saves nothing", async () => {
      const body = controlledStream();
      fetchSpy.mockResolvedValue(csvResponse(body.stream));
      const { events } = await renderLoaded();
      await events.click(screen.getByRole("button", { name: "Export CSV" }));
      body.write("Learner,Email,Quiz 1,Joins,Average\r\nAda,learner1@example.com,80,,80\r\n");
      await screen.findByRole("progressbar", { name: "Export progress" });
      body.fail();
      expect(await screen.findByText("Failed to export the gradebook")).toBeInTheDocument();
      expect(screen.getByText("The download was cut short: nothing was saved")).toBeInTheDocument();
      expect(saved).toEqual([]);
      expect(screen.queryByText("Gradebook exported")).not.toBeInTheDocument();
    });

    it("says the export failed with the server's reason when it is refused", async () => {
      fetchSpy.mockResolvedValue(
        new Response(JSON.stringify({ message: "Only the activity's tutor or an admin can see its gradebook", code: "FORBIDDEN" }), { status: 403 }),
      );
      const { events } = await renderLoaded();
      await events.click(screen.getByRole("button", { name: "Export CSV" }));
      expect(await screen.findByText("Failed to export the gradebook")).toBeInTheDocument();
      expect(screen.getByText("Only the activity's tutor or an admin can see its gradebook")).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });
});
