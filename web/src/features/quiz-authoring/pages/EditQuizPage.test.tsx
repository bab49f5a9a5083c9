import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  AuthoringQuizDocument,
  AuthoringUpdateQuizDocument,
  AuthoringUpdateQuizSettingsDocument,
  TutorQuizzesDocument,
  type QuizInput,
} from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { makeQuiz, makeQuizDetail, quizResult, tutor, tutorQuizzesResult } from "../test-fixtures";
import { SETTINGS_LOCKED_NOTE } from "../quiz-settings";

const route = "/manage-chapters/chapter-1/quizzes/quiz-1/edit";
const quizRequest = { query: AuthoringQuizDocument, variables: { id: "quiz-1" } };
const quizMock = { request: quizRequest, result: quizResult() };
const listRequest = { query: TutorQuizzesDocument, variables: { chapterId: "chapter-1", first: 20 } };
const LOCKED = "This quiz has already been attempted by learners and can no longer be edited.";

// The quiz as the fixture has it, with a new title.
const input: QuizInput = {
  title: "Types basics, revised",
  instructions: "Pick one answer per question.",
  questions: [
    { type: "SINGLE_CHOICE", points: 1, questionText: "Which type has exactly two values?", options: ["string", "boolean", "number"], correctAnswerIndex: 1 },
    { type: "SINGLE_CHOICE", points: 1, questionText: "Which keyword declares a constant?", options: ["let", "const"], correctAnswerIndex: 1 },
  ],
};
const updateRequest = { query: AuthoringUpdateQuizDocument, variables: { id: "quiz-1", input } };
const updated = { ...makeQuizDetail({ title: input.title }), updatedAt: "2024-03-09T10:00:00.000Z" };

const question = (n: number) => within(screen.getByRole("group", { name: `Question ${n}` }));
const optionValues = (n: number) =>
  question(n)
    .getAllByRole("textbox", { name: /^Option/ })
    .map((box) => (box as HTMLInputElement).value);

jest.setTimeout(30_000);

