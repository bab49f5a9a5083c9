import { ApolloClient, gql, type TypedDocumentNode } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createCache } from "../../../graphql/cache";
import {
  AuthoringCreateQuizDocument,
  AuthoringDeleteQuizDocument,
  AuthoringPublishQuizDocument,
  AuthoringQuizInsightDocument,
  AuthoringUnpublishQuizDocument,
  LearnerChapterQuizzesDocument,
  TutorQuizzesDocument,
  type QuizInput,
} from "../../../graphql/__generated__/graphql";
import { insightResult, makeChapter, makeQuestions, makeQuiz, tutorQuizzesResult } from "../test-fixtures";
import { useCreateQuiz } from "./useCreateQuiz";
import { useDeleteQuiz } from "./useDeleteQuiz";
import { usePublishQuiz } from "./usePublishQuiz";
import { useUnpublishQuiz } from "./useUnpublishQuiz";

// Other views of the same data that screens elsewhere cache: the tutor figures and a chapter's quizzes.
type Figures = { tutorDashboard: { __typename: "TutorDashboard"; quizzes: number; publishedQuizzes: number } };
const TutorFigures: TypedDocumentNode<Figures, Record<string, never>> = gql`
  query TutorFigures {
    tutorDashboard {
      quizzes
      publishedQuizzes
    }
  }
`;
type ChapterQuizIds = { chapter: { __typename: "Chapter"; id: string; quizzes: { __typename: "Quiz"; id: string }[] } };
const ChapterQuizIds: TypedDocumentNode<ChapterQuizIds, { id: string }> = gql`
  query ChapterQuizIds($id: ID!) {
    chapter(id: $id) {
      id
      quizzes {
        id
      }
    }
  }
`;

const draft = makeQuiz({ id: "quiz-1", title: "Draft quiz", createdAt: "2024-03-01T10:00:00.000Z" });
const published = makeQuiz({ id: "quiz-2", title: "Live quiz", isPublished: true, createdAt: "2024-03-02T10:00:00.000Z" });
const learnerView = (quiz: { id: string; title: string; instructions: string; createdAt: string }) => ({
  __typename: "Quiz" as const,
  id: quiz.id,
  title: quiz.title,
  instructions: quiz.instructions,
  createdAt: quiz.createdAt,
  questions: makeQuestions().map(({ questionText, options }) => ({ __typename: "QuizQuestion" as const, questionText, options })),
  myAttempt: null,
});
const tutorVars = { chapterId: "chapter-1", limit: 100 };
const learnerVars = { chapterId: "chapter-1", limit: 100 };

