import { act, screen, waitFor, within } from "@testing-library/react";
import { toaster } from "../../../components/ui/toaster";
import {
  BankQuestionDocument,
  PreviewRegradeDocument,
  QuizRegradeDocument,
  RegradeDocument,
  type QuizRegradeFieldsFragment,
  type RegradeChange,
  type RegradeMode,
} from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { makeUser, renderApp } from "../../../test/render";
import { makeBankQuestion } from "../test-fixtures";

// The edit page's Used by: a quiz behind the question's latest version is updated through
// a dialog (a mode, its preview, then the regrade's job polled until DONE or FAILED).

const tutor = makeUser({ id: "tutor-1", role: "tutor" });
const route = "/question-bank/bq-1";
const quizUse = (quizId: string, quizTitle: string, version: number, attemptCount: number) => ({
  __typename: "BankQuestionUse" as const,
  quizId,
  quizTitle,
  version,
  attemptCount,
});
const stored = makeBankQuestion(1, { version: 3, quizCount: 2, usedBy: [quizUse("quiz-1", "Week 1 check", 1, 40), quizUse("quiz-2", "Practice", 3, 0)] });
const loadMock = { request: { query: BankQuestionDocument, variables: { id: "bq-1" } }, result: { data: { bankQuestion: stored } } };

const change = (n: number, oldPoints: number, newPoints: number, pass: [boolean, boolean] = [true, true]): RegradeChange => ({
  __typename: "RegradeChange",
  attemptId: `attempt-${n}`,
  learnerId: `learner-${n}`,
  learnerName: `Learner ${n}`,
  oldPoints,
  newPoints,
  oldMaxPoints: 3,
  newMaxPoints: 3,
  oldPassed: pass[0],
  newPassed: pass[1],
});
// REGRADE: 12 of 40 change (10 up, 2 down), more than the list shows.
const regradeChanges = [
  change(1, 2, 3, [false, true]),
  change(2, 2, 3, [false, true]),
  change(3, 2, 3, [false, true]),
  ...Array.from({ length: 7 }, (_, i) => change(4 + i, 2, 3)),
  change(11, 3, 2, [true, false]),
  change(12, 3, 2),
];
const figures = (mode: RegradeMode, overrides: Record<string, unknown> = {}) => ({
  __typename: "RegradePreview" as const,
  mode,
  fromVersions: [1],
  toVersion: 3,
  attemptCount: 40,
  attemptsAffected: 0,
  scoresUp: 0,
  scoresDown: 0,
  passedToFailed: 0,
  failedToPassed: 0,
  changes: [] as RegradeChange[],
  ...overrides,
});
const previews: Record<RegradeMode, ReturnType<typeof figures>> = {
  REGRADE: figures("REGRADE", { attemptsAffected: 12, scoresUp: 10, scoresDown: 2, passedToFailed: 1, failedToPassed: 3, changes: regradeChanges }),
  FULL_CREDIT: figures("FULL_CREDIT", { attemptsAffected: 1, scoresUp: 1, changes: [change(7, 2, 3)] }),
  DROP: figures("DROP", { attemptsAffected: 40, scoresUp: 30, scoresDown: 10, changes: regradeChanges }),
  KEEP: figures("KEEP"),
};
const previewMock = (mode: RegradeMode, delay = 0) => ({
  request: { query: PreviewRegradeDocument, variables: { quizId: "quiz-1", questionId: "bq-1", mode } },
  result: { data: { previewRegrade: previews[mode] } },
  delay,
  maxUsageCount: 5,
});
const previewMocks = (["REGRADE", "FULL_CREDIT", "DROP", "KEEP"] as const).map((mode) => previewMock(mode));

