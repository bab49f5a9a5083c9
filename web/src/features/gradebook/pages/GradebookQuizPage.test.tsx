import { screen, waitFor } from "@testing-library/react";
import { GradebookQuizChapterDocument } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { tutor } from "../test-fixtures";

jest.setTimeout(20_000);

const quizMock = (result: object) => ({ request: { query: GradebookQuizChapterDocument, variables: { id: "quiz-1" } }, result });

describe("GradebookQuizPage", () => {
  it("opens a gradebook cell's quiz on its chapter's Manage Quizzes page", async () => {
    const { router } = renderApp({
      route: "/gradebook/quizzes/quiz-1",
      user: tutor,
      // Manage Quizzes' own data is not this test's.
      pageDataUnmocked: true,
      mocks: [quizMock({ data: { quiz: { __typename: "Quiz", id: "quiz-1", chapterId: "chapter-9" } } })],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-chapters/chapter-9/quizzes"));
  });

  it("says when the quiz cannot be found, with a way back", async () => {
    renderApp({ route: "/gradebook/quizzes/quiz-1", user: tutor, mocks: [quizMock({ errors: [{ message: "Quiz not found" }] })] });
    expect(await screen.findByText("Failed to open the quiz")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Manage Activities" })).toHaveAttribute("href", "/manage-activity");
  });
});
