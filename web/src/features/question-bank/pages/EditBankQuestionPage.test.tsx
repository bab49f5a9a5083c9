import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { BankQuestionDocument, UpdateBankQuestionDocument, type BankQuestionInput } from "../../../graphql/__generated__/graphql";
import { toaster } from "../../../components/ui/toaster";
import { formatDateTime } from "../../../lib/dates";
import { axeViolations } from "../../../test/axe";
import { makeUser, renderApp } from "../../../test/render";
import { makeBankQuestion, makeVersion } from "../test-fixtures";

type Events = ReturnType<typeof userEvent.setup>;
const tutor = makeUser({ id: "tutor-1", role: "tutor" });
const route = "/question-bank/bq-1";
const stored = makeBankQuestion(1, { version: 2 });
const loadMock = { request: { query: BankQuestionDocument, variables: { id: "bq-1" } }, result: { data: { bankQuestion: stored } } };
// Version 2 as the form sends it back.
const savedInput: BankQuestionInput = {
  type: "SINGLE_CHOICE",
  questionText: "What is **2 + 2**?",
  textFormat: "MARKDOWN",
  points: 2,
  generalFeedback: "Add the numbers.",
  options: ["3", "4", "5"],
  correctAnswerIndex: 1,
  optionFeedback: ["Too small", null, "Too big"],
  title: "Sum 1",
  tags: ["algebra", "week 1"],
  difficulty: 2,
};
const updateMock = (input: BankQuestionInput, answer: ReturnType<typeof makeBankQuestion>) => ({
  request: { query: UpdateBankQuestionDocument, variables: { id: "bq-1", input } },
  result: { data: { updateBankQuestion: answer } },
});

const enter = async (events: Events, field: HTMLElement, text: string) => {
  await events.click(field);
  await events.paste(text);
};
const note = () => screen.getByTestId("version-note");

jest.setTimeout(20_000);

describe("EditBankQuestionPage", () => {
  beforeEach(() => toaster.remove());

  it("prefills the form and lists every version with its time, axe clean", async () => {
    const { container } = renderApp({ route, user: tutor, mocks: [loadMock] });
    expect(await screen.findByRole("textbox", { name: /^Title/ })).toHaveValue("Sum 1");
    expect(screen.getByRole("textbox", { name: "Tags" })).toHaveValue("algebra, week 1");
    expect(screen.getByRole("combobox", { name: "Difficulty" })).toHaveValue("2");
    expect(screen.getByLabelText(/Question text/)).toHaveValue("What is **2 + 2**?");
    expect(note()).toHaveTextContent("The question itself is unchanged: saving keeps version 2.");
    const history = within(screen.getByRole("region", { name: "Version history" }));
    const rows = history.getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(`Version 2Latest${formatDateTime("2026-03-02T10:15:00.000Z")}`);
    expect(rows[1]).toHaveTextContent(`Version 1${formatDateTime("2026-03-01T10:15:00.000Z")}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a title change keeps the version: the note says so and the toast says what the server answered", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [loadMock, updateMock({ ...savedInput, title: "Sum 1 (easy)" }, { ...stored, title: "Sum 1 (easy)" })],
    });
    await enter(events, await screen.findByRole("textbox", { name: /^Title/ }), " (easy)");
    expect(note()).toHaveTextContent("saving keeps version 2");
    await events.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved; still version 2")).toBeInTheDocument();
    expect(screen.queryByText(/Saved as version/)).not.toBeInTheDocument();
  });

  it("a content change makes version 3: the note says so before, the toast and the history after", async () => {
    const v3 = makeVersion(3, { questionText: "What is **2 + 2**? Show it.", options: ["3", "4", "5"], createdAt: "2026-03-03T10:15:00.000Z" });
    const answer = { ...stored, version: 3, question: v3, versions: [v3, ...stored.versions] };
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [loadMock, updateMock({ ...savedInput, questionText: "What is **2 + 2**? Show it." }, answer)],
    });
    await enter(events, await screen.findByLabelText(/Question text/), " Show it.");
    expect(note()).toHaveTextContent("Saving makes version 3; version 2 stays readable.");
    await events.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved as version 3")).toBeInTheDocument();
    const history = within(screen.getByRole("region", { name: "Version history" }));
    await waitFor(() => expect(history.getAllByRole("listitem")).toHaveLength(3));
    expect(history.getAllByRole("listitem")[0]).toHaveTextContent("Version 3Latest");
    // Saved: nothing differs from version 3 any more.
    expect(note()).toHaveTextContent("saving keeps version 3");
  });

  it("shows an earlier version read-only, its Markdown rendered", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [loadMock] });
    await events.click(await screen.findByRole("button", { name: "View version 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Sum 1: version 1" });
    expect(within(dialog).getByText("2 + 1").tagName).toBe("STRONG");
    expect(within(dialog).getByText("Version 1")).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("lists the quizzes using it, an update offered to those behind; a content change says quizzes with attempts keep their version", async () => {
    const used = {
      ...stored,
      quizCount: 2,
      usedBy: [
        { __typename: "BankQuestionUse" as const, quizId: "quiz-1", quizTitle: "Week 1 check", version: 1, attemptCount: 12 },
        { __typename: "BankQuestionUse" as const, quizId: "quiz-2", quizTitle: "Practice", version: 2, attemptCount: 0 },
      ],
    };
    const { events, container } = renderApp({
      route,
      user: tutor,
      mocks: [{ request: { query: BankQuestionDocument, variables: { id: "bq-1" } }, result: { data: { bankQuestion: used } } }],
    });
    const usage = within(await screen.findByRole("region", { name: "Used by" }));
    const rows = usage.getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["Week 1 checkVersion 1, 12 attemptsUpdate to version 2…", "PracticeVersion 2, 0 attempts"]);
    expect(within(rows[1]).queryByRole("button")).not.toBeInTheDocument();
    expect(note()).not.toHaveTextContent(/attempts keep/);
    await enter(events, screen.getByLabelText(/Question text/), " Show it.");
    expect(note()).toHaveTextContent(
      "Saving makes version 3; version 2 stays readable. 1 quiz with attempts keeps the version it uses; once saved, Used by offers to update it.",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when no quiz uses it", async () => {
    renderApp({ route, user: tutor, mocks: [loadMock] });
    expect(await within(await screen.findByRole("region", { name: "Used by" })).findByText("No quiz uses this question yet.")).toBeInTheDocument();
  });
});
