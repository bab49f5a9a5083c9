import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AuthoringChapterDocument,
  AuthoringCreateQuizDocument,
  TutorQuizzesDocument,
  type QuizInput,
} from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { makeChapter, makeQuiz, tutor, tutorQuizzesResult, storedQuestion } from "../test-fixtures";

type Events = ReturnType<typeof userEvent.setup>;

const route = "/manage-chapters/chapter-1/create-quiz";
const chapterMock = { request: { query: AuthoringChapterDocument, variables: { chapterId: "chapter-1" } }, result: { data: { chapter: makeChapter() } } };
const listRequest = { query: TutorQuizzesDocument, variables: { chapterId: "chapter-1", first: 20 } };
const input: QuizInput = {
  title: "Generics",
  instructions: "One answer each.",
  questions: [{ type: "SINGLE_CHOICE", points: 1, questionText: "Which is generic?", options: ["Array<T>", "number", "string"], correctAnswerIndex: 0 }],
};
const created = {
  ...makeQuiz({ id: "quiz-9", title: "Generics", instructions: "One answer each.", questionCount: 1, createdAt: "2024-04-01T10:00:00.000Z" }),
  questions: [storedQuestion(input.questions![0] as Parameters<typeof storedQuestion>[0])],
};
const createMock = {
  request: { query: AuthoringCreateQuizDocument, variables: { chapterId: "chapter-1", input } },
  result: { data: { createQuiz: created } },
};

// Click and paste: as a keyboard user would fill it, without a timer per keystroke.
const enter = async (events: Events, field: HTMLElement, text: string) => {
  await events.click(field);
  await events.paste(text);
};

const question = (n: number) => within(screen.getByRole("group", { name: `Question ${n}` }));

const fillDetails = async (events: Events) => {
  await enter(events, await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 }), "Generics");
  await enter(events, screen.getByLabelText(/Instructions/), "One answer each.");
};

// Question 1 as `input` describes it: three options (the fourth removed), the first correct.
const fillQuestion = async (events: Events) => {
  const first = question(1);
  await enter(events, first.getByLabelText(/Question text/), "Which is generic?");
  await events.click(first.getByRole("button", { name: "Remove option D" }));
  for (const [index, text] of ["Array<T>", "number", "string"].entries()) {
    await enter(events, first.getByLabelText(new RegExp(`^Option ${"ABC"[index]}`)), text);
  }
};

const submit = (events: Events) => events.click(screen.getByRole("button", { name: "Create Quiz" }));

jest.setTimeout(30_000);

