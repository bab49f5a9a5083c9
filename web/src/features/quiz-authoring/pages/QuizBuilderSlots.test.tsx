import { act, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import {
  AuthoringChapterDocument,
  AuthoringCreateQuizDocument,
  AuthoringPoolSizeDocument,
  AuthoringQuizDocument,
  QuestionBankDocument,
  QuestionBankTagsDocument,
  type QuizInput,
} from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { renderApp } from "../../../test/render";
import { bankPage, makeBankQuestion, tagsResult } from "../../question-bank/test-fixtures";
import { makeChapter, makeQuiz, makeQuizDetail, quizResult, storedQuestion, tutor } from "../test-fixtures";

type Events = ReturnType<typeof userEvent.setup>;

const route = "/manage-chapters/chapter-1/create-quiz";
const chapterMock = { request: { query: AuthoringChapterDocument, variables: { chapterId: "chapter-1" } }, result: { data: { chapter: makeChapter() } } };
const tagsMock = { request: { query: QuestionBankTagsDocument }, result: tagsResult([["Loops", 5], ["algebra", 3]]), maxUsageCount: 5 };
const bankMock = (variables: Record<string, unknown>, questions: ReturnType<typeof makeBankQuestion>[], page: { totalCount?: number; hasNextPage?: boolean } = {}) => ({
  request: { query: QuestionBankDocument, variables },
  result: bankPage(questions, page),
});
const poolMock = (tag: string, difficulty: number | null, size: number) => ({
  request: { query: AuthoringPoolSizeDocument, variables: { tag, difficulty } },
  result: { data: { questionBankPoolSize: size } },
  maxUsageCount: 5,
});
const created = (input: QuizInput) => ({
  data: {
    createQuiz: {
      ...makeQuiz({ id: "quiz-9", title: input.title, instructions: input.instructions, questionCount: 3 }),
      questions: [storedQuestion({ questionText: "Which loop runs at least once?", options: ["while", "do...while"], correctAnswerIndex: 1 })],
      slots: null,
    },
  },
});

const enter = async (events: Events, field: HTMLElement, text: string) => {
  await events.click(field);
  await events.paste(text);
};
const question = (n: number) => within(screen.getByRole("group", { name: `Question ${n}` }));
const section = (name: string | RegExp) => within(screen.getByRole("region", { name }));

// Title, instructions and question 1 (two options, the second correct).
const fillWritten = async (events: Events) => {
  await enter(events, await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 }), "Loops");
  await enter(events, screen.getByLabelText(/Instructions/), "Answer all.");
  await enter(events, question(1).getByLabelText(/Question text/), "Which loop runs at least once?");
  await events.click(question(1).getByRole("button", { name: "Remove option D" }));
  await events.click(question(1).getByRole("button", { name: "Remove option C" }));
  await enter(events, question(1).getByLabelText(/^Option A/), "while");
  await enter(events, question(1).getByLabelText(/^Option B/), "do...while");
  await events.selectOptions(question(1).getByRole("combobox", { name: "Correct answer" }), "1");
};
const writtenInput = {
  type: "SINGLE_CHOICE" as const,
  points: 1,
  questionText: "Which loop runs at least once?",
  options: ["while", "do...while"],
  correctAnswerIndex: 1,
};

jest.setTimeout(40_000);

