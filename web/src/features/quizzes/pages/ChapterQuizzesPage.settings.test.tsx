import { screen, within } from "@testing-library/react";
import {
  LearnerChapterQuizzesDocument,
  LearnerQuizDocument,
  SaveQuizAnswersDocument,
  StartQuizAttemptDocument,
  SubmitQuizAttemptDocument,
} from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { makeUser, renderApp } from "../../../test/render";
import { chapterQuizzesResult, makeAnswer, makeAttempt, makeInProgress, makeQuestion, makeQuiz } from "../test-fixtures";

const route = "/chapters/chapter-1/quizzes";
const user = makeUser({ id: "user-1" });
const quizzesRequest = { query: LearnerChapterQuizzesDocument, variables: { chapterId: "chapter-1", first: 20 } };
const quizzesMock = (quizzes = [makeQuiz()]) => ({ request: quizzesRequest, result: chapterQuizzesResult(quizzes) });
const submitRequest = (answers: { questionIndex: number; selectedOptionIndex: number }[]) => ({
  query: SubmitQuizAttemptDocument,
  variables: { quizId: "quiz-1", answers },
});

const question = (number: number) => screen.getByRole("group", { name: new RegExp(`^Question ${number}`) });
const option = (number: number, name: RegExp) => within(question(number)).getByRole("radio", { name });

// The tutor's question 1 shown first, and each one's options in another order.
const shuffledQuestions = () => [
  makeQuestion(1, "Which keyword declares a constant?", ["const", "let", "var"], [2, 0, 1]),
  makeQuestion(0, "Which type has exactly two values?", ["number", "boolean", "string"], [2, 1, 0]),
];

jest.setTimeout(30_000);

