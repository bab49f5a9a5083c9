import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  LearnerChapterQuizzesDocument,
  MyQuizAttemptsDocument,
  SubmitQuizAttemptDocument,
} from "../../../graphql/__generated__/graphql";
import { cursorOf } from "../../../test/connection";
import { makeUser, renderApp } from "../../../test/render";
import { chapterQuizzesResult, historyResult, makeAnswer, makeAttempt, makeQuiz, quietRegrades } from "../test-fixtures";

const route = "/chapters/chapter-1/quizzes";
const user = makeUser({ id: "user-1" });
const quizzesRequest = { query: LearnerChapterQuizzesDocument, variables: { chapterId: "chapter-1", first: 20 } };
const draftKey = "quiz-draft:user-1:quiz-1";

const quizzesMock = (quizzes = [makeQuiz()]) => ({ request: quizzesRequest, result: chapterQuizzesResult(quizzes) });
const submitRequest = (picks: number[]) => ({
  query: SubmitQuizAttemptDocument,
  variables: { quizId: "quiz-1", answers: picks.map((selectedOptionIndex, questionIndex) => ({ questionIndex, selectedOptionIndex })) },
});

const question = (number: number) => screen.getByRole("group", { name: new RegExp(`^Question ${number}`) });
const option = (number: number, name: RegExp) => within(question(number)).getByRole("radio", { name });
const submitButton = () => screen.getByRole("button", { name: "Submit Quiz" });

// The first test also waits for the lazy page chunk to compile.
jest.setTimeout(20_000);

