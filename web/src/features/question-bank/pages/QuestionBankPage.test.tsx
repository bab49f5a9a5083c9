import { screen, waitFor, within } from "@testing-library/react";
import {
  DeleteBankQuestionDocument,
  QuestionBankDocument,
  QuestionBankTagsDocument,
  RestoreBankQuestionDocument,
  RetireBankQuestionDocument,
} from "../../../graphql/__generated__/graphql";
import { toaster } from "../../../components/ui/toaster";
import { axeViolations } from "../../../test/axe";
import { answerConfirm, confirmClosed, findConfirm } from "../../../test/confirm";
import { cursorOf, numbered } from "../../../test/connection";
import { makeUser, renderApp } from "../../../test/render";
import { bankPage, makeBankQuestion, tagsResult } from "../test-fixtures";

const tutor = makeUser({ id: "tutor-1", role: "tutor" });
type Variables = Record<string, unknown>;
const listMock = (variables: Variables, result: ReturnType<typeof bankPage>) => ({
  request: { query: QuestionBankDocument, variables: { first: 20, ...variables } },
  result,
});
const tagsMock = {
  request: { query: QuestionBankTagsDocument },
  result: tagsResult([
    ["algebra", 2],
    ["week 1", 1],
  ]),
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const questionRow = async (title: string) => (await screen.findByRole("heading", { name: title, level: 2 })).closest("li") as HTMLElement;

jest.setTimeout(20_000);

describe("QuestionBankPage", () => {
  beforeEach(() => toaster.remove());

  it("lists the bank's questions with type, tags, difficulty, version and retired badge, axe clean", async () => {
    const { container } = renderApp({
      route: "/question-bank",
      user: tutor,
      mocks: [listMock({}, bankPage([makeBankQuestion(1, { version: 3 }), makeBankQuestion(2, { tags: [], difficulty: null })])), tagsMock],
    });
    const first = within(await questionRow("Sum 1"));
    expect(first.getByText("Single choice")).toBeInTheDocument();
    expect(first.getByText("Version 3")).toBeInTheDocument();
    expect(first.getByText("v3")).toBeInTheDocument();
    expect(first.getByText("Difficulty 2")).toBeInTheDocument();
    expect(within(first.getByRole("list", { name: "Tags" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["algebra", "week 1"]);
    expect(first.queryByText("Retired")).not.toBeInTheDocument();
    expect(screen.getByText("2 questions")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 questions")).toBeInTheDocument();
    // The tag filter offers the bank's tags with their counts.
    expect(await screen.findByRole("option", { name: "algebra (2)" })).toBeInTheDocument();
    // The navigation links the bank for tutors.
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Question bank" })).toHaveAttribute("href", "/question-bank");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("sends the search, tag, type, difficulty and retired filters as the list's variables", async () => {
    const { events } = renderApp({
      route: "/question-bank",
      user: tutor,
      mocks: [
        listMock({}, bankPage([makeBankQuestion(1), makeBankQuestion(2)])),
        listMock({ search: "sum" }, bankPage([makeBankQuestion(3)])),
        listMock({ search: "sum", tags: ["algebra"] }, bankPage([makeBankQuestion(4)])),
        listMock({ search: "sum", tags: ["algebra"], type: "NUMERICAL" }, bankPage([makeBankQuestion(5, { type: "NUMERICAL" })])),
        listMock({ search: "sum", tags: ["algebra"], type: "NUMERICAL", difficulty: 4 }, bankPage([makeBankQuestion(6, { type: "NUMERICAL" })])),
        listMock(
          { search: "sum", tags: ["algebra"], type: "NUMERICAL", difficulty: 4, includeRetired: true },
          bankPage([makeBankQuestion(7, { type: "NUMERICAL", retiredAt: "2026-03-05T10:00:00.000Z" })]),
        ),
        tagsMock,
      ],
    });
    await questionRow("Sum 1");
    await events.type(screen.getByRole("searchbox", { name: "Search questions" }), "sum");
    await questionRow("Sum 3");
    await screen.findByRole("option", { name: "algebra (2)" });
    await events.selectOptions(screen.getByRole("combobox", { name: "Tag" }), "algebra");
    await questionRow("Sum 4");
    await events.selectOptions(screen.getByRole("combobox", { name: "Type" }), "NUMERICAL");
    await questionRow("Sum 5");
    await events.selectOptions(screen.getByRole("combobox", { name: "Difficulty" }), "4");
    await questionRow("Sum 6");
    await events.click(screen.getByRole("switch", { name: "Show retired" }));
    const retired = within(await questionRow("Sum 7"));
    expect(retired.getByText("Retired")).toBeInTheDocument();
    expect(retired.getByRole("button", { name: "Restore Sum 7" })).toBeInTheDocument();
  });

  it("loads more questions after the last one, for an admin too", async () => {
    const admin = makeUser({ id: "admin-1", role: "admin" });
    const { events } = renderApp({
      route: "/question-bank",
      user: admin,
      mocks: [
        listMock({}, bankPage(numbered(20, 1, (n) => makeBankQuestion(n)), { totalCount: 21 })),
        listMock({ after: cursorOf("BankQuestion", "bq-20") }, bankPage([makeBankQuestion(21)], { totalCount: 21 })),
        tagsMock,
      ],
    });
    await questionRow("Sum 20");
    expect(screen.getByText("Showing 20 of 21 questions")).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Question bank" })).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Load more questions" }));
    await questionRow("Sum 21");
    expect(screen.getByText("Showing all 21 questions")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(21);
  });

  it("keeps the filters in the address, so a visit to a question and back shows the same list", async () => {
    const { events, router } = renderApp({
      route: "/question-bank?type=ESSAY&retired=1",
      user: tutor,
      mocks: [
        listMock({ type: "ESSAY", includeRetired: true }, bankPage([makeBankQuestion(1, { type: "ESSAY" })])),
        listMock({ type: "ESSAY", difficulty: 5, includeRetired: true }, bankPage([makeBankQuestion(2, { type: "ESSAY" })])),
        tagsMock,
      ],
    });
    await questionRow("Sum 1");
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveValue("ESSAY");
    expect(screen.getByRole("switch", { name: "Show retired" })).toBeChecked();
    await events.selectOptions(screen.getByRole("combobox", { name: "Difficulty" }), "5");
    await questionRow("Sum 2");
    expect(new URLSearchParams(router.state.location.search).get("difficulty")).toBe("5");
  });

  it("says the bank is empty, with a way to add a question", async () => {
    renderApp({ route: "/question-bank", user: tutor, mocks: [listMock({}, bankPage([])), tagsMock] });
    expect(await screen.findByRole("heading", { name: "Your question bank is empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a question" })).toHaveAttribute("href", "/question-bank/new");
    expect(screen.queryByRole("button", { name: "Clear search and filters" })).not.toBeInTheDocument();
  });

  it("says when nothing matches the filters, and clears them", async () => {
    const { events } = renderApp({
      route: "/question-bank",
      user: tutor,
      mocks: [
        listMock({}, bankPage([makeBankQuestion(1)])),
        listMock({ type: "ESSAY" }, bankPage([])),
        listMock({}, bankPage([makeBankQuestion(1)])),
        listMock({ search: "zzz" }, bankPage([])),
        tagsMock,
      ],
    });
    await questionRow("Sum 1");
    await events.selectOptions(screen.getByRole("combobox", { name: "Type" }), "ESSAY");
    expect(await screen.findByRole("heading", { name: "No questions match" })).toBeInTheDocument();
    expect(screen.queryByText("Your question bank is empty")).not.toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await questionRow("Sum 1");
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveValue("");
    expect(screen.getByRole("searchbox", { name: "Search questions" })).toHaveFocus();
    // A search alone that finds nothing is no match either, not an empty bank.
    await events.keyboard("zzz{Enter}");
    expect(await screen.findByRole("heading", { name: "No questions match" })).toBeInTheDocument();
  });

  it("previews a question: its Markdown rendered, the right option marked, points and feedback, axe clean", async () => {
    const { events } = renderApp({ route: "/question-bank", user: tutor, mocks: [listMock({}, bankPage([makeBankQuestion(1, { version: 3 })])), tagsMock] });
    await questionRow("Sum 1");
    const opener = screen.getByRole("button", { name: "Preview Sum 1" });
    await events.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Sum 1" });
    // **2 + 3** is bold, not asterisks.
    expect(within(dialog).getByText("2 + 3").tagName).toBe("STRONG");
    expect(within(dialog).queryByText(/\*\*/)).not.toBeInTheDocument();
    expect(within(dialog).getByText("2 points")).toBeInTheDocument();
    const options = within(dialog).getAllByRole("listitem");
    expect(options).toHaveLength(3);
    expect(within(options[1]).getByText(/Correct/)).toBeInTheDocument();
    expect(within(options[0]).queryByText(/Correct/)).not.toBeInTheDocument();
    expect(options[0]).toHaveTextContent("Too small");
    expect(within(dialog).getByText("Add the numbers.")).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
    await events.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("retires a question: a toast, the row leaves the list in use; shown retired, Restore brings it back", async () => {
    const retiredAt = "2026-03-05T10:00:00.000Z";
    const { events } = renderApp({
      route: "/question-bank",
      user: tutor,
      mocks: [
        listMock({}, bankPage([makeBankQuestion(1), makeBankQuestion(2)])),
        {
          request: { query: RetireBankQuestionDocument, variables: { id: "bq-1" } },
          result: { data: { retireBankQuestion: { __typename: "BankQuestion", id: "bq-1", retiredAt, updatedAt: retiredAt } } },
        },
        listMock({ includeRetired: true }, bankPage([makeBankQuestion(1, { retiredAt }), makeBankQuestion(2)])),
        {
          request: { query: RestoreBankQuestionDocument, variables: { id: "bq-1" } },
          result: { data: { restoreBankQuestion: { __typename: "BankQuestion", id: "bq-1", retiredAt: null, updatedAt: retiredAt } } },
          delay: 1000,
        },
        tagsMock,
        // A retire or restore drops the bank's lists and tag counts (the server filters and counts them): the ones shown ask again.
        listMock({}, bankPage([makeBankQuestion(2)])),
        tagsMock,
        listMock({ includeRetired: true }, bankPage([makeBankQuestion(1), makeBankQuestion(2)])),
        tagsMock,
      ],
    });
    await questionRow("Sum 1");
    await events.click(screen.getByRole("button", { name: "Retire Sum 1" }));
    expect(await screen.findByText('Retired "Sum 1"')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Sum 1" })).not.toBeInTheDocument());
    expect(screen.getByText("1 question")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Question bank", level: 1 })).toHaveFocus();

    await events.click(screen.getByRole("switch", { name: "Show retired" }));
    const row = within(await questionRow("Sum 1"));
    expect(row.getByText("Retired")).toBeInTheDocument();
    await events.click(row.getByRole("button", { name: "Restore Sum 1" }));
    // Busy, yet not disabled (a disabled button drops the keyboard focus in a browser).
    const busy = row.getByRole("button", { name: "Restoring... Sum 1" });
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(busy).toBeEnabled();
    expect(await screen.findByText('Restored "Sum 1"')).toBeInTheDocument();
    await waitFor(() => expect(row.queryByText("Retired")).not.toBeInTheDocument());
    // The keyboard stays where it was: on the row's button, which now retires it.
    expect(row.getByRole("button", { name: "Retire Sum 1" })).toHaveFocus();
  });

  it("deletes a question only once confirmed", async () => {
    const { events } = renderApp({
      route: "/question-bank",
      user: tutor,
      mocks: [
        listMock({}, bankPage([makeBankQuestion(1), makeBankQuestion(2)])),
        { request: { query: DeleteBankQuestionDocument, variables: { id: "bq-2" } }, result: { data: { deleteBankQuestion: "bq-2" } } },
        tagsMock,
      ],
    });
    await questionRow("Sum 2");
    await events.click(screen.getByRole("button", { name: "Delete Sum 2" }));
    await findConfirm("Delete question?", 'Delete "Sum 2" and all its versions? This cannot be undone.');
    await answerConfirm(events, "Delete question?", "Cancel");
    await confirmClosed();
    expect(screen.getByRole("heading", { name: "Sum 2" })).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Delete Sum 2" }));
    await answerConfirm(events, "Delete question?");
    expect(await screen.findByText('Deleted "Sum 2"')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Sum 2" })).not.toBeInTheDocument());
    expect(screen.getByText("1 question")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sum 1" })).toBeInTheDocument();
  });

  it("a used question says so and offers Retire, not Delete; a CONFLICT on delete shows the server's reason in a toast", async () => {
    const conflict = "This question is used by a quiz: retire it instead, so the quiz keeps it";
    const { events, container } = renderApp({
      route: "/question-bank",
      user: tutor,
      mocks: [
        listMock({}, bankPage([makeBankQuestion(1, { quizCount: 2 }), makeBankQuestion(2)])),
        {
          request: { query: DeleteBankQuestionDocument, variables: { id: "bq-2" } },
          result: { errors: [{ message: conflict, extensions: { code: "CONFLICT" } }] },
        },
        tagsMock,
      ],
    });
    const used = within(await questionRow("Sum 1"));
    expect(used.getByText("Used by 2 quizzes")).toBeInTheDocument();
    expect(used.getByText("Used by quizzes: retire it instead of deleting it.")).toBeInTheDocument();
    expect(used.queryByRole("button", { name: "Delete Sum 1" })).not.toBeInTheDocument();
    expect(used.getByRole("button", { name: "Retire Sum 1" })).toBeInTheDocument();
    const free = within(await questionRow("Sum 2"));
    expect(free.queryByText(/Used by/)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    // A quiz started using it since the list loaded: the server refuses, and says why.
    await events.click(free.getByRole("button", { name: "Delete Sum 2" }));
    await answerConfirm(events, "Delete question?");
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    await confirmClosed();
    expect(screen.queryByText('Deleted "Sum 2"')).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sum 2" })).toBeInTheDocument();
  });
});
