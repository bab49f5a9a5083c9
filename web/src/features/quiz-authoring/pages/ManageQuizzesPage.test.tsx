import { screen, waitFor, within } from "@testing-library/react";
import {
  AuthoringDeleteQuizDocument,
  AuthoringPublishQuizDocument,
  AuthoringQuizInsightDocument,
  AuthoringUnpublishQuizDocument,
  TutorQuizzesDocument,
} from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { cursorOf } from "../../../test/connection";
import { answerConfirm, confirmClosed, findConfirm } from "../../../test/confirm";
import { makeUser, renderApp } from "../../../test/render";
import { insightResult, makeQuiz, publishedExtras, tutor, tutorQuizzesResult } from "../test-fixtures";

const route = "/manage-chapters/chapter-1/quizzes";
const listRequest = { query: TutorQuizzesDocument, variables: { chapterId: "chapter-1", first: 20 } };
const draft = makeQuiz({ id: "quiz-1", title: "Types basics", questionCount: 2 });
const published = makeQuiz({
  id: "quiz-2",
  title: "Narrowing",
  instructions: "Choose the narrowed type.",
  isPublished: true,
  questionCount: 1,
  attemptCount: 3,
  createdAt: "2024-03-02T10:00:00.000Z",
});
const listMock = { request: listRequest, result: tutorQuizzesResult([draft, published]) };
const serverError = (message: string, code = "FORBIDDEN") => ({ errors: [{ message, extensions: { code } }] });

const TITLE = "Delete Quiz?";
const card = (title: string) => screen.findByRole("article", { name: title });

jest.setTimeout(20_000);

