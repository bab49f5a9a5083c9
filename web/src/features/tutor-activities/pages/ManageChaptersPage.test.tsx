import { screen, waitFor, within } from "@testing-library/react";
import {
  TutorActivityChaptersDocument,
  TutorActivityDetailsDocument,
  TutorCreateChapterDocument,
  TutorDeleteChapterDocument,
  TutorUpdateChapterDocument,
} from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { cursorOf } from "../../../test/connection";
import { renderApp } from "../../../test/render";
import { activityChaptersResult, graphQLError, makeActivity, makeChapter, manyChapters, tutor } from "../test-fixtures";
import { CHAPTER_PAGE_SIZE } from "./ManageChaptersPage";

const route = "/manage-activities/activity-1/chapters";
const detailsRequest = { query: TutorActivityDetailsDocument, variables: { id: "activity-1" } };
// `after`: the chapter whose cursor the page follows (a "Load more").
const pageRequest = (after?: string) => ({
  query: TutorActivityChaptersDocument,
  variables: { id: "activity-1", first: CHAPTER_PAGE_SIZE, ...(after ? { after: cursorOf("Chapter", after) } : {}) },
});
const chaptersRequest = pageRequest();
const detailsMock = { request: detailsRequest, result: { data: { activity: makeActivity() } } };

const primitives = makeChapter();
const unions = makeChapter({ id: "chapter-2", title: "Unions", description: "Either this or that.", content: "ACTIVITY" });
const chaptersMock = (chapters = [primitives, unions]) => ({ request: chaptersRequest, result: activityChaptersResult(chapters) });

// hidden: while the modal is open the page behind it is aria-hidden.
const chapterTitles = ({ hidden = false } = {}) =>
  screen.queryAllByRole("article", { hidden }).map((row) => within(row).getByRole("heading", { hidden }).textContent);
const rowOf = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("article") as HTMLElement;

