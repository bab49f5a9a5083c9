import { screen, within } from "@testing-library/react";
import { LearnerActivityChaptersDocument, LearnerActivityDetailsDocument } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { cursorOf } from "../../../test/connection";
import { makeUser, renderApp } from "../../../test/render";
import { chaptersResult, makeActivity, makeChapter, manyChapters } from "../test-fixtures";
import { CHAPTER_PAGE_SIZE } from "./ActivityChaptersPage";

const route = "/activities/activity-1/chapters";
const user = makeUser();
const activityRequest = { query: LearnerActivityDetailsDocument, variables: { id: "activity-1" } };
// `after`: the chapter whose cursor the page follows (a "Load more").
const chaptersRequestAfter = (after?: string) => ({
  query: LearnerActivityChaptersDocument,
  variables: { activityId: "activity-1", first: CHAPTER_PAGE_SIZE, ...(after ? { after: cursorOf("Chapter", after) } : {}) },
});
const chaptersRequest = chaptersRequestAfter();

const activityMock = { request: activityRequest, result: { data: { activity: makeActivity() } } };
const chapter = makeChapter();

// The first test also waits for the lazy page chunk to compile.
jest.setTimeout(20_000);

describe("ActivityChaptersPage", () => {
  it("shows the activity and its chapters with View Quizzes links", async () => {
    renderApp({
      route,
      user,
      mocks: [
        { ...activityMock, delay: 20 },
        {
          request: chaptersRequest,
          result: chaptersResult([chapter, makeChapter({ id: "chapter-2", title: "Unions", content: "ACTIVITY" })]),
        },
      ],
    });
    expect(await screen.findByLabelText("Loading activity", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "TypeScript Fundamentals" })).toBeInTheDocument();
    expect(screen.getByText("Types, interfaces and narrowing.")).toBeInTheDocument();
    expect(screen.getByText("Created by Grace Hopper")).toBeInTheDocument();
    expect(screen.getByText(`Posted on ${formatDate("2024-03-05T12:00:00.000Z")}`)).toBeInTheDocument();

    const card = (await screen.findByRole("heading", { level: 3, name: "Primitive types" })).closest("article") as HTMLElement;
    expect(card).toHaveTextContent("string, number and boolean.");
    expect(card).toHaveTextContent("Homework");
    expect(card).toHaveTextContent(`Created ${formatDate(chapter.createdAt)}`);
    expect(card).toHaveTextContent(`Updated ${formatDate(chapter.updatedAt)}`);
    expect(within(card).getByRole("link", { name: /View Quizzes/ })).toHaveAttribute("href", "/chapters/chapter-1/quizzes");
    const unions = screen.getByRole("heading", { level: 3, name: "Unions" }).closest("article") as HTMLElement;
    expect(unions).toHaveTextContent("Activity");
    expect(screen.getByRole("link", { name: /Back to Activities/ })).toHaveAttribute("href", "/user-dashboard");
    expect(screen.getByText("Showing all 2 chapters")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("loads the next chapters with Load more chapters until the last one shows", async () => {
    const total = CHAPTER_PAGE_SIZE + 3;
    const { events } = renderApp({
      route,
      user,
      mocks: [
        activityMock,
        { request: chaptersRequest, result: chaptersResult(manyChapters(CHAPTER_PAGE_SIZE), { totalCount: total }) },
        {
          request: chaptersRequestAfter(`chapter-${CHAPTER_PAGE_SIZE}`),
          result: chaptersResult(manyChapters(3, CHAPTER_PAGE_SIZE + 1), { totalCount: total, hasNextPage: false }),
          // Long enough that "Loading more" is still shown after the click on a busy machine.
          delay: 600,
        },
      ],
    });
    expect(await screen.findByRole("heading", { level: 3, name: `Chapter ${CHAPTER_PAGE_SIZE}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(`Showing ${CHAPTER_PAGE_SIZE} of ${total} chapters`)).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more chapters" }));
    expect(await screen.findByRole("button", { name: /Loading more/ })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading chapters")).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 3, name: `Chapter ${total}` }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(total);
    expect(screen.getByText(`Showing all ${total} chapters`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("says No chapters available for this activity yet.", async () => {
    renderApp({ route, user, mocks: [activityMock, { request: chaptersRequest, result: chaptersResult([]) }] });
    expect(await screen.findByText("No chapters available for this activity yet.")).toBeInTheDocument();
  });

  it("shows Failed to fetch activity details with a back link", async () => {
    renderApp({
      route,
      user,
      mocks: [
        { request: activityRequest, result: { errors: [{ message: "Activity not found", extensions: { code: "NOT_FOUND" } }] } },
        { request: chaptersRequest, result: chaptersResult([]) },
      ],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch activity details");
    const main = within(screen.getByRole("main"));
    expect(main.getAllByRole("link", { name: /Back to Activities/ })[0]).toHaveAttribute("href", "/user-dashboard");
    expect(main.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("shows Failed to fetch chapters with a back link", async () => {
    renderApp({
      route,
      user,
      mocks: [activityMock, { request: chaptersRequest, error: new Error("Failed to fetch") }],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch chapters");
    expect(screen.getByRole("heading", { level: 1, name: "TypeScript Fundamentals" })).toBeInTheDocument();
  });
});
