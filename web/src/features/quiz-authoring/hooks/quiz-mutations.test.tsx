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
  AuthoringUpdateQuizSettingsDocument,
  LearnerChapterQuizzesDocument,
  TutorQuizzesDocument,
  type LearnerChapterQuizzesQuery,
  type QuizInput,
} from "../../../graphql/__generated__/graphql";
import { connectionOf } from "../../../test/connection";
import { SERVER_DEFAULT_SETTINGS, insightResult, makeChapter, makeQuestions, makeQuiz, tutorQuizzesResult, storedQuestion } from "../test-fixtures";
import { useCreateQuiz } from "./useCreateQuiz";
import { useDeleteQuiz } from "./useDeleteQuiz";
import { usePublishQuiz, useUnpublishQuiz } from "./usePublishQuiz";
import { useUpdateQuizSettings } from "./useUpdateQuizSettings";

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
type QuizIdConnection = {
  __typename: string;
  nodes: { __typename: "Quiz"; id: string }[];
  pageInfo: { __typename: "PageInfo"; hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};
type ChapterQuizIds = { chapter: { __typename: "Chapter"; id: string; quizzes: QuizIdConnection } };
const ChapterQuizIds: TypedDocumentNode<ChapterQuizIds, { id: string }> = gql`
  query ChapterQuizIds($id: ID!) {
    chapter(id: $id) {
      id
      quizzes {
        nodes {
          id
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
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
  ...SERVER_DEFAULT_SETTINGS,
  window: "OPEN" as const,
  myAttemptsLeft: 1,
  questions: makeQuestions().map(({ questionText, options }, index) => ({
    __typename: "QuizQuestion" as const,
    index,
    type: "SINGLE_CHOICE" as const,
    points: 1,
    textFormat: "PLAIN" as const,
    questionText,
    options,
    optionIndexes: options.map((_, optionIndex) => optionIndex),
    prompts: [],
    matches: [],
  })),
  myAttempt: null,
  myAttemptInProgress: null,
});
// What publishQuiz answers: the tutor's questions (in their order) and no attempt of their own.
const publishedQuestions = () =>
  makeQuestions().map((question, index) => ({ ...question, index, optionIndexes: question.options.map((_, optionIndex) => optionIndex), prompts: [], matches: [] }));
const tutorVars = { chapterId: "chapter-1", first: 20 };
const learnerVars = { chapterId: "chapter-1", first: 20 };
const otherLearnerVars = { chapterId: "chapter-2", first: 20 };
type LearnerQuiz = ReturnType<typeof learnerView>;
const learnerPage = (quizzes: LearnerQuiz[], page: { totalCount?: number; hasNextPage?: boolean } = {}) =>
  connectionOf("Quiz", quizzes, page) as unknown as LearnerChapterQuizzesQuery["publishedQuizzes"];

type SetupOptions = { learner?: LearnerQuiz[] };

// Only the mutations are mocked: a refetch of any list would fail the test.
const setup = (mocks: MockLink.MockedResponse[], options: SetupOptions = {}) => {
  const cache = createCache();
  const link = new MockLink(mocks);
  const request = jest.spyOn(link, "request");
  const client = new ApolloClient({ cache, link });
  client.writeQuery({ query: TutorQuizzesDocument, variables: tutorVars, ...tutorQuizzesResult([draft, published]) });
  client.writeQuery({
    query: LearnerChapterQuizzesDocument,
    variables: learnerVars,
    data: { chapter: makeChapter(), publishedQuizzes: learnerPage(options.learner ?? [learnerView(published)]) },
  });
  // Another chapter's learner list must not change.
  client.writeQuery({
    query: LearnerChapterQuizzesDocument,
    variables: otherLearnerVars,
    data: { chapter: makeChapter({ id: "chapter-2", title: "Unions" }), publishedQuizzes: learnerPage([]) },
  });
  client.writeQuery({
    query: TutorFigures,
    data: { tutorDashboard: { __typename: "TutorDashboard", quizzes: 2, publishedQuizzes: 1 } },
  });
  client.writeQuery({
    query: ChapterQuizIds,
    variables: { id: "chapter-1" },
    data: { chapter: { __typename: "Chapter", id: "chapter-1", quizzes: connectionOf("Quiz", [draft, published].map(({ id }) => ({ __typename: "Quiz" as const, id }))) } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const read = () => ({
    tutor: client.readQuery({ query: TutorQuizzesDocument, variables: tutorVars })?.quizzes,
    learner: client.readQuery({ query: LearnerChapterQuizzesDocument, variables: learnerVars })?.publishedQuizzes,
    otherChapter: client.readQuery({ query: LearnerChapterQuizzesDocument, variables: otherLearnerVars })?.publishedQuizzes,
    figures: client.readQuery({ query: TutorFigures })?.tutorDashboard,
    chapterQuizzes: client.readQuery({ query: ChapterQuizIds, variables: { id: "chapter-1" } })?.chapter.quizzes,
  });
  return { client, cache, wrapper, read, request };
};

const ids = (list: { nodes: readonly { id: string }[] } | undefined) => list?.nodes.map((node) => node.id);

describe("usePublishQuiz", () => {
  const publishMock = {
    request: { query: AuthoringPublishQuizDocument, variables: { id: "quiz-1" } },
    result: { data: { publishQuiz: { ...draft, isPublished: true, questions: publishedQuestions(), myAttempt: null, myAttemptInProgress: null } } },
  };

  it("flips the badge in the tutor list in place and drops the chapter's learner list and the figures, asking nothing else", async () => {
    const { wrapper, read, request } = setup([publishMock]);
    const { result } = renderHook(() => usePublishQuiz(), { wrapper });
    await act(() => result.current.publishQuiz("quiz-1"));

    const after = read();
    expect(after.tutor?.nodes.map((node) => [node.id, node.isPublished])).toEqual([
      ["quiz-1", true],
      ["quiz-2", true],
    ]);
    expect(after.tutor?.totalCount).toBe(2);
    // Where the quiz goes among the learners' is the server's order: loaded afresh when a learner view shows it.
    expect(after.learner).toBeUndefined();
    expect(ids(after.otherChapter)).toEqual([]);
    expect(after.figures).toBeUndefined();
    // Only the mutation went to the server.
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe("useUnpublishQuiz", () => {
  it("turns the badge to draft in place and takes the quiz out of the learners' published list", async () => {
    const { wrapper, read, request } = setup([
      {
        request: { query: AuthoringUnpublishQuizDocument, variables: { id: "quiz-2" } },
        result: { data: { unpublishQuiz: { __typename: "Quiz", id: "quiz-2", isPublished: false } } },
      },
    ]);
    const { result } = renderHook(() => useUnpublishQuiz(), { wrapper });
    await act(() => result.current.unpublishQuiz("quiz-2"));

    const after = read();
    expect(after.tutor?.nodes.map((node) => [node.id, node.isPublished])).toEqual([
      ["quiz-1", false],
      ["quiz-2", false],
    ]);
    expect(ids(after.learner)).toEqual([]);
    expect(after.learner?.totalCount).toBe(0);
    // The tutor's list keeps its drafts.
    expect(after.tutor?.totalCount).toBe(2);
    expect(after.figures).toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe("useCreateQuiz", () => {
  const input: QuizInput = {
    title: "Generics",
    instructions: "One answer each.",
    questions: [{ type: "SINGLE_CHOICE", points: 1, questionText: "Which is generic?", options: ["Array<T>", "number"], correctAnswerIndex: 0 }],
  };
  const created = {
    ...makeQuiz({ id: "quiz-3", title: "Generics", instructions: "One answer each.", questionCount: 1, createdAt: "2024-03-03T10:00:00.000Z" }),
    questions: [storedQuestion(input.questions![0] as Parameters<typeof storedQuestion>[0])],
  };
  const createMock = {
    request: { query: AuthoringCreateQuizDocument, variables: { chapterId: "chapter-1", input } },
    result: { data: { createQuiz: created } },
  };

  it("ends the chapter's own quiz list with the new draft, drops the tutor's list of the chapter and the figures", async () => {
    const { wrapper, read, request } = setup([createMock]);
    const { result } = renderHook(() => useCreateQuiz(), { wrapper });
    let returned: { id: string } | undefined;
    await act(async () => {
      returned = await result.current.createQuiz("chapter-1", input);
    });

    expect(returned?.id).toBe("quiz-3");
    const after = read();
    expect(ids(after.chapterQuizzes)).toEqual(["quiz-1", "quiz-2", "quiz-3"]);
    expect(after.chapterQuizzes?.totalCount).toBe(3);
    expect(after.tutor).toBeUndefined();
    expect(ids(after.learner)).toEqual(["quiz-2"]);
    expect(after.learner?.totalCount).toBe(1);
    expect(after.figures).toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("leaves another chapter's quiz list alone", async () => {
    const { client, wrapper } = setup([createMock]);
    const otherVars = { chapterId: "chapter-2", first: 20 };
    const other = makeQuiz({ id: "quiz-7", chapterId: "chapter-2", title: "Unions" });
    client.writeQuery({ query: TutorQuizzesDocument, variables: otherVars, ...tutorQuizzesResult([other], makeChapter({ id: "chapter-2" })) });
    const { result } = renderHook(() => useCreateQuiz(), { wrapper });
    await act(() => result.current.createQuiz("chapter-1", input));
    const list = client.readQuery({ query: TutorQuizzesDocument, variables: otherVars })?.quizzes;
    expect(ids(list)).toEqual(["quiz-7"]);
    expect(list?.totalCount).toBe(1);
  });
});

describe("useDeleteQuiz", () => {
  it("removes the quiz from every list, drops the figures and evicts it with its insight", async () => {
    const { client, cache, wrapper, read } = setup([
      { request: { query: AuthoringDeleteQuizDocument, variables: { id: "quiz-2" } }, result: { data: { deleteQuiz: "quiz-2" } } },
    ]);
    client.writeQuery({ query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-2" }, ...insightResult({ quizId: "quiz-2" }) });
    const { result } = renderHook(() => useDeleteQuiz(), { wrapper });
    await act(() => result.current.deleteQuiz({ id: "quiz-2", chapterId: "chapter-1" }));

    const after = read();
    expect(ids(after.tutor)).toEqual(["quiz-1"]);
    expect(after.tutor?.totalCount).toBe(1);
    expect(ids(after.learner)).toEqual([]);
    expect(after.learner?.totalCount).toBe(0);
    expect(ids(after.chapterQuizzes)).toEqual(["quiz-1"]);
    expect(after.chapterQuizzes?.totalCount).toBe(1);
    expect(after.figures).toBeUndefined();
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
    expect(read().tutor?.totalCount).toBe(2);
    expect(read().figures).toMatchObject({ quizzes: 2, publishedQuizzes: 1 });
  });
});

describe("useUpdateQuizSettings", () => {
  const settingsMock = (settings: Record<string, unknown>, answer: Partial<typeof draft>) => ({
    request: { query: AuthoringUpdateQuizSettingsDocument, variables: { id: "quiz-1", settings } },
    result: { data: { updateQuizSettings: { ...draft, ...answer, updatedAt: "2024-03-09T10:00:00.000Z" } } },
  });

  it("puts a new pass mark in every cached list from its answer, and drops the insight that counted by the old one", async () => {
    const { client, wrapper, read, request } = setup([settingsMock({ passPercentage: 70 }, { passPercentage: 70 })]);
    client.writeQuery({ query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-1" }, ...insightResult({ quizId: "quiz-1" }) });
    client.writeQuery({ query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-2" }, ...insightResult({ quizId: "quiz-2" }) });
    const { result } = renderHook(() => useUpdateQuizSettings(), { wrapper });
    await act(() => result.current.updateQuizSettings("quiz-1", { passPercentage: 70 }));

    // Only the mutation went to the server: the list changed in the cache.
    expect(request).toHaveBeenCalledTimes(1);
    expect(read().tutor?.nodes.map((quiz) => [quiz.id, quiz.passPercentage])).toEqual([
      ["quiz-1", 70],
      ["quiz-2", 50],
    ]);
    // Which attempts passed changed: only the server can count them again.
    expect(client.readQuery({ query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-1" } })).toBeNull();
    expect(client.readQuery({ query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-2" } })?.quizInsight.passRate).toBe(75);
  });

  it("keeps the insight when the pass mark stays", async () => {
    const closesAt = "2099-05-01T09:30:00.000Z";
    const { client, wrapper, read } = setup([settingsMock({ closesAt, passPercentage: 50 }, { closesAt })]);
    client.writeQuery({ query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-1" }, ...insightResult({ quizId: "quiz-1" }) });
    const { result } = renderHook(() => useUpdateQuizSettings(), { wrapper });
    await act(() => result.current.updateQuizSettings("quiz-1", { closesAt, passPercentage: 50 }));
    expect(read().tutor?.nodes[0]).toMatchObject({ closesAt, passPercentage: 50 });
    expect(client.readQuery({ query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-1" } })?.quizInsight.passRate).toBe(75);
  });
});