describe("ManageChaptersPage", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the activity and its chapters with dates, content type, quiz links, Edit and Delete", async () => {
    renderApp({ route, user: tutor, mocks: [{ ...detailsMock, delay: 1000 }, chaptersMock()] });
    expect(await screen.findByLabelText("Loading activity")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "TypeScript Fundamentals" })).toBeInTheDocument();
    expect(screen.getByText("Types, interfaces and narrowing.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Activities/ })).toHaveAttribute("href", "/manage-activity");

    expect(await screen.findByText("2 chapters found for this activity")).toBeInTheDocument();
    expect(chapterTitles()).toEqual(["Primitive types", "Unions"]);
    const row = rowOf("Primitive types");
    expect(row).toHaveTextContent("string, number and boolean.");
    expect(row).toHaveTextContent("Homework");
    expect(row).toHaveTextContent(`Created ${formatDate(primitives.createdAt)}`);
    expect(row).toHaveTextContent(`Last updated ${formatDate(primitives.updatedAt)}`);
    expect(within(row).getByRole("link", { name: /Create Quiz/ })).toHaveAttribute("href", "/manage-chapters/chapter-1/create-quiz");
    expect(within(row).getByRole("link", { name: /Manage Quizzes/ })).toHaveAttribute("href", "/manage-chapters/chapter-1/quizzes");
    expect(within(row).getByRole("button", { name: "Edit Primitive types" })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Delete Primitive types" })).toBeInTheDocument();
    expect(rowOf("Unions")).toHaveTextContent("Activity");
    expect(screen.getByText("Showing all 2 chapters")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("loads the next chapters of the activity with Load more chapters until the last one shows", async () => {
    const total = CHAPTER_PAGE_SIZE + 2;
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        detailsMock,
        { request: chaptersRequest, result: activityChaptersResult(manyChapters(CHAPTER_PAGE_SIZE), "activity-1", { totalCount: total }) },
        {
          request: pageRequest(`chapter-${CHAPTER_PAGE_SIZE}`),
          result: activityChaptersResult(manyChapters(2, CHAPTER_PAGE_SIZE + 1), "activity-1", { totalCount: total, hasNextPage: false }),
          // Long enough that "Loading more" is still shown after the click on a busy machine.
          delay: 600,
        },
      ],
    });
    expect(await screen.findByText(`${total} chapters found for this activity`)).toBeInTheDocument();
    expect(screen.getByText(`Showing ${CHAPTER_PAGE_SIZE} of ${total} chapters`)).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more chapters" }));
    expect(await screen.findByRole("button", { name: /Loading more/ })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading chapters")).not.toBeInTheDocument();
    // The page is appended to the activity's nested list.
    expect(await screen.findByRole("heading", { level: 3, name: `Chapter ${total}` }, { timeout: 5000 })).toBeInTheDocument();
    expect(chapterTitles()).toHaveLength(total);
    expect(chapterTitles()[0]).toBe("Chapter 1");
    expect(screen.getByText(`Showing all ${total} chapters`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("adds a chapter to a list with pages still to load: the counts grow without a refetch, and it comes with the last page", async () => {
    const total = CHAPTER_PAGE_SIZE + 1;
    const input = { title: "Generics", description: "Type parameters.", content: "HOMEWORK" as const };
    const generics = makeChapter({ id: "chapter-new", ...input });
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        detailsMock,
        { request: chaptersRequest, result: activityChaptersResult(manyChapters(CHAPTER_PAGE_SIZE), "activity-1", { totalCount: total }) },
        {
          request: { query: TutorCreateChapterDocument, variables: { activityId: "activity-1", input } },
          result: { data: { createChapter: generics } },
        },
        {
          request: pageRequest(`chapter-${CHAPTER_PAGE_SIZE}`),
          result: activityChaptersResult([...manyChapters(1, total), generics], "activity-1", { totalCount: total + 1, hasNextPage: false }),
        },
      ],
    });
    await events.click(await screen.findByRole("button", { name: "Add New Chapter" }));
    const form = within(screen.getByRole("form", { name: "Add New Chapter" }));
    await events.type(form.getByRole("textbox", { name: "Chapter Title" }), "Generics");
    await events.type(form.getByRole("textbox", { name: "Description" }), "Type parameters.");
    await events.click(form.getByRole("button", { name: "Add Chapter" }));

    expect(await screen.findByText(`${total + 1} chapters found for this activity`)).toBeInTheDocument();
    expect(screen.getByText(`Showing ${CHAPTER_PAGE_SIZE} of ${total + 1} chapters`)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3, name: "Generics" })).not.toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more chapters" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Generics" })).toBeInTheDocument();
    expect(chapterTitles().slice(-2)).toEqual([`Chapter ${total}`, "Generics"]);
    expect(screen.getByText(`Showing all ${total + 1} chapters`)).toBeInTheDocument();
  });

  it("says No chapters available for this activity yet.", async () => {
    renderApp({ route, user: tutor, mocks: [detailsMock, chaptersMock([])] });
    expect(await screen.findByText("No chapters available for this activity yet.")).toBeInTheDocument();
  });

  it("shows Failed to fetch activity details with Back to Dashboard and Try Again", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: detailsRequest, result: graphQLError("Activity not found", "NOT_FOUND") },
        { request: chaptersRequest, result: graphQLError("Activity not found", "NOT_FOUND") },
        detailsMock,
      ],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch activity details");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tutor-dashboard");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "TypeScript Fundamentals" })).toBeInTheDocument();
  });

  it("shows Failed to fetch chapters with Back to Dashboard", async () => {
    renderApp({ route, user: tutor, mocks: [detailsMock, { request: chaptersRequest, error: new Error("Network down") }] });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch chapters");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tutor-dashboard");
    expect(screen.getByRole("heading", { level: 1, name: "TypeScript Fundamentals" })).toBeInTheDocument();
  });

  it("adds a chapter: validation, the server's reason, then the list grows and the form hides", async () => {
    const input = { title: "Generics", description: "Type parameters.", content: "ACTIVITY" as const };
    const request = { query: TutorCreateChapterDocument, variables: { activityId: "activity-1", input } };
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        detailsMock,
        chaptersMock(),
        { request, result: graphQLError("Title must be at most 200 characters", "BAD_USER_INPUT") },
        { request, error: new Error("Network down") },
        { request, result: { data: { createChapter: makeChapter({ id: "chapter-3", ...input }) } } },
      ],
    });
    const open = await screen.findByRole("button", { name: "Add New Chapter" });
    await events.click(open);
    const form = within(screen.getByRole("form", { name: "Add New Chapter" }));
    expect(form.getByRole("textbox", { name: "Chapter Title" })).toHaveFocus();
    expect(form.getByRole("combobox", { name: "Content Type" })).toHaveValue("HOMEWORK");

    await events.click(form.getByRole("button", { name: "Add Chapter" }));
    expect(form.getByRole("alert")).toHaveTextContent("Please fill in all fields");

    await events.type(form.getByRole("textbox", { name: "Chapter Title" }), "Generics");
    await events.type(form.getByRole("textbox", { name: "Description" }), "Type parameters.");
    await events.selectOptions(form.getByRole("combobox", { name: "Content Type" }), "Activity");
    await events.click(form.getByRole("button", { name: "Add Chapter" }));
    expect(await form.findByText("Title must be at most 200 characters")).toBeInTheDocument();
    await events.click(form.getByRole("button", { name: "Add Chapter" }));
    expect(await form.findByText("Failed to create or update chapter")).toBeInTheDocument();

    await events.click(form.getByRole("button", { name: "Add Chapter" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Generics" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Add New Chapter" })).not.toBeInTheDocument();
    expect(screen.getByText("3 chapters found for this activity")).toBeInTheDocument();
    expect(screen.getByText("Showing all 3 chapters")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Add New Chapter" })).toHaveFocus());
  });

  it("edits a chapter: prefilled Edit Chapter mode, Cancel resets and hides, saving updates the row", async () => {
    const input = { title: "Primitive types, revised", description: "string, number and boolean.", content: "HOMEWORK" as const };
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        detailsMock,
        chaptersMock(),
        {
          request: { query: TutorUpdateChapterDocument, variables: { id: "chapter-1", input } },
          result: { data: { updateChapter: { ...primitives, ...input, updatedAt: "2024-03-09T12:00:00.000Z" } } },
        },
      ],
    });
    await screen.findByText("2 chapters found for this activity");
    const edit = screen.getByRole("button", { name: "Edit Primitive types" });
    await events.click(edit);
    let form = within(screen.getByRole("form", { name: "Edit Chapter" }));
    expect(form.getByRole("textbox", { name: "Chapter Title" })).toHaveValue("Primitive types");
    expect(form.getByRole("textbox", { name: "Description" })).toHaveValue("string, number and boolean.");
    expect(form.getByRole("combobox", { name: "Content Type" })).toHaveValue("HOMEWORK");
    await events.type(form.getByRole("textbox", { name: "Chapter Title" }), " (draft)");

    await events.click(form.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());
    await events.click(screen.getByRole("button", { name: "Add New Chapter" }));
    expect(within(screen.getByRole("form", { name: "Add New Chapter" })).getByRole("textbox", { name: "Chapter Title" })).toHaveValue("");
    await events.click(screen.getByRole("button", { name: "Cancel" }));

    await events.click(screen.getByRole("button", { name: "Edit Primitive types" }));
    form = within(screen.getByRole("form", { name: "Edit Chapter" }));
    await events.type(form.getByRole("textbox", { name: "Chapter Title" }), ", revised");
    await events.click(form.getByRole("button", { name: "Update Chapter" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Primitive types, revised" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(rowOf("Primitive types, revised")).toHaveTextContent(`Last updated ${formatDate("2024-03-09T12:00:00.000Z")}`);
  });

  it("deletes through the Confirm Delete modal, with focus handled, and evicts the chapter", async () => {
    // jsdom lays nothing out; the dialog's focus trap only focuses elements that have a box.
    jest.spyOn(Element.prototype, "getClientRects").mockImplementation(() => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList);
    const { events, client } = renderApp({
      route,
      user: tutor,
      mocks: [
        detailsMock,
        chaptersMock(),
        { request: { query: TutorDeleteChapterDocument, variables: { id: "chapter-1" } }, result: graphQLError("Chapter not found", "NOT_FOUND") },
        { request: { query: TutorDeleteChapterDocument, variables: { id: "chapter-1" } }, result: { data: { deleteChapter: "chapter-1" } } },
      ],
    });
    await screen.findByText("2 chapters found for this activity");
    const trigger = screen.getByRole("button", { name: "Delete Primitive types" });

    // Escape closes it and hands focus back to the trigger.
    await events.click(trigger);
    let dialog = await screen.findByRole("alertdialog", { name: "Confirm Delete" });
    expect(dialog).toHaveTextContent("This action cannot be undone.");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await events.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await events.click(trigger);
    dialog = await screen.findByRole("alertdialog", { name: "Confirm Delete" });
    await events.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to delete chapter");
    expect(screen.queryAllByRole("article")).toEqual([]);
    expect(chapterTitles({ hidden: true })).toEqual(["Primitive types", "Unions"]);

    await events.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(chapterTitles()).toEqual(["Unions"]);
    expect(screen.getByText("1 chapter found for this activity")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 chapter")).toBeInTheDocument();
    expect(client.cache.extract()).not.toHaveProperty(["Chapter:chapter-1"]);
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Chapters" })).toHaveFocus());
  });

  it("is for tutors only", async () => {
    const { router } = renderApp({ route, user: { ...tutor, role: "admin" } });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