describe("EditQuizPage", () => {
  it("prefills the form from the quiz, correct answers included", async () => {
    renderApp({ route, user: tutor, mocks: [{ ...quizMock, delay: 30 }] });
    expect(await screen.findByLabelText("Loading quiz", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Quiz title/)).toHaveValue("Types basics");
    expect(screen.getByRole("heading", { level: 1, name: "Edit Quiz" })).toBeInTheDocument();
    expect(screen.getByText("Chapter: Primitive types")).toBeInTheDocument();
    expect(screen.getByLabelText(/Instructions/)).toHaveValue("Pick one answer per question.");
    expect(question(1).getByLabelText(/Question text/)).toHaveValue("Which type has exactly two values?");
    expect(optionValues(1)).toEqual(["string", "boolean", "number"]);
    expect(question(1).getByRole("combobox", { name: "Correct answer" })).toHaveValue("1");
    expect(optionValues(2)).toEqual(["let", "const"]);
    expect(question(2).getByRole("combobox", { name: "Correct answer" })).toHaveValue("1");
    // Two options: none can be removed.
    expect(question(2).queryByRole("button", { name: /Remove option/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("saves with updateQuiz and goes back to the quiz list, which shows the change from the cache", async () => {
    // The list is mocked once: it must update through the normalized cache, not a second fetch.
    const { events, router } = renderApp({
      route: "/manage-chapters/chapter-1/quizzes",
      user: tutor,
      mocks: [
        { request: listRequest, result: tutorQuizzesResult([makeQuizDetail()]) },
        quizMock,
        { request: updateRequest, result: { data: { updateQuiz: updated } } },
      ],
    });
    const item = await screen.findByRole("article", { name: "Types basics" }, { timeout: 10_000 });
    await events.click(within(item).getByRole("link", { name: "Edit" }));
    const title = await screen.findByLabelText(/Quiz title/);
    await events.type(title, ", revised");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-chapters/chapter-1/quizzes"));
    expect(await screen.findByRole("article", { name: "Types basics, revised" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("applies the builder's rules before saving", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [quizMock] });
    const title = await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 });
    await events.clear(title);
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in all required fields");
    expect(title).toHaveFocus();
  });

  it("shows the server's CONFLICT message when learners attempted the quiz meanwhile, and stops saving", async () => {
    const { events, router } = renderApp({
      route,
      user: tutor,
      mocks: [quizMock, { request: updateRequest, result: { errors: [{ message: LOCKED, extensions: { code: "CONFLICT" } }] } }],
    });
    await events.type(await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 }), ", revised");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(LOCKED);
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    expect(router.state.location.pathname).toBe(route);
  });

  it("says up front that an attempted quiz's questions can no longer be edited, and offers its settings alone", async () => {
    renderApp({ route, user: tutor, mocks: [{ request: quizRequest, result: quizResult(makeQuizDetail({ attemptCount: 2 })) }] });
    expect(await screen.findByText(LOCKED, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Quiz title/)).not.toBeInTheDocument();
    const form = within(screen.getByRole("form", { name: "Quiz settings" }));
    expect(form.getByText(SETTINGS_LOCKED_NOTE)).toBeInTheDocument();
    expect(form.getByRole("switch", { name: "Time limit" })).toBeDisabled();
    expect(form.getByRole("switch", { name: "Shuffle questions" })).toBeDisabled();
    expect(form.getByRole("switch", { name: "Shuffle options" })).toBeDisabled();
    expect(form.getByRole("spinbutton", { name: "Attempts allowed" })).toBeDisabled();
    expect(form.getByLabelText("Closes")).toBeEnabled();
    expect(form.getByRole("combobox", { name: "When learners see correct answers" })).toBeEnabled();
    expect(form.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/manage-chapters/chapter-1/quizzes");
  });

  it("saves an attempted quiz's settings with updateQuizSettings, leaving the locked ones out", async () => {
    const settings = {
      opensAt: null,
      closesAt: new Date(2099, 4, 1, 9, 30).toISOString(),
      reviewPolicy: "AFTER_CLOSE",
      gradingMethod: "HIGHEST",
      // Not locked: a new mark decides the attempts already made too.
      passPercentage: 70,
    };
    const saved = jest.fn(() => ({
      data: {
        updateQuizSettings: {
          ...makeQuiz({ attemptCount: 2, closesAt: settings.closesAt, reviewPolicy: "AFTER_CLOSE", passPercentage: 70 }),
          updatedAt: "2024-03-09T10:00:00.000Z",
        },
      },
    }));
    const { events, router } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: quizRequest, result: quizResult(makeQuizDetail({ attemptCount: 2 })) },
        { request: { query: AuthoringUpdateQuizSettingsDocument, variables: { id: "quiz-1", settings } }, result: saved },
        { request: listRequest, result: tutorQuizzesResult([makeQuizDetail({ attemptCount: 2 })]) },
      ],
    });
    const form = within(await screen.findByRole("form", { name: "Quiz settings" }, { timeout: 10_000 }));
    await events.selectOptions(form.getByRole("combobox", { name: "When learners see correct answers" }), "AFTER_CLOSE");
    await events.click(form.getByRole("button", { name: "Save Settings" }));
    // The browser's own check first: after closing needs a closing date.
    expect(await form.findByText("Showing answers after closing needs a closing date")).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
    fireEvent.change(form.getByLabelText("Closes"), { target: { value: "2099-05-01T09:30" } });
    const passMark = form.getByRole("spinbutton", { name: "Pass mark" });
    expect(passMark).toBeEnabled();
    await events.clear(passMark);
    await events.type(passMark, "700");
    await events.click(form.getByRole("button", { name: "Save Settings" }));
    expect(await form.findByText("The pass mark must be a whole percentage from 0 to 100")).toBeInTheDocument();
    expect(passMark).toHaveFocus();
    await events.clear(passMark);
    await events.type(passMark, "70");
    await events.click(form.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-chapters/chapter-1/quizzes"));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field errors of the settings", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: quizRequest, result: quizResult(makeQuizDetail({ attemptCount: 2 })) },
        {
          request: { query: AuthoringUpdateQuizSettingsDocument, variables: () => true },
          result: {
            errors: [
              {
                message: "Invalid quiz settings",
                extensions: { code: "BAD_USER_INPUT", fieldErrors: { "settings.closesAt": "The closing date must be after the opening date" } },
              },
            ],
          },
        },
      ],
    });
    const form = within(await screen.findByRole("form", { name: "Quiz settings" }, { timeout: 10_000 }));
    await events.click(form.getByRole("button", { name: "Save Settings" }));
    expect(await form.findByText("The closing date must be after the opening date")).toBeInTheDocument();
    expect(form.getByRole("alert")).toHaveTextContent("Invalid quiz settings");
  });

  it("shows Failed to update quiz when the save fails without a reason", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [quizMock, { request: updateRequest, error: new Error("Offline") }] });
    await events.type(await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 }), ", revised");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to update quiz");
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  });

  it("shows Quiz not found with a way back for a missing quiz", async () => {
    renderApp({
      route,
      user: tutor,
      mocks: [{ request: quizRequest, result: { errors: [{ message: "Quiz not found", extensions: { code: "NOT_FOUND" } }] } }],
    });
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent("Quiz not found");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getAllByRole("link", { name: /Back to Quizzes/ })[0]).toHaveAttribute(
      "href",
      "/manage-chapters/chapter-1/quizzes",
    );
  });
});