// Only the mutations are mocked: a refetch of any list would fail the test.
const setup = (mocks: MockLink.MockedResponse[]) => {
  const cache = createCache();
  const client = new ApolloClient({ cache, link: new MockLink(mocks) });
  client.writeQuery({ query: TutorQuizzesDocument, variables: tutorVars, ...tutorQuizzesResult([draft, published]) });
  client.writeQuery({
    query: LearnerChapterQuizzesDocument,
    variables: learnerVars,
    data: {
      chapter: makeChapter(),
      publishedQuizzes: { __typename: "QuizPage", items: [learnerView(published)], total: 1 },
    },
  });
  // Another chapter's learner list must not change.
  client.writeQuery({
    query: LearnerChapterQuizzesDocument,
    variables: { chapterId: "chapter-2", limit: 100 },
    data: {
      chapter: makeChapter({ id: "chapter-2", title: "Unions" }),
      publishedQuizzes: { __typename: "QuizPage", items: [], total: 0 },
    },
  });
  client.writeQuery({
    query: TutorFigures,
    data: { tutorDashboard: { __typename: "TutorDashboard", quizzes: 2, publishedQuizzes: 1 } },
  });
  client.writeQuery({
    query: ChapterQuizIds,
    variables: { id: "chapter-1" },
    data: { chapter: { __typename: "Chapter", id: "chapter-1", quizzes: [draft, published].map(({ id }) => ({ __typename: "Quiz", id })) } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const read = () => ({
    tutor: client.readQuery({ query: TutorQuizzesDocument, variables: tutorVars })?.quizzes,
    learner: client.readQuery({ query: LearnerChapterQuizzesDocument, variables: learnerVars })?.publishedQuizzes,
    otherChapter: client.readQuery({ query: LearnerChapterQuizzesDocument, variables: { chapterId: "chapter-2", limit: 100 } })
      ?.publishedQuizzes,
    figures: client.readQuery({ query: TutorFigures })?.tutorDashboard,
    chapterQuizIds: client.readQuery({ query: ChapterQuizIds, variables: { id: "chapter-1" } })?.chapter.quizzes.map(({ id }) => id),
  });
  return { client, cache, wrapper, read };
};

const ids = (page: { items: readonly { id: string }[] } | undefined) => page?.items.map((item) => item.id);

describe("usePublishQuiz", () => {
  const publishMock = {
    request: { query: AuthoringPublishQuizDocument, variables: { id: "quiz-1" } },
    result: { data: { publishQuiz: { ...draft, isPublished: true, questions: makeQuestions(), myAttempt: null } } },
  };

  it("flips the badge in the tutor list and adds the quiz to the learners' published list, in order", async () => {
    const { wrapper, read } = setup([publishMock]);
    const { result } = renderHook(() => usePublishQuiz(), { wrapper });
    await act(() => result.current.publishQuiz("quiz-1"));

    const after = read();
    expect(after.tutor?.items.find((quiz) => quiz.id === "quiz-1")?.isPublished).toBe(true);
    // A complete learner list straight from the cache: the learner view renders it without a refetch.
    expect(ids(after.learner)).toEqual(["quiz-1", "quiz-2"]);
    expect(after.learner?.total).toBe(2);
    expect(after.learner?.items[0]).toMatchObject({ title: "Draft quiz", myAttempt: null });
    expect(after.otherChapter?.items).toEqual([]);
    expect(after.figures).toMatchObject({ quizzes: 2, publishedQuizzes: 2 });
  });

  it("never lists a quiz twice when it was already published", async () => {
    const again = {
      request: { query: AuthoringPublishQuizDocument, variables: { id: "quiz-2" } },
      result: { data: { publishQuiz: { ...published, questions: makeQuestions(), myAttempt: null } } },
    };
    const { wrapper, read } = setup([again]);
    const { result } = renderHook(() => usePublishQuiz(), { wrapper });
    await act(() => result.current.publishQuiz("quiz-2"));
    expect(ids(read().learner)).toEqual(["quiz-2"]);
    expect(read().learner?.total).toBe(1);
    expect(read().figures?.publishedQuizzes).toBe(1);
  });
});

describe("useUnpublishQuiz", () => {
  it("turns the badge to draft and removes the quiz from the learners' published list", async () => {
    const { wrapper, read } = setup([
      {
        request: { query: AuthoringUnpublishQuizDocument, variables: { id: "quiz-2" } },
        result: { data: { unpublishQuiz: { __typename: "Quiz", id: "quiz-2", isPublished: false } } },
      },
    ]);
    const { result } = renderHook(() => useUnpublishQuiz(), { wrapper });
    await act(() => result.current.unpublishQuiz("quiz-2"));

    const after = read();
    expect(after.tutor?.items.map((quiz) => [quiz.id, quiz.isPublished])).toEqual([
      ["quiz-1", false],
      ["quiz-2", false],
    ]);
    expect(after.learner).toMatchObject({ items: [], total: 0 });
    expect(after.figures).toMatchObject({ quizzes: 2, publishedQuizzes: 0 });
  });
});

describe("useCreateQuiz", () => {
  const input: QuizInput = {
    title: "Generics",
    instructions: "One answer each.",
    questions: [{ questionText: "Which is generic?", options: ["Array<T>", "number"], correctAnswerIndex: 0 }],
  };
  const created = {
    ...makeQuiz({ id: "quiz-3", title: "Generics", instructions: "One answer each.", questionCount: 1, createdAt: "2024-03-03T10:00:00.000Z" }),
    questions: [{ __typename: "QuizQuestion" as const, ...input.questions[0] }],
  };

  it("appends the new draft to the chapter's quiz lists, not to the learners' list", async () => {
    const { wrapper, read } = setup([
      {
        request: { query: AuthoringCreateQuizDocument, variables: { chapterId: "chapter-1", input } },
        result: { data: { createQuiz: created } },
      },
    ]);
    const { result } = renderHook(() => useCreateQuiz(), { wrapper });
    let returned: { id: string } | undefined;
    await act(async () => {
      returned = await result.current.createQuiz("chapter-1", input);
    });

    expect(returned?.id).toBe("quiz-3");
    const after = read();
    expect(ids(after.tutor)).toEqual(["quiz-1", "quiz-2", "quiz-3"]);
    expect(after.tutor?.total).toBe(3);
    expect(after.tutor?.items[2]).toMatchObject({ title: "Generics", isPublished: false, questionCount: 1 });
    expect(after.chapterQuizIds).toEqual(["quiz-1", "quiz-2", "quiz-3"]);
    expect(ids(after.learner)).toEqual(["quiz-2"]);
    expect(after.figures).toMatchObject({ quizzes: 3, publishedQuizzes: 1 });
  });
});

describe("useDeleteQuiz", () => {
  it("removes the quiz from every list and figure and evicts it with its insight", async () => {
    const { client, cache, wrapper, read } = setup([
      { request: { query: AuthoringDeleteQuizDocument, variables: { id: "quiz-2" } }, result: { data: { deleteQuiz: "quiz-2" } } },
    ]);
    client.writeQuery({ query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-2" }, ...insightResult({ quizId: "quiz-2" }) });
    const { result } = renderHook(() => useDeleteQuiz(), { wrapper });
    await act(() => result.current.deleteQuiz({ id: "quiz-2", chapterId: "chapter-1" }));

    const after = read();
    expect(ids(after.tutor)).toEqual(["quiz-1"]);
    expect(after.tutor?.total).toBe(1);
    expect(after.learner).toMatchObject({ items: [], total: 0 });
    expect(after.chapterQuizIds).toEqual(["quiz-1"]);
    expect(after.figures).toMatchObject({ quizzes: 1, publishedQuizzes: 0 });
    const store = cache.extract();
    expect(store["Quiz:quiz-2"]).toBeUndefined();
    expect(store["Quiz:quiz-1"]).toBeDefined();
    expect(client.readQuery({ query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-2" } })).toBeNull();
  });

  it("leaves the cache alone when the server refuses", async () => {
    const { wrapper, read } = setup([
      {
        request: { query: AuthoringDeleteQuizDocument, variables: { id: "quiz-1" } },
        result: { errors: [{ message: "Quiz not found", extensions: { code: "NOT_FOUND" } }] },
      },
    ]);
    const { result } = renderHook(() => useDeleteQuiz(), { wrapper });
    await act(async () => {
      await expect(result.current.deleteQuiz({ id: "quiz-1", chapterId: "chapter-1" })).rejects.toThrow("Quiz not found");
    });
    expect(ids(read().tutor)).toEqual(["quiz-1", "quiz-2"]);
    expect(read().figures).toMatchObject({ quizzes: 2, publishedQuizzes: 1 });
  });
});