describe("CreateQuizPage", () => {
  afterEach(() => jest.useRealTimers());

  it("starts with one question of four empty options, the first one correct", async () => {
    renderApp({ route, user: tutor, mocks: [chapterMock] });
    expect(await screen.findByRole("heading", { level: 1, name: "Create Quiz" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText("Chapter: Primitive types")).toBeInTheDocument();
    const first = question(1);
    expect(first.getAllByRole("textbox", { name: /^Option/ }).map((box) => (box as HTMLInputElement).value)).toEqual(["", "", "", ""]);
    expect(first.getByRole("combobox", { name: "Correct answer" })).toHaveValue("0");
    // The only question cannot be removed.
    expect(screen.queryByRole("button", { name: /Remove question/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/manage-chapters/chapter-1/quizzes");
  });

  it("shows the rules' messages in order and moves focus to the field at fault", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [chapterMock] });
    const title = await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 });
    await submit(events);
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in all required fields");
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute("aria-invalid", "true");

    await fillDetails(events);
    await submit(events);
    expect(screen.getByRole("alert")).toHaveTextContent("Question 1 is missing text");
    expect(question(1).getByLabelText(/Question text/)).toHaveFocus();

    await enter(events, question(1).getByLabelText(/Question text/), "Pick one");
    await submit(events);
    expect(screen.getByRole("alert")).toHaveTextContent("Question 1 has empty options");
    expect(question(1).getByLabelText(/^Option A/)).toHaveFocus();

    for (const [index, text] of ["yes", "no", "maybe", " Yes "].entries()) {
      await enter(events, question(1).getByLabelText(new RegExp(`^Option ${"ABCD"[index]}`)), text);
    }
    await submit(events);
    expect(screen.getByRole("alert")).toHaveTextContent("Question 1 has duplicate options");
    expect(question(1).getByLabelText(/^Option D/)).toHaveFocus();
    expect(question(1).getByLabelText(/^Option D/)).toHaveAttribute("aria-invalid", "true");
    expect(title).not.toHaveAttribute("aria-invalid");
  });

  it("keeps 2 to 6 options: Add option disabled at six, remove hidden at two", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [chapterMock] });
    await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 });
    const first = question(1);
    const add = first.getByRole("button", { name: "Add option" });
    await events.click(add);
    expect(first.getByLabelText(/^Option E/)).toHaveFocus();
    await events.click(add);
    expect(first.getAllByRole("textbox", { name: /^Option/ })).toHaveLength(6);
    expect(add).toBeDisabled();

    for (const letter of ["F", "E", "D", "C"]) {
      await events.click(first.getByRole("button", { name: `Remove option ${letter}` }));
    }
    expect(first.getAllByRole("textbox", { name: /^Option/ })).toHaveLength(2);
    expect(first.queryByRole("button", { name: /Remove option/ })).not.toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it("moves the correct answer down when an option at or below it is removed", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [chapterMock] });
    await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 });
    const first = question(1);
    for (const [index, text] of ["a", "b", "c", "d"].entries()) {
      await enter(events, first.getByLabelText(new RegExp(`^Option ${"ABCD"[index]}`)), text);
    }
    const correct = first.getByRole("combobox", { name: "Correct answer" });
    await events.selectOptions(correct, "D. d");
    await events.click(first.getByRole("button", { name: "Remove option A" }));
    expect(correct).toHaveValue("2");
    expect(within(correct).getByRole("option", { selected: true })).toHaveTextContent("C. d");
  });

  it("adds and removes questions, keeping at least one", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [chapterMock] });
    await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 });
    await events.click(screen.getByRole("button", { name: "Add Question" }));
    const second = question(2);
    expect(second.getByLabelText(/Question text/)).toHaveFocus();
    expect(second.getAllByRole("textbox", { name: /^Option/ })).toHaveLength(4);
    expect(second.getByRole("combobox", { name: "Correct answer" })).toHaveValue("0");

    await events.click(screen.getByRole("button", { name: "Remove question 1" }));
    expect(screen.getAllByRole("group", { name: /^Question \d$/ })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Remove question/ })).not.toBeInTheDocument();
  });

  it("shows the success message, then goes to the quiz list after 2 seconds", async () => {
    jest.useFakeTimers();
    const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = renderApp({
      route,
      user: tutor,
      mocks: [chapterMock, createMock, { request: listRequest, result: tutorQuizzesResult([created]) }],
    });
    await fillDetails(events);
    await fillQuestion(events);
    await submit(events);

    expect(await screen.findByText("Quiz created successfully! Redirecting to Manage Quizzes...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Quiz" })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe(route);
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(router.state.location.pathname).toBe("/manage-chapters/chapter-1/quizzes");
    expect(await screen.findByRole("article", { name: "Generics" })).toBeInTheDocument();
  });

  it("shows the new quiz on the list, which asks the server again (the chapter's list is dropped)", async () => {
    const { events } = renderApp({
      route: "/manage-chapters/chapter-1/quizzes",
      user: tutor,
      mocks: [
        { request: listRequest, result: tutorQuizzesResult([makeQuiz()]) },
        chapterMock,
        createMock,
        { request: listRequest, result: tutorQuizzesResult([makeQuiz(), created]) },
      ],
    });
    await events.click(await screen.findByRole("link", { name: "Create Quiz" }, { timeout: 10_000 }));
    await fillDetails(events);
    await fillQuestion(events);
    await submit(events);
    const newItem = await screen.findByRole("article", { name: "Generics" }, { timeout: 5_000 });
    expect(within(newItem).getByText("Draft")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Types basics" })).toBeInTheDocument();
    expect(screen.getByText("2 quizzes in this chapter")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 quizzes")).toBeInTheDocument();
  });

  it("shows Failed to create quiz, or the server's message", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        chapterMock,
        { ...createMock, error: new Error("Network down"), result: undefined },
        {
          request: createMock.request,
          result: { errors: [{ message: "You can only change your own activities", extensions: { code: "FORBIDDEN" } }] },
        },
      ],
    });
    await fillDetails(events);
    await fillQuestion(events);
    await submit(events);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to create quiz");
    await submit(events);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("You can only change your own activities"));
    expect(screen.getByRole("button", { name: "Create Quiz" })).toBeEnabled();
  });
});