describe("the quiz builder's bank questions and random draws", () => {
  it("adds questions from the bank (searched, paged, picked with checkboxes) and sends them as slots with their ids, in the list's order", async () => {
    const input: QuizInput = { title: "Loops", instructions: "Answer all.", slots: [{ questionId: "bq-3" }, { question: writtenInput }, { questionId: "bq-1" }] };
    const save = jest.fn(() => created(input));
    const { events, router } = renderApp({
      route,
      user: tutor,
      mocks: [
        chapterMock,
        tagsMock,
        bankMock({ first: 20 }, [makeBankQuestion(1), makeBankQuestion(2)], { totalCount: 3, hasNextPage: true }),
        bankMock({ first: 20, after: "BankQuestion:bq-2" }, [makeBankQuestion(3, { version: 2, title: "Loop sum" })], { totalCount: 3, hasNextPage: false }),
        bankMock({ first: 20, tags: ["Loops"] }, [makeBankQuestion(3, { version: 2, title: "Loop sum" })]),
        { request: { query: AuthoringCreateQuizDocument, variables: { chapterId: "chapter-1", input } }, result: save },
      ],
    });
    await fillWritten(events);
    const open = screen.getByRole("button", { name: "Add from bank" });
    await events.click(open);
    const dialog = within(await screen.findByRole("dialog", { name: "Add from bank" }));
    expect(await dialog.findByRole("checkbox", { name: "Sum 1" })).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Add questions" })).toBeDisabled();
    await events.click(dialog.getByRole("button", { name: "Load more questions" }));
    await events.click(await dialog.findByRole("checkbox", { name: "Loop sum" }));
    await events.click(dialog.getByRole("checkbox", { name: "Sum 1" }));
    // A filter asks the server again; what was ticked stays ticked.
    await events.selectOptions(dialog.getByRole("combobox", { name: "Tag" }), "Loops");
    await waitFor(() => expect(dialog.queryByRole("checkbox", { name: "Sum 1" })).not.toBeInTheDocument());
    expect(dialog.getByRole("checkbox", { name: "Loop sum" })).toBeChecked();
    await events.click(dialog.getByRole("button", { name: "Add 2 questions" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());

    // Read-only entries after the written question, in the order ticked.
    const bankEntry = section("Question 2");
    expect(bankEntry.getByText("From bank: Loop sum · v2")).toBeInTheDocument();
    expect(bankEntry.getByText("Single choice")).toBeInTheDocument();
    expect(bankEntry.queryByRole("textbox")).not.toBeInTheDocument();
    expect(section("Question 3").getByText("From bank: Sum 1 · v1")).toBeInTheDocument();
    expect(screen.getByText("3 questions")).toBeInTheDocument();

    await events.click(bankEntry.getByRole("button", { name: "Move question 2 up" }));
    expect(section("Question 1").getByText("From bank: Loop sum · v2")).toBeInTheDocument();
    expect(question(2).getByLabelText(/Question text/)).toHaveValue("Which loop runs at least once?");

    await events.click(screen.getByRole("button", { name: "Create Quiz" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/Quiz created successfully/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  });

  it("sends a random slot's tag, count and difficulty, and shows the pool's size as they change", async () => {
    const input: QuizInput = { title: "Loops", instructions: "Answer all.", slots: [{ question: writtenInput }, { randomTag: "Loops", count: 3, difficulty: 2 }] };
    const save = jest.fn(() => created(input));
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        chapterMock,
        tagsMock,
        poolMock("Loops", null, 5),
        poolMock("Loops", 2, 4),
        { request: { query: AuthoringCreateQuizDocument, variables: { chapterId: "chapter-1", input } }, result: save },
      ],
    });
    await fillWritten(events);
    await events.click(screen.getByRole("button", { name: "Add random questions" }));
    const slot = section("Slot 2: random questions");
    const tag = slot.getByRole("combobox", { name: "Slot 2 tag" });
    expect(tag).toHaveFocus();
    expect(slot.getByText("Choose a tag to see how many questions its pool holds.")).toBeInTheDocument();
    await events.selectOptions(tag, "Loops");
    expect(await slot.findByText("The pool holds 5 questions")).toBeInTheDocument();
    await events.selectOptions(slot.getByRole("combobox", { name: "Slot 2 difficulty" }), "2");
    expect(await slot.findByText("Counting the pool…")).toBeInTheDocument();
    expect(await slot.findByText("The pool holds 4 questions")).toBeInTheDocument();
    const count = slot.getByRole("spinbutton", { name: "Slot 2 questions to draw" });
    await events.clear(count);
    await events.type(count, "3");
    expect(slot.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("4 questions (3 drawn at random)")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Create Quiz" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });

  it("warns when a slot draws more than its pool holds, and shows the server's message on the slot", async () => {
    const input: QuizInput = { title: "Loops", instructions: "Answer all.", slots: [{ question: writtenInput }, { randomTag: "Loops", count: 4 }] };
    const message = 'Slot 2 draws more questions than the bank holds tagged "Loops" (besides the quiz\'s fixed ones): 2';
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        chapterMock,
        tagsMock,
        poolMock("Loops", null, 2),
        {
          request: { query: AuthoringCreateQuizDocument, variables: { chapterId: "chapter-1", input } },
          result: { errors: [{ message: "Invalid quiz", extensions: { code: "BAD_USER_INPUT", fieldErrors: { "slots.1.count": message } } }] },
        },
      ],
    });
    await fillWritten(events);
    await events.click(screen.getByRole("button", { name: "Add random questions" }));
    const slot = section("Slot 2: random questions");
    // The form's own check first: a slot needs a tag.
    await events.click(screen.getByRole("button", { name: "Create Quiz" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Slot 2 needs a tag to draw from");
    expect(slot.getByRole("combobox", { name: "Slot 2 tag" })).toHaveFocus();
    await events.selectOptions(slot.getByRole("combobox", { name: "Slot 2 tag" }), "Loops");
    const count = slot.getByRole("spinbutton", { name: "Slot 2 questions to draw" });
    await events.clear(count);
    await events.type(count, "4");
    expect(await slot.findByText("The pool holds 2 questions")).toBeInTheDocument();
    expect(slot.getByText(/This slot draws 4 but the pool holds 2/)).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Create Quiz" }));
    const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent("Invalid quiz");
    // On the slot's count, and linked from the summary.
    expect(await slot.findByText(message)).toBeInTheDocument();
    expect(count).toHaveAttribute("aria-invalid", "true");
    await events.click(within(alert).getByRole("link", { name: message }));
    expect(count).toHaveFocus();
  });

  it("loads a quiz with a random slot in its place, its fixed questions editable", async () => {
    const quiz = makeQuizDetail({
      questionCount: 4,
      slots: [
        { __typename: "QuizSlot", kind: "FIXED", questionId: "bq-1", version: 1, questionIndex: 0, randomTag: null, difficulty: null, count: 1, poolSize: null },
        { __typename: "QuizSlot", kind: "RANDOM", questionId: null, version: null, questionIndex: null, randomTag: "Loops", difficulty: 3, count: 2, poolSize: 6 },
        { __typename: "QuizSlot", kind: "FIXED", questionId: "bq-2", version: 1, questionIndex: 1, randomTag: null, difficulty: null, count: 1, poolSize: null },
      ],
    });
    renderApp({
      route: "/manage-chapters/chapter-1/quizzes/quiz-1/edit",
      user: tutor,
      mocks: [{ request: { query: AuthoringQuizDocument, variables: { id: "quiz-1" } }, result: quizResult(quiz) }, tagsMock, poolMock("Loops", 3, 6)],
    });
    const slot = within(await screen.findByRole("region", { name: "Slot 2: random questions" }, { timeout: 10_000 }));
    expect(question(1).getByLabelText(/Question text/)).toHaveValue("Which type has exactly two values?");
    expect(question(3).getByLabelText(/Question text/)).toHaveValue("Which keyword declares a constant?");
    await waitFor(() => expect(slot.getByRole("combobox", { name: "Slot 2 tag" })).toHaveValue("Loops"));
    expect(slot.getByRole("spinbutton", { name: "Slot 2 questions to draw" })).toHaveValue(2);
    expect(slot.getByRole("combobox", { name: "Slot 2 difficulty" })).toHaveValue("3");
    expect(await slot.findByText("The pool holds 6 questions")).toBeInTheDocument();
    expect(screen.getByText("4 questions (2 drawn at random)")).toBeInTheDocument();
  });

  it("is axe clean with a bank question, a random slot and the dialog open, and works from the keyboard", async () => {
    const { events, container } = renderApp({
      route,
      user: tutor,
      mocks: [chapterMock, tagsMock, poolMock("Loops", null, 5), bankMock({ first: 20 }, [makeBankQuestion(1), makeBankQuestion(2)])],
    });
    await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 });
    const open = screen.getByRole("button", { name: "Add from bank" });
    open.focus();
    await events.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Add from bank" });
    const box = await within(dialog).findByRole("checkbox", { name: "Sum 2" });
    expect(await act(() => axeViolations(dialog))).toEqual([]);
    box.focus();
    await events.keyboard(" ");
    expect(box).toBeChecked();
    const add = within(dialog).getByRole("button", { name: "Add 1 question" });
    add.focus();
    await events.keyboard("{Enter}");
    await waitFor(() => expect(open).toHaveFocus());

    await events.click(screen.getByRole("button", { name: "Add random questions" }));
    await events.selectOptions(section("Slot 3: random questions").getByRole("combobox", { name: "Slot 3 tag" }), "Loops");
    expect(await screen.findByText("The pool holds 5 questions")).toBeInTheDocument();

    // Moving from the keyboard keeps the focus on the moved entry's button.
    const up = section("Question 2").getByRole("button", { name: "Move question 2 up" });
    up.focus();
    await events.keyboard("{Enter}");
    expect(section("Question 1").getByText("From bank: Sum 2 · v1")).toBeInTheDocument();
    // At the top now: focus goes to its Down button.
    expect(section("Question 1").getByRole("button", { name: "Move question 1 down" })).toHaveFocus();
    expect(section("Question 1").getByRole("button", { name: "Move question 1 up" })).toBeDisabled();
    const down = section("Slot 3: random questions").getByRole("button", { name: "Move slot 3 up" });
    down.focus();
    await events.keyboard("{Enter}");
    expect(section("Slot 2: random questions").getByRole("button", { name: "Move slot 2 up" })).toHaveFocus();

    expect(await act(() => axeViolations(container))).toEqual([]);
  });
});