describe("ChapterQuizzesPage: quiz settings", () => {
  it("sends each pick at its position on screen for a shuffled quiz", async () => {
    const submitted = jest.fn(() => ({ data: { submitQuizAttempt: makeAttempt({ questions: shuffledQuestions() }) } }));
    const { events } = renderApp({
      route,
      user,
      mocks: [
        quizzesMock([makeQuiz({ shuffleQuestions: true, shuffleOptions: true, questions: shuffledQuestions() })]),
        // "const" is first on screen in the first question shown; "boolean" second in the second.
        { request: submitRequest([{ questionIndex: 0, selectedOptionIndex: 0 }, { questionIndex: 1, selectedOptionIndex: 1 }]), result: submitted },
      ],
    });
    expect(await screen.findByText("Which keyword declares a constant?")).toBeInTheDocument();
    await events.click(option(1, /A\. const/));
    await events.click(option(2, /B\. boolean/));
    await events.click(screen.getByRole("button", { name: "Submit Quiz" }));
    await screen.findByRole("region", { name: "Quiz Results" });
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("marks a shuffled attempt's result by the tutor's indexes, in the order it was taken", async () => {
    const attempt = makeAttempt({
      questions: shuffledQuestions(),
      answers: [
        // Tutor's order: question 0 picked "boolean" (1), right; question 1 picked "let" (0), "const" (2) was right.
        makeAnswer(0, { selectedOptionIndex: 1, correctAnswerIndex: 1, isCorrect: true }),
        makeAnswer(1, { selectedOptionIndex: 0, correctAnswerIndex: 2, isCorrect: false }),
      ],
    });
    renderApp({ route, user, mocks: [quizzesMock([makeQuiz({ myAttempt: attempt })])] });
    await screen.findByRole("region", { name: "Quiz Results" });
    expect(within(question(1)).getByText("Which keyword declares a constant?")).toBeInTheDocument();
    expect(option(1, /B\. let.*Your answer · Incorrect/)).toBeChecked();
    expect(option(1, /A\. const.*Correct answer/)).not.toBeChecked();
    expect(option(2, /B\. boolean.*Your answer · Correct/)).toBeChecked();
  });

  it("shows only the score when the review policy hides the answers, and says why", async () => {
    const hidden = makeAttempt({
      answers: [
        makeAnswer(0, { selectedOptionIndex: 1, correctAnswerIndex: null, isCorrect: null }),
        makeAnswer(1, { selectedOptionIndex: null, correctAnswerIndex: null, isCorrect: null }),
      ],
    });
    const closesAt = "2099-05-01T09:00:00.000Z";
    const { unmount } = renderApp({ route, user, mocks: [quizzesMock([makeQuiz({ myAttempt: hidden, reviewPolicy: "AFTER_CLOSE", closesAt })])] });
    const results = await screen.findByRole("region", { name: "Quiz Results" });
    expect(results).toHaveTextContent("Score: 1 / 2");
    expect(results).toHaveTextContent(`Correct answers will be shown after the quiz closes on ${formatDateTime(closesAt)}`);
    expect(screen.queryByText(/Correct answer$|Your answer ·/)).not.toBeInTheDocument();
    expect(option(1, /B\. boolean/)).toBeChecked();
    expect(within(question(2)).getByText("Not answered")).toBeInTheDocument();
    unmount();

    renderApp({ route, user, mocks: [quizzesMock([makeQuiz({ myAttempt: hidden, reviewPolicy: "NEVER" })])] });
    expect(await screen.findByText("Your tutor does not show the correct answers for this quiz.")).toBeInTheDocument();
  });

  it("shows the attempts left and, after a result, Try again with the next attempt's order and no draft", async () => {
    window.localStorage.setItem("quiz-draft:user-1:quiz-1", "[1,1]");
    const first = makeAttempt({ attemptNumber: 1 });
    const quiz = makeQuiz({ attemptsAllowed: 3, myAttemptsLeft: 2, myAttempt: first });
    const refetched = jest.fn(() => ({ data: { quiz: { ...quiz, questions: shuffledQuestions() } } }));
    const { events } = renderApp({
      route,
      user,
      mocks: [quizzesMock([quiz]), { request: { query: LearnerQuizDocument, variables: { id: "quiz-1" } }, result: refetched }],
    });
    const results = await screen.findByRole("region", { name: "Quiz Results" });
    expect(screen.getByText("2 of 3 attempts left")).toBeInTheDocument();
    await events.click(within(results).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Submit Quiz" })).toBeDisabled();
    expect(refetched).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("region", { name: "Quiz Results" })).not.toBeInTheDocument();
    expect(within(question(1)).getByText("Which keyword declares a constant?")).toBeInTheDocument();
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(window.localStorage.getItem("quiz-draft:user-1:quiz-1")).toBeNull();
  });

  it("says Unlimited attempts", async () => {
    renderApp({ route, user, mocks: [quizzesMock([makeQuiz({ attemptsAllowed: null, myAttemptsLeft: null })])] });
    expect(await screen.findByText("Unlimited attempts")).toBeInTheDocument();
  });

  it("shows the quiz's pass mark among its terms, and judges the result by it", async () => {
    const missed = makeAttempt({ score: 1, total: 2, percentage: 50, passPercentage: 70, passed: false });
    renderApp({ route, user, mocks: [quizzesMock([makeQuiz({ passPercentage: 70 }), makeQuiz({ id: "quiz-2", title: "Taken", passPercentage: 70, myAttempt: missed })])] });
    const [fresh, taken] = await screen.findAllByRole("article", {}, { timeout: 10_000 });
    expect(within(fresh).getByText("Pass mark: 70%")).toBeInTheDocument();
    expect(within(within(taken).getByRole("region", { name: "Quiz Results" })).getByText("Not passed: 50%, pass mark 70%")).toBeInTheDocument();
  });

  it("shows when a quiz opens and keeps it closed until then", async () => {
    const opensAt = "2099-01-01T09:00:00.000Z";
    renderApp({ route, user, mocks: [quizzesMock([makeQuiz({ opensAt, window: "NOT_OPEN" })])] });
    expect(await screen.findByText(`Opens ${formatDateTime(opensAt)}`)).toBeInTheDocument();
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit Quiz" })).not.toBeInTheDocument();
  });

  it("shows when a quiz closed, without a new attempt", async () => {
    const closesAt = "2020-01-01T09:00:00.000Z";
    renderApp({ route, user, mocks: [quizzesMock([makeQuiz({ closesAt, window: "CLOSED", attemptsAllowed: 3, myAttemptsLeft: 2, myAttempt: makeAttempt() })])] });
    expect(await screen.findByText(`Closed ${formatDateTime(closesAt)}`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("starts a timed quiz: its time, then the attempt's questions under a countdown", async () => {
    const timed = makeQuiz({ timeLimitMinutes: 20, questions: [] });
    const { events } = renderApp({
      route,
      user,
      mocks: [
        quizzesMock([timed]),
        { request: { query: StartQuizAttemptDocument, variables: { quizId: "quiz-1" } }, result: { data: { startQuizAttempt: makeInProgress() } } },
      ],
    });
    expect(await screen.findByText("Time limit: 20 minutes")).toBeInTheDocument();
    expect(screen.getByText("You will have 20 minutes once you start")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Start quiz" }));
    expect(await screen.findByRole("timer")).toHaveTextContent(/^(20:00|19:59) left$/);
    expect(option(1, /B\. boolean/)).toBeEnabled();
  });

  it("restores a timed attempt after a reload: saved answers in the attempt's order", async () => {
    const inProgress = makeInProgress({
      questions: shuffledQuestions(),
      savedAnswers: [{ __typename: "SavedAnswer", questionIndex: 1, selectedOptionIndex: 2 }],
      deadline: "2024-03-05T12:10:00.000Z",
      serverTime: "2024-03-05T12:05:00.000Z",
    });
    renderApp({ route, user, mocks: [quizzesMock([makeQuiz({ timeLimitMinutes: 20, questions: [], myAttemptInProgress: inProgress })])] });
    expect(await screen.findByRole("timer")).toHaveTextContent(/^(5:00|4:59) left$/);
    expect(within(question(1)).getByText("Which keyword declares a constant?")).toBeInTheDocument();
    expect(option(2, /C\. string/)).toBeChecked();
    expect(screen.getByText("All answers saved")).toBeInTheDocument();
  });

  it("shows the server's message and the stored result when time ran out at submission", async () => {
    const inProgress = makeInProgress();
    const quiz = makeQuiz({ timeLimitMinutes: 20, questions: [], myAttemptInProgress: inProgress });
    const stored = makeAttempt({ id: "attempt-9", score: 0, percentage: 0, passed: false });
    const message = "Time is up for this quiz. Your saved answers were submitted.";
    const savedAnswers = (answers: { questionIndex: number; selectedOptionIndex: number }[]) => ({
      data: {
        saveQuizAnswers: {
          __typename: "QuizAttemptInProgress" as const,
          id: "attempt-9",
          savedAt: "2024-03-05T12:01:00.000Z",
          serverTime: "2024-03-05T12:01:00.000Z",
          savedAnswers: answers.map((answer) => ({ __typename: "SavedAnswer" as const, ...answer })),
        },
      },
    });
    const { events } = renderApp({
      route,
      user,
      mocks: [
        quizzesMock([quiz]),
        {
          request: { query: SaveQuizAnswersDocument, variables: () => true },
          maxUsageCount: 5,
          result: savedAnswers([{ questionIndex: 0, selectedOptionIndex: 1 }]),
        },
        {
          request: submitRequest([{ questionIndex: 0, selectedOptionIndex: 1 }, { questionIndex: 1, selectedOptionIndex: 2 }]),
          result: { errors: [{ message, extensions: { code: "CONFLICT", reason: "TIME_UP" } }] },
        },
        {
          request: { query: LearnerQuizDocument, variables: { id: "quiz-1" } },
          result: { data: { quiz: { ...quiz, myAttemptInProgress: null, myAttempt: stored } } },
        },
      ],
    });
    await screen.findByRole("timer");
    await events.click(option(1, /B\. boolean/));
    await events.click(option(2, /C\. const/));
    await events.click(screen.getByRole("button", { name: "Submit Quiz" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const results = await screen.findByRole("region", { name: "Quiz Results" });
    expect(results).toHaveTextContent("Score: 0 / 2");
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });
});