const job = (overrides: Partial<QuizRegradeFieldsFragment> = {}): QuizRegradeFieldsFragment => ({
  __typename: "QuizRegrade",
  id: "regrade-1",
  quizId: "quiz-1",
  questionId: "bq-1",
  toVersion: 3,
  mode: "REGRADE",
  status: "QUEUED",
  requestedAt: "2026-03-04T10:00:00.000Z",
  finishedAt: null,
  attemptCount: null,
  attemptsChanged: null,
  error: null,
  ...overrides,
});
const done = (mode: RegradeMode = "REGRADE") =>
  job({ mode, status: "DONE", finishedAt: "2026-03-04T10:00:02.000Z", attemptCount: 40, attemptsChanged: 12 });
const regradeMock = (mode: RegradeMode, answer = job({ mode })) => ({
  request: { query: RegradeDocument, variables: { quizId: "quiz-1", questionId: "bq-1", mode } },
  result: { data: { regrade: answer } },
});
const statusMock = (answer: QuizRegradeFieldsFragment, maxUsageCount = 1) => ({
  request: { query: QuizRegradeDocument, variables: { id: "regrade-1" } },
  result: { data: { quizRegrade: answer } },
  maxUsageCount,
});

const usedBy = async () => within(await screen.findByRole("region", { name: "Used by" }));
const updateButton = () => screen.getByRole("button", { name: "Update to version 3: Week 1 check" });
const dialogName = "Week 1 check: update to version 3";
const openDialog = async (events: ReturnType<typeof renderApp>["events"]) => {
  await usedBy();
  await events.click(updateButton());
  return within(await screen.findByRole("dialog", { name: dialogName }));
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

jest.setTimeout(20_000);

describe("Updating a quiz to the question's latest version", () => {
  beforeEach(() => toaster.remove());
  afterEach(() => jest.restoreAllMocks());

  it("offers it only on quizzes behind the latest version; the dialog starts on REGRADE with its figures in words, axe clean", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [loadMock, ...previewMocks] });
    const usage = await usedBy();
    const [behind, current] = usage.getAllByRole("listitem");
    expect(within(behind).getByRole("button", { name: "Update to version 3: Week 1 check" })).toHaveTextContent("Update to version 3…");
    expect(within(current).queryByRole("button")).not.toBeInTheDocument();

    await events.click(updateButton());
    const dialog = within(await screen.findByRole("dialog", { name: dialogName }));
    expect(dialog.getByRole("radio", { name: "Regrade past attempts" })).toBeChecked();
    expect(dialog.getByRole("radio", { name: "Keep past results" })).toHaveAccessibleDescription(
      "They keep the version they were given and their results; only new attempts get version 3.",
    );
    expect(await dialog.findByTestId("regrade-summary")).toHaveTextContent("12 of 40 attempts change: 10 up, 2 down; 1 passed → failed, 3 failed → passed");
    expect(await axeViolations(screen.getByRole("dialog"))).toEqual([]);
    const rows = within(dialog.getByRole("list", { name: "Attempts that change" })).getAllByRole("listitem");
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent("Learner 12/3 → 3/3failed → passed");
    expect(dialog.getByText("And 2 more attempts.")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Apply to 12 attempts" })).toBeEnabled();
  });

  it("asks again at each mode, with a spinner meanwhile: one change in words, KEEP changes no past result", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [loadMock, previewMock("REGRADE"), previewMock("FULL_CREDIT", 200), previewMock("KEEP")] });
    const dialog = await openDialog(events);
    expect(await dialog.findByRole("button", { name: "Apply to 12 attempts" })).toBeEnabled();

    await events.click(dialog.getByRole("radio", { name: "Give everyone full credit" }));
    expect(await dialog.findByText("Working out what changes...")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Use version 3" })).toBeDisabled();
    expect(await dialog.findByTestId("regrade-summary")).toHaveTextContent("1 of 40 attempts changes: 2/3 → 3/3");
    expect(dialog.queryByRole("list", { name: "Attempts that change" })).not.toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Apply to 1 attempt" })).toBeEnabled();

    await events.click(dialog.getByRole("radio", { name: "Keep past results" }));
    expect(await dialog.findByText("No past result changes: all 40 attempts keep the version they were given and their results.")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Use version 3" })).toBeEnabled();
  });

  it("sends the mode chosen; while QUEUED it shows progress, never success", async () => {
    const { events, unmount } = renderApp({
      route,
      user: tutor,
      mocks: [loadMock, ...previewMocks, regradeMock("DROP"), statusMock(job({ mode: "DROP" }), Number.POSITIVE_INFINITY)],
    });
    const dialog = await openDialog(events);
    await events.click(dialog.getByRole("radio", { name: "Drop the question from past attempts" }));
    await events.click(await dialog.findByRole("button", { name: "Apply to 40 attempts" }));

    const progress = await dialog.findByRole("status");
    expect(progress).toHaveTextContent("Regrading...");
    expect(dialog.getByRole("progressbar", { name: "Regrade progress" })).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Run in background" })).toHaveFocus();
    // In act: the polls go on meanwhile.
    expect(await act(() => axeViolations(screen.getByRole("dialog")))).toEqual([]);
    // Two polls later: still running, and nothing claims it is done.
    await act(() => wait(2200));
    expect(dialog.getByRole("status")).toHaveTextContent("Regrading...");
    expect(screen.queryByText(/Regraded/)).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Used by", hidden: true })).getAllByText("Regrading...").length).toBeGreaterThan(0);
    // Leaving the page stops the polling.
    unmount();
  });

  it("DONE: the outcome in the dialog and a toast, and the quiz's row moves to the version, its update gone", async () => {
    const asked = jest.fn(() => ({ data: { quizRegrade: done() } }));
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [loadMock, ...previewMocks, regradeMock("REGRADE"), statusMock(job()), { ...statusMock(done(), Number.POSITIVE_INFINITY), result: asked }],
    });
    const dialog = await openDialog(events);
    await events.click(await dialog.findByRole("button", { name: "Apply to 12 attempts" }));
    expect(await dialog.findByText("Regrading...")).toBeInTheDocument();

    expect(await dialog.findByText("Regraded: 12 of 40 attempts changed.", undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(dialog.getByText("Week 1 check now uses version 3.")).toBeInTheDocument();
    expect(await screen.findByText("Regraded: 12 of 40 attempts changed")).toBeInTheDocument();
    // Done: no more polls.
    await act(() => wait(1500));
    expect(asked).toHaveBeenCalledTimes(1);
    await events.click(dialog.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const rows = (await usedBy()).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Week 1 checkVersion 3, 40 attempts");
    expect(screen.queryByRole("button", { name: /Update to version/ })).not.toBeInTheDocument();
    // The button that opened it is gone: the focus goes back to the section.
    expect(screen.getByRole("heading", { name: "Used by" })).toHaveFocus();
  });

  it("closed while it runs: the row says it is regrading, then the toast and the row tell the outcome", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [loadMock, ...previewMocks, regradeMock("REGRADE"), statusMock(job()), statusMock(done())],
    });
    const dialog = await openDialog(events);
    await events.click(await dialog.findByRole("button", { name: "Apply to 12 attempts" }));
    await events.click(await dialog.findByRole("button", { name: "Run in background" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const row = (await usedBy()).getAllByRole("listitem")[0];
    expect(row).toHaveTextContent("Version 1, 40 attemptsRegrading...");
    expect(await screen.findByText("Regraded: 12 of 40 attempts changed", undefined, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent("Week 1 checkVersion 3, 40 attempts"));
    expect(screen.queryByRole("button", { name: /Update to version/ })).not.toBeInTheDocument();
  });

  it("FAILED: shows the server's reason, claims nothing, and the update stays offered", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [loadMock, ...previewMocks, regradeMock("REGRADE"), statusMock(job({ status: "FAILED", error: "The quiz was deleted." }))],
    });
    const dialog = await openDialog(events);
    await events.click(await dialog.findByRole("button", { name: "Apply to 12 attempts" }));
    const alert = await dialog.findByRole("alert");
    expect(alert).toHaveTextContent("The regrade failed: nothing was changed");
    expect(alert).toHaveTextContent("The quiz was deleted.");
    expect(await screen.findByText("The regrade of Week 1 check failed")).toBeInTheDocument();
    expect(screen.queryByText(/Regraded/)).not.toBeInTheDocument();
    await events.click(dialog.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect((await usedBy()).getAllByRole("listitem")[0]).toHaveTextContent("Version 1, 40 attempts");
    expect(updateButton()).toHaveFocus();
  });

  it("says when the preview cannot be worked out, offers no confirm, and asks again on Try again", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        loadMock,
        {
          request: { query: PreviewRegradeDocument, variables: { quizId: "quiz-1", questionId: "bq-1", mode: "REGRADE" } },
          result: { errors: [{ message: "This quiz does not use the question.", extensions: { code: "BAD_USER_INPUT" } }] },
        },
        previewMock("REGRADE"),
      ],
    });
    const dialog = await openDialog(events);
    expect(await dialog.findByRole("alert")).toHaveTextContent("This quiz does not use the question.");
    expect(dialog.getByRole("button", { name: "Use version 3" })).toBeDisabled();
    await events.click(dialog.getByRole("button", { name: "Try again" }));
    expect(await dialog.findByTestId("regrade-summary")).toHaveTextContent("12 of 40 attempts change");
    expect(dialog.getByRole("button", { name: "Apply to 12 attempts" })).toBeEnabled();
  });

  it("shows the server's message when it refuses (a regrade already under way)", async () => {
    const conflict = "A regrade of this quiz is under way: wait for it to finish.";
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        loadMock,
        ...previewMocks,
        {
          request: { query: RegradeDocument, variables: { quizId: "quiz-1", questionId: "bq-1", mode: "REGRADE" } },
          result: { errors: [{ message: conflict, extensions: { code: "CONFLICT" } }] },
        },
      ],
    });
    const dialog = await openDialog(events);
    await events.click(await dialog.findByRole("button", { name: "Apply to 12 attempts" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(conflict);
    expect(dialog.queryByText("Regrading...")).not.toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Apply to 12 attempts" })).toBeEnabled();
  });

  it("works from the keyboard: open, arrow to a mode, Tab to confirm, Escape to close", async () => {
    // jsdom lays nothing out; the dialog's focus trap only tabs to elements that have a box.
    jest.spyOn(Element.prototype, "getClientRects").mockImplementation(() => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList);
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [loadMock, ...previewMocks, regradeMock("FULL_CREDIT"), statusMock(done("FULL_CREDIT"))],
    });
    await usedBy();
    updateButton().focus();
    await events.keyboard("{Enter}");
    const dialog = within(await screen.findByRole("dialog", { name: dialogName }));
    await dialog.findByTestId("regrade-summary");
    dialog.getByRole("radio", { name: "Regrade past attempts" }).focus();
    await events.keyboard("{ArrowDown}");
    expect(dialog.getByRole("radio", { name: "Give everyone full credit" })).toBeChecked();
    const confirm = await dialog.findByRole("button", { name: "Apply to 1 attempt" });
    for (let i = 0; i < 15 && document.activeElement !== confirm; i += 1) await events.tab();
    expect(confirm).toHaveFocus();
    await events.keyboard("{Enter}");
    expect(await dialog.findByText("Regraded: 12 of 40 attempts changed.")).toBeInTheDocument();
    await events.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("Escape before confirming closes it, sends nothing, and gives the focus back to its button", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [loadMock, ...previewMocks] });
    const dialog = await openDialog(events);
    await dialog.findByTestId("regrade-summary");
    await events.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(updateButton()).toHaveFocus());
  });
});
