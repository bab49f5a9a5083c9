import { act, fireEvent, screen, within } from "@testing-library/react";
import {
  TutorActivityChaptersDocument,
  TutorActivityDetailsDocument,
  TutorCreateChapterDocument,
} from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { activityChaptersResult, graphQLError, makeActivity, makeChapter, tutor } from "../test-fixtures";
import { CHAPTER_PAGE_SIZE } from "./ManageChaptersPage";

const route = "/manage-activities/activity-1/create-chapter";
const chaptersPath = "/manage-activities/activity-1/chapters";
const createRequest = (content: "HOMEWORK" | "ACTIVITY") => ({
  query: TutorCreateChapterDocument,
  variables: { activityId: "activity-1", input: { title: "Unions", description: "Either this or that.", content } },
});
const created = makeChapter({ id: "chapter-new", title: "Unions", description: "Either this or that.", content: "ACTIVITY" });

const fill = async (events: ReturnType<typeof renderApp>["events"]) => {
  await events.type(await screen.findByRole("textbox", { name: "Chapter Title" }), " Unions ");
  await events.type(screen.getByRole("textbox", { name: "Description" }), "Either this or that.");
};

describe("CreateChapterPage", () => {
  afterEach(() => jest.useRealTimers());

  it("has title, description and content type (homework by default, or activity) and a way back", async () => {
    renderApp({ route, user: tutor });
    expect(await screen.findByRole("heading", { level: 1, name: "Create New Chapter" })).toBeInTheDocument();
    const select = screen.getByRole("combobox", { name: "Content Type" });
    expect(select).toHaveValue("HOMEWORK");
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Homework", "Activity"]);
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", chaptersPath);
  });

  it("requires every field: Please fill in all fields", async () => {
    const { events } = renderApp({ route, user: tutor });
    await events.type(await screen.findByRole("textbox", { name: "Chapter Title" }), "Unions");
    await events.click(screen.getByRole("button", { name: "Create Chapter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill in all fields");
  });

  it("says Failed to create chapter when the call fails, or the server's reason", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: createRequest("HOMEWORK"), error: new Error("Network down") },
        { request: createRequest("HOMEWORK"), result: graphQLError("Activity not found", "NOT_FOUND") },
      ],
    });
    await fill(events);
    await events.click(screen.getByRole("button", { name: "Create Chapter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to create chapter");
    await events.click(screen.getByRole("button", { name: "Create Chapter" }));
    expect(await screen.findByText("Activity not found")).toBeInTheDocument();
  });

  it("shows success, adds the chapter to the cached list and goes to the chapters after 2 seconds", async () => {
    const { events, router, client } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: createRequest("ACTIVITY"), result: { data: { createChapter: created } } },
        { request: { query: TutorActivityDetailsDocument, variables: { id: "activity-1" } }, result: { data: { activity: makeActivity() } } },
      ],
    });
    // The chapters screen's first page, loaded earlier.
    const chaptersQuery = { query: TutorActivityChaptersDocument, variables: { id: "activity-1", first: CHAPTER_PAGE_SIZE } };
    client.cache.writeQuery({ ...chaptersQuery, ...activityChaptersResult([makeChapter()]) });
    await fill(events);
    await events.selectOptions(screen.getByRole("combobox", { name: "Content Type" }), "Activity");

    jest.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Create Chapter" }));
    expect(await screen.findByText("Chapter created successfully!")).toBeInTheDocument();
    const cached = client.cache.readQuery(chaptersQuery);
    expect(cached?.activity.chapters.nodes.map((node) => node.id)).toEqual(["chapter-1", "chapter-new"]);
    expect(cached?.activity.chapters.totalCount).toBe(2);
    expect(cached?.activity.chapterCount).toBe(2);

    act(() => jest.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe(route);
    act(() => jest.advanceTimersByTime(150));
    expect(router.state.location.pathname).toBe(chaptersPath);
    jest.useRealTimers();
    // The chapter list shows the new chapter from the cache, without asking the server again.
    expect(await screen.findByRole("heading", { level: 3, name: "Unions" })).toBeInTheDocument();
    expect(screen.getByText("2 chapters found for this activity")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 chapters")).toBeInTheDocument();
  });
});
