import { screen, waitFor } from "@testing-library/react";
import {
  LearnerChapterQuizzesChangedDocument,
  LearnerChapterQuizzesDocument,
  type QuizChange,
} from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { chapterQuizzesResult, makeQuiz } from "../test-fixtures";

const route = "/chapters/chapter-1/quizzes";
const user = makeUser({ id: "user-1" });
const quizzesMock = (quizzes = [makeQuiz()]) => ({
  request: { query: LearnerChapterQuizzesDocument, variables: { chapterId: "chapter-1", first: 20 } },
  result: chapterQuizzesResult(quizzes),
});
const narrowing = makeQuiz({ id: "quiz-2", title: "Narrowing", instructions: "Choose the narrowed type." });

// One event of the chapter's quizzes, as a learner hears it: the quiz, or null once it is gone from them.
const changeEvent = (change: QuizChange, quizId: string, quiz: ReturnType<typeof makeQuiz> | null, delay = 300) => ({
  request: { query: LearnerChapterQuizzesChangedDocument, variables: { chapterId: "chapter-1" } },
  result: {
    data: {
      chapterQuizzesChanged: {
        __typename: "ChapterQuizChange" as const,
        change,
        chapterId: "chapter-1",
        quizId,
        quiz: quiz && { ...quiz, isPublished: true },
      },
    },
  },
  delay,
});

jest.setTimeout(20_000);

describe("ChapterQuizzesPage live updates", () => {
  it("shows a quiz the tutor publishes where the server lists it: the chapter's list is asked again", async () => {
    renderApp({ route, user, mocks: [quizzesMock(), changeEvent("PUBLISHED", "quiz-2", narrowing), quizzesMock([makeQuiz(), narrowing])] });
    expect(await screen.findByRole("heading", { level: 2, name: "Types basics" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Narrowing" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Types basics",
      "Narrowing",
    ]);
    expect(screen.getByText("Choose the narrowed type.")).toBeInTheDocument();
  });

  it("drops a quiz the tutor unpublishes", async () => {
    renderApp({ route, user, mocks: [quizzesMock([makeQuiz(), narrowing]), changeEvent("UNPUBLISHED", "quiz-2", null)] });
    expect(await screen.findByRole("heading", { level: 2, name: "Narrowing" }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { level: 2, name: "Narrowing" })).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { level: 2, name: "Types basics" })).toBeInTheDocument();
  });

  it("drops a deleted quiz, and shows the empty state once none is left", async () => {
    renderApp({ route, user, mocks: [quizzesMock(), changeEvent("DELETED", "quiz-1", null)] });
    expect(await screen.findByRole("heading", { level: 2, name: "Types basics" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText("No quizzes available")).toBeInTheDocument();
  });

  it("updates a listed quiz the tutor edits in place", async () => {
    const edited = makeQuiz({ title: "Types basics, revised" });
    renderApp({ route, user, mocks: [quizzesMock(), changeEvent("EDITED", "quiz-1", edited)] });
    expect(await screen.findByRole("heading", { level: 2, name: "Types basics" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Types basics, revised" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(1);
  });
});