describe("ChapterQuizzesPage", () => {
  it("shows a spinner, then the published quizzes with lettered options and no marks", async () => {
    renderApp({ route, user, mocks: [{ ...quizzesMock(), delay: 100 }] });
    expect(await screen.findByLabelText("Loading quizzes", {}, { timeout: 10_000 })).toBeInTheDocument();

    expect(await screen.findByRole("heading", { level: 1, name: "Primitive types" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Types basics" })).toBeInTheDocument();
    expect(screen.getByText("Pick one answer per question.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Chapters/ })).toHaveAttribute("href", "/activities/activity-1/chapters");
    const first = within(question(1));
    expect(first.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual([
      "A. string",
      "B. boolean",
      "C. number",
    ]);
    expect(screen.queryByText(/Correct answer/)).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Quiz Results" })).not.toBeInTheDocument();
  });

  it("enables Submit only once every question has an answer, and answers stay changeable", async () => {
    const { events } = renderApp({ route, user, mocks: [quizzesMock()] });
    await screen.findByRole("heading", { level: 2, name: "Types basics" });
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText("0 of 2 answered")).toBeInTheDocument();

    await events.click(option(1, /A\. string/));
    expect(submitButton()).toBeDisabled();
    await events.click(option(1, /B\. boolean/));
    expect(option(1, /B\. boolean/)).toBeChecked();
    expect(option(1, /A\. string/)).not.toBeChecked();
    await events.click(option(2, /C\. const/));
    expect(screen.getByText("2 of 2 answered")).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("refuses an early submit with SPEC.md's message and calls no server", async () => {
    const { events } = renderApp({ route, user, mocks: [quizzesMock()] });
    await screen.findByRole("heading", { level: 2, name: "Types basics" });
    await events.click(option(1, /B\. boolean/));
    fireEvent.submit(screen.getByRole("form", { name: "Types basics" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please answer all questions before submitting.");
    // Answering clears the message.
    await events.click(option(2, /A\. let/));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("selects options with the keyboard: arrows move within a question, Space picks", async () => {
    const { events } = renderApp({ route, user, mocks: [quizzesMock()] });
    await screen.findByRole("heading", { level: 2, name: "Types basics" });
    option(1, /A\. string/).focus();
    await events.keyboard(" ");
    expect(option(1, /A\. string/)).toBeChecked();
    await events.keyboard("{ArrowDown}");
    expect(option(1, /B\. boolean/)).toBeChecked();
    expect(option(1, /B\. boolean/)).toHaveFocus();
    expect(option(2, /A\. let/)).not.toBeChecked();
  });

  it("submits, then locks the quiz and shows the results with the correct option and the wrong pick marked", async () => {
    const attempt = makeAttempt({
      score: 1,
      total: 2,
      percentage: 50,
      answers: [
        makeAnswer(0, { selectedOptionIndex: 1, correctAnswerIndex: 1, isCorrect: true }),
        makeAnswer(1, { selectedOptionIndex: 0, correctAnswerIndex: 2, isCorrect: false }),
      ],
    });
    const { events } = renderApp({
      route,
      user,
      mocks: [quizzesMock(), { request: submitRequest([1, 0]), result: { data: { submitQuizAttempt: attempt } } }],
    });
    await screen.findByRole("heading", { level: 2, name: "Types basics" });
    await events.click(option(1, /B\. boolean/));
    await events.click(option(2, /A\. let/));
    expect(window.localStorage.getItem(draftKey)).toBe("[1,0]");
    await events.click(submitButton());

    const results = await screen.findByRole("region", { name: "Quiz Results" });
    expect(within(results).getByRole("heading", { name: "Quiz Results" })).toHaveFocus();
    expect(results).toHaveTextContent("Score: 1 / 2");
    expect(results).toHaveTextContent("Percentage: 50%");
    expect(within(results).getByText("Passed (pass mark 50%)")).toBeInTheDocument();
    // Its one attempt is used: no Try again.
    expect(within(results).queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(screen.getByText("0 of 1 attempt left")).toBeInTheDocument();
    expect(within(results).getByRole("link", { name: "View All Results" })).toHaveAttribute("href", "/quiz/results");
    expect(within(results).getByRole("link", { name: "View Detailed Results" })).toHaveAttribute("href", "/quiz/results");

    expect(option(1, /B\. boolean.*Your answer · Correct/)).toBeChecked();
    expect(option(2, /A\. let.*Your answer · Incorrect/)).toBeChecked();
    expect(option(2, /C\. const.*Correct answer/)).not.toBeChecked();
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit Quiz" })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey)).toBeNull();
  });

  it("after a submit, My Quiz Results loads afresh when opened: the new attempt with the server's figures", async () => {
    const historyRequest = { query: MyQuizAttemptsDocument, variables: { first: 20 } };
    const reload = jest.fn(() => historyResult([makeAttempt()], { totalAttempts: 1, passedCount: 1, averagePercentage: 50 }));
    const { router, events } = renderApp({
      route: "/quiz/results",
      user,
      mocks: [
        { request: historyRequest, result: historyResult([]) },
        quizzesMock(),
        { request: submitRequest([1, 0]), result: { data: { submitQuizAttempt: makeAttempt() } } },
        // Served once, and only when the results are shown again: nothing is refetched at submit.
        { request: historyRequest, result: reload },
        quietRegrades,
      ],
    });
    expect(await screen.findByText("You haven't taken any quizzes yet.")).toBeInTheDocument();
    await act(() => router.navigate(route));
    await screen.findByRole("heading", { level: 2, name: "Types basics" });
    await events.click(option(1, /B\. boolean/));
    await events.click(option(2, /A\. let/));
    await events.click(submitButton());
    await screen.findByRole("region", { name: "Quiz Results" });
    expect(reload).not.toHaveBeenCalled();
    await events.click(screen.getByRole("link", { name: "View All Results" }));

    expect(await screen.findByRole("heading", { level: 4, name: "Types basics" })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    const stats = within(screen.getByRole("list", { name: "Quiz statistics" }));
    expect(stats.getByText("Total Attempts").parentElement).toHaveTextContent("1");
    expect(stats.getByText("Passed Quizzes").parentElement).toHaveTextContent("1");
    expect(stats.getByText("Average Score").parentElement).toHaveTextContent("50.0%");
    expect(screen.getByText("Showing 1 attempt")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("loads more quizzes after the first page, without a spinner over the list", async () => {
    const first = [makeQuiz({ id: "quiz-1", title: "Types basics" }), makeQuiz({ id: "quiz-2", title: "Narrowing" })];
    const { events } = renderApp({
      route,
      user,
      mocks: [
        { request: quizzesRequest, result: chapterQuizzesResult(first, { totalCount: 3, hasNextPage: true }) },
        {
          request: { query: LearnerChapterQuizzesDocument, variables: { chapterId: "chapter-1", first: 20, after: cursorOf("Quiz", "quiz-2") } },
          result: chapterQuizzesResult([makeQuiz({ id: "quiz-3", title: "Generics" })], { totalCount: 3, hasNextPage: false }),
          delay: 30,
        },
      ],
    });
    await screen.findByRole("heading", { level: 2, name: "Narrowing" });
    expect(screen.getByText("Showing 2 of 3 quizzes")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Load more quizzes" }));
    expect(screen.queryByLabelText("Loading quizzes")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Types basics" })).toBeInTheDocument();

    expect(await screen.findByRole("heading", { level: 2, name: "Generics" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Types basics", "Narrowing", "Generics"]);
    expect(screen.getByText("Showing all 3 quizzes")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more quizzes" })).not.toBeInTheDocument();
    expect(await screen.findByText("1 more quiz loaded. Showing all 3 quizzes.")).toBeInTheDocument();
  });

  it.each([
    ["You have already attempted this quiz", "You have already submitted this quiz. You cannot submit it again."],
    ["Quiz not found or not available", "This quiz is no longer available."],
    ["Something else broke", "Something else broke"],
  ])("shows the server error %j as %j and keeps the answers", async (serverMessage, shown) => {
    const { events } = renderApp({
      route,
      user,
      mocks: [quizzesMock(), { request: submitRequest([1, 2]), result: { errors: [{ message: serverMessage }] } }],
    });
    await screen.findByRole("heading", { level: 2, name: "Types basics" });
    await events.click(option(1, /B\. boolean/));
    await events.click(option(2, /C\. const/));
    await events.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(shown);
    expect(option(1, /B\. boolean/)).toBeChecked();
    expect(submitButton()).toBeEnabled();
  });

  it("falls back to Failed to submit quiz on a network error", async () => {
    const { events } = renderApp({
      route,
      user,
      mocks: [quizzesMock(), { request: submitRequest([0, 0]), error: new Error("Failed to fetch") }],
    });
    await screen.findByRole("heading", { level: 2, name: "Types basics" });
    await events.click(option(1, /A\. string/));
    await events.click(option(2, /A\. let/));
    await events.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to submit quiz");
  });

  it("opens a quiz the learner already took in its submitted state with their result", async () => {
    window.localStorage.setItem(draftKey, "[0,0]");
    const taken = makeAttempt({
      score: 0,
      percentage: 0,
      passed: false,
      answers: [
        makeAnswer(0, { selectedOptionIndex: 2, correctAnswerIndex: 1, isCorrect: false }),
        makeAnswer(1, { selectedOptionIndex: 1, correctAnswerIndex: 2, isCorrect: false }),
      ],
    });
    renderApp({ route, user, mocks: [quizzesMock([makeQuiz({ myAttempt: taken })])] });
    const results = await screen.findByRole("region", { name: "Quiz Results" });
    expect(results).toHaveTextContent("Score: 0 / 2");
    expect(results).toHaveTextContent("Percentage: 0%");
    expect(within(results).getByText("Not passed: 0%, pass mark 50%")).toBeInTheDocument();
    expect(option(1, /C\. number.*Your answer · Incorrect/)).toBeChecked();
    expect(option(1, /B\. boolean.*Correct answer/)).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit Quiz" })).not.toBeInTheDocument();
    // A stale draft of a submitted quiz is dropped.
    await waitFor(() => expect(window.localStorage.getItem(draftKey)).toBeNull());
  });

  it("restores answers chosen but not submitted after a reload", async () => {
    window.localStorage.setItem(draftKey, "[2,null]");
    renderApp({ route, user, mocks: [quizzesMock()] });
    await screen.findByRole("heading", { level: 2, name: "Types basics" });
    expect(option(1, /C\. number/)).toBeChecked();
    expect(within(question(2)).getAllByRole("radio").some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByText("1 of 2 answered")).toBeInTheDocument();
  });

  it("shows No quizzes available when the chapter has none published", async () => {
    renderApp({ route, user, mocks: [quizzesMock([])] });
    expect(await screen.findByText("No quizzes available")).toBeInTheDocument();
  });

  it("shows Failed to fetch quizzes with Try Again and a way back", async () => {
    const { events } = renderApp({
      route,
      user,
      mocks: [
        { request: quizzesRequest, result: { errors: [{ message: "Chapter not found", extensions: { code: "NOT_FOUND" } }] } },
        quizzesMock(),
      ],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch quizzes");
    expect(screen.getByRole("link", { name: "Browse Activities" })).toHaveAttribute("href", "/activity");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Types basics" })).toBeInTheDocument();
  });

  it("lets tutors preview a quiz without submitting it", async () => {
    renderApp({ route, user: makeUser({ role: "tutor" }), mocks: [quizzesMock()] });
    expect(await screen.findByText("Only learners can submit quiz attempts.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Quiz" })).not.toBeInTheDocument();
  });

  it("sends visitors to the login page", async () => {
    const { router } = renderApp({ route });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
