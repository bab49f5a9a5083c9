import { screen, within } from "@testing-library/react";
import { LearnerActivityChaptersDocument, LearnerActivityDetailsDocument } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import type { ChapterContent } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { makeActivity } from "../test-fixtures";

const route = "/activities/activity-1/chapters";
const user = makeUser();
const activityRequest = { query: LearnerActivityDetailsDocument, variables: { id: "activity-1" } };
const chaptersRequest = { query: LearnerActivityChaptersDocument, variables: { activityId: "activity-1", limit: 100 } };

const activityMock = { request: activityRequest, result: { data: { activity: makeActivity() } } };
const chapter = {
  __typename: "Chapter" as const,
  id: "chapter-1",
  title: "Primitive types",
  description: "string, number and boolean.",
  content: "HOMEWORK" as ChapterContent,
  createdAt: "2024-03-06T12:00:00.000Z",
  updatedAt: "2024-03-08T12:00:00.000Z",
};
const chaptersResult = (items: (typeof chapter)[]) => ({
  data: { chapters: { __typename: "ChapterPage" as const, items, total: items.length } },
});

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
          result: chaptersResult([chapter, { ...chapter, id: "chapter-2", title: "Unions", content: "ACTIVITY" }]),
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