describe("ManageQuizzesPage", () => {
  it("lists quizzes with their badge, instructions, created date, question count and buttons", async () => {
    renderApp({ route, user: tutor, mocks: [{ ...listMock, delay: 30 }] });
    expect(await screen.findByLabelText("Loading quizzes", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Quizzes" })).toBeInTheDocument();
    // The chapter title comes from its own query, which may answer after the list.
    expect(await screen.findByText("Chapter: Primitive types")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Chapters/ })).toHaveAttribute("href", "/manage-activities/activity-1/chapters");
    expect(screen.getByRole("link", { name: "Create Quiz" })).toHaveAttribute("href", "/manage-chapters/chapter-1/create-quiz");

    const first = within(await card("Types basics"));
    expect(first.getByText("Draft")).toBeInTheDocument();
    expect(first.getByText("Pick one answer per question.")).toBeInTheDocument();
    expect(first.getByText(`Created ${formatDate(draft.createdAt)}`)).toBeInTheDocument();
    expect(first.getByText("2 questions")).toBeInTheDocument();
    expect(first.getByRole("button", { name: "Publish" })).toBeEnabled();
    expect(first.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/manage-chapters/chapter-1/quizzes/quiz-1/edit");
    expect(first.getByRole("button", { name: "Delete" })).toBeInTheDocument();

    const second = within(await card("Narrowing"));
    expect(second.getByText("Published")).toBeInTheDocument();
    expect(second.getByText("1 question")).toBeInTheDocument();
    expect(second.getByText("3 attempts")).toBeInTheDocument();
    expect(second.getByRole("button", { name: "Unpublish" })).toBeInTheDocument();
  });

  it("shows a small badge for each setting that differs from a new quiz's", async () => {
    const timed = makeQuiz({ id: "quiz-3", title: "Timed", timeLimitMinutes: 20, shuffleOptions: true, attemptsAllowed: null, gradingMethod: "LATEST", passPercentage: 70 });
    renderApp({ route, user: tutor, mocks: [{ request: listRequest, result: tutorQuizzesResult([draft, timed]) }] });
    const badges = within(within(await card("Timed")).getByRole("list", { name: "Settings" }));
    expect(badges.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "20 min limit",
      "Shuffled options",
      "Unlimited attempts",
      "Latest attempt counts",
      "Pass mark 70%",
    ]);
    // All defaults: no badges.
    expect(within(await card("Types basics")).queryByRole("list", { name: "Settings" })).not.toBeInTheDocument();
  });

  it("says No quizzes available for this chapter yet. with Create Your First Quiz", async () => {
    renderApp({ route, user: tutor, mocks: [{ request: listRequest, result: tutorQuizzesResult([]) }] });
    expect(await screen.findByText("No quizzes available for this chapter yet.", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Your First Quiz" })).toHaveAttribute(
      "href",
      "/manage-chapters/chapter-1/create-quiz",
    );
  });

  it("shows Failed to fetch quizzes with Try Again, which loads the list again", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [{ request: listRequest, result: serverError("You can only manage your own activities") }, listMock],
    });
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent("Failed to fetch quizzes");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tutor-dashboard");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await card("Types basics")).toBeInTheDocument();
  });

  it("publishes: the badge and buttons change from the cache, without reloading the list", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock,
        {
          request: { query: AuthoringPublishQuizDocument, variables: { id: "quiz-1" } },
          result: { data: { publishQuiz: { ...draft, isPublished: true, ...publishedExtras() } } },
          delay: 30,
        },
      ],
    });
    const item = within(await card("Types basics"));
    await events.click(item.getByRole("button", { name: "Publish" }));
    expect(await item.findByText("Published")).toBeInTheDocument();
    expect(item.queryByText("Draft")).not.toBeInTheDocument();
    expect(item.getByRole("button", { name: "Unpublish" })).toBeEnabled();
  });

  it("unpublishes: back to Draft", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock,
        {
          request: { query: AuthoringUnpublishQuizDocument, variables: { id: "quiz-2" } },
          result: { data: { unpublishQuiz: { __typename: "Quiz", id: "quiz-2", isPublished: false } } },
        },
      ],
    });
    const item = within(await card("Narrowing"));
    await events.click(item.getByRole("button", { name: "Unpublish" }));
    expect(await item.findByText("Draft")).toBeInTheDocument();
    expect(item.getByRole("button", { name: "Publish" })).toBeInTheDocument();
  });

  it("shows Failed to publish quiz and Failed to unpublish quiz", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock,
        { request: { query: AuthoringPublishQuizDocument, variables: { id: "quiz-1" } }, error: new Error("Network down") },
        {
          request: { query: AuthoringUnpublishQuizDocument, variables: { id: "quiz-2" } },
          result: serverError("You can only change your own quizzes"),
        },
      ],
    });
    const first = within(await card("Types basics"));
    await events.click(first.getByRole("button", { name: "Publish" }));
    expect(await first.findByRole("alert")).toHaveTextContent("Failed to publish quiz");
    expect(first.getByText("Draft")).toBeInTheDocument();

    const second = within(await card("Narrowing"));
    await events.click(second.getByRole("button", { name: "Unpublish" }));
    const alert = await second.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to unpublish quiz");
    expect(alert).toHaveTextContent("You can only change your own quizzes");
  });

  it("deletes after the confirmation and removes the quiz from the list", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: listRequest, result: tutorQuizzesResult([draft]) },
        { request: { query: AuthoringDeleteQuizDocument, variables: { id: "quiz-1" } }, result: { data: { deleteQuiz: "quiz-1" } } },
      ],
    });
    const item = within(await card("Types basics"));
    await events.click(item.getByRole("button", { name: "Delete" }));
    await findConfirm(TITLE, "Are you sure you want to delete this quiz? This action cannot be undone.");
    await answerConfirm(events, TITLE, "Cancel");
    await confirmClosed();
    expect(screen.getByRole("article", { name: "Types basics" })).toBeInTheDocument();

    await events.click(item.getByRole("button", { name: "Delete" }));
    await answerConfirm(events, TITLE);
    await waitFor(() => expect(screen.queryByRole("article", { name: "Types basics" })).not.toBeInTheDocument());
    expect(screen.getByText("No quizzes available for this chapter yet.")).toBeInTheDocument();
    // Its card gone, the keyboard is on the heading.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Manage Quizzes" })).toHaveFocus());
  });

  it("loads more quizzes after the first page and counts them", async () => {
    const third = makeQuiz({ id: "quiz-3", title: "Generics", createdAt: "2024-03-03T10:00:00.000Z" });
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: listRequest, result: tutorQuizzesResult([draft, published], undefined, { totalCount: 3, hasNextPage: true }) },
        {
          request: { query: TutorQuizzesDocument, variables: { chapterId: "chapter-1", first: 20, after: cursorOf("Quiz", "quiz-2") } },
          result: tutorQuizzesResult([third], undefined, { totalCount: 3, hasNextPage: false }),
          delay: 30,
        },
      ],
    });
    await card("Narrowing");
    expect(screen.getByText("3 quizzes in this chapter")).toBeInTheDocument();
    expect(screen.getByText("Showing 2 of 3 quizzes")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Load more quizzes" }));
    // The quizzes already shown stay while the next page loads.
    expect(screen.queryByLabelText("Loading quizzes")).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Types basics" })).toBeInTheDocument();

    expect(await card("Generics")).toBeInTheDocument();
    expect(screen.getAllByRole("article").map((article) => within(article).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Types basics",
      "Narrowing",
      "Generics",
    ]);
    expect(screen.getByText("Showing all 3 quizzes")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more quizzes" })).not.toBeInTheDocument();
  });

  it("deleting lowers the counts from the cache, pages still to load included", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        // Served once: a reload of the list would fail.
        { request: listRequest, result: tutorQuizzesResult([draft, published], undefined, { totalCount: 3, hasNextPage: true }) },
        { request: { query: AuthoringDeleteQuizDocument, variables: { id: "quiz-1" } }, result: { data: { deleteQuiz: "quiz-1" } } },
      ],
    });
    const item = within(await card("Types basics"));
    expect(screen.getByText("Showing 2 of 3 quizzes")).toBeInTheDocument();
    await events.click(item.getByRole("button", { name: "Delete" }));
    await answerConfirm(events, TITLE);
    await waitFor(() => expect(screen.queryByRole("article", { name: "Types basics" })).not.toBeInTheDocument());
    expect(screen.getByText("2 quizzes in this chapter")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 of 2 quizzes")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load more quizzes" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows Failed to delete quiz in the confirmation and keeps the quiz", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [listMock, { request: { query: AuthoringDeleteQuizDocument, variables: { id: "quiz-1" } }, error: new Error("Offline") }],
    });
    const item = within(await card("Types basics"));
    await events.click(item.getByRole("button", { name: "Delete" }));
    const dialog = within(await answerConfirm(events, TITLE));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Failed to delete quiz");
    await answerConfirm(events, TITLE, "Cancel");
    await confirmClosed();
    expect(screen.getByRole("article", { name: "Types basics" })).toBeInTheDocument();
  });

  it("opens the Insight panel: attempts, average score, pass rate and right answers per question", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock,
        {
          request: { query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-1" } },
          result: insightResult({ averageScore: 1.5, averagePercentage: 62.5 }),
          // Long enough that the spinner is still there after the click on a busy machine.
          delay: 500,
        },
      ],
    });
    const item = within(await card("Types basics"));
    const toggle = item.getByRole("button", { name: "Insight" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await events.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(item.getByLabelText("Loading insight")).toBeInTheDocument();
    const panel = within(await item.findByRole("region", { name: "Insight: Types basics" }, { timeout: 5000 }));
    expect(await panel.findByText("1.5 / 2", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(panel.getByText("Attempts").parentElement).toHaveTextContent("4");
    expect(panel.getByText("63% on average")).toBeInTheDocument();
    expect(panel.getByText("Pass rate").parentElement).toHaveTextContent("75%");
    expect(panel.getByText("3 of 4 passed")).toBeInTheDocument();
    expect(panel.getByText("Question 1: Which type has exactly two values?")).toBeInTheDocument();
    expect(panel.getByText("75% picked the right option (3 of 4)")).toBeInTheDocument();
    expect(panel.getByText("50% picked the right option (2 of 4)")).toBeInTheDocument();
    expect(panel.getByRole("progressbar", { name: "Question 1: share who picked the right option" })).toHaveAttribute("aria-valuenow", "75");

    await events.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("1.5 / 2")).not.toBeInTheDocument();
  });

  it("says No attempts yet when nobody has taken the quiz", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock,
        {
          request: { query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-1" } },
          result: insightResult({ attemptCount: 0, passedCount: 0, averageScore: 0, averagePercentage: 0, passRate: 0 }),
        },
      ],
    });
    const item = within(await card("Types basics"));
    await events.click(item.getByRole("button", { name: "Insight" }));
    expect(await item.findByText("No attempts yet")).toBeInTheDocument();
  });

  it("is for tutors only: a learner is sent home", async () => {
    const { router } = renderApp({ route, user: makeUser({ role: "user" }) });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
