import { screen, waitFor, within } from "@testing-library/react";
import { TutorActivitiesDocument, TutorDeleteActivityDocument } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { cursorOf } from "../../../test/connection";
import { answerConfirm, confirmClosed, findConfirm } from "../../../test/confirm";
import { renderApp } from "../../../test/render";
import { makeActivity, manyActivities, myActivitiesResult, tutor } from "../test-fixtures";
import { MY_ACTIVITY_PAGE_SIZE } from "./ManageActivitiesPage";

const route = "/manage-activity";
// `after`: the activity whose cursor the page follows (a "Load more").
const pageRequest = (search?: string, after?: string) => ({
  query: TutorActivitiesDocument,
  variables: { ...(search ? { search } : {}), first: MY_ACTIVITY_PAGE_SIZE, ...(after ? { after: cursorOf("Activity", after) } : {}) },
});
const listRequest = pageRequest();
const deleteRequest = (id: string) => ({ query: TutorDeleteActivityDocument, variables: { id } });
const CONFIRM = "Are you sure you want to delete this activity? This action cannot be undone.";
const TITLE = "Delete Activity?";

const typescript = makeActivity();
const react = makeActivity({
  id: "activity-2",
  title: "React Hooks",
  description: "State and EFFECTS in components.",
  createdAt: "2024-04-01T12:00:00.000Z",
});

const rowTitles = () => screen.queryAllByRole("article").map((row) => within(row).getByRole("heading").textContent);
const search = () => screen.getByRole("searchbox", { name: "Search activities" });

describe("ManageActivitiesPage", () => {
  it("shows a spinner, then each activity with its details, a link to its chapters and Delete", async () => {
    renderApp({ route, user: tutor, mocks: [{ request: listRequest, result: myActivitiesResult([react, typescript]), delay: 50 }] });
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Activities" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create New Activity" })).toHaveAttribute("href", "/create-activity");
    expect(screen.getByRole("status")).toContainElement(screen.getByLabelText("Loading activities"));

    const link = await screen.findByRole("link", { name: "TypeScript Fundamentals" });
    expect(link).toHaveAttribute("href", "/manage-activities/activity-1/chapters");
    const row = link.closest("article") as HTMLElement;
    expect(row).toHaveTextContent("Types, interfaces and narrowing.");
    expect(row).toHaveTextContent(`Created ${formatDate(typescript.createdAt)}`);
    expect(row).toHaveTextContent("Posted by Grace Hopper");
    expect(within(row).getByRole("button", { name: "Delete TypeScript Fundamentals" })).toHaveTextContent("Delete");
    expect(rowTitles()).toEqual(["React Hooks", "TypeScript Fundamentals"]);
    expect(search()).toHaveAttribute("placeholder", "Search by title or description...");
    // One page holds them all: the count line, no "Load more".
    expect(screen.getByText("Showing all 2 activities")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("searches on the server as the tutor types, says No activities found and clears the search", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: listRequest, result: myActivitiesResult([react, typescript]) },
        { request: pageRequest("effects"), result: myActivitiesResult([react]), delay: 1000 },
        { request: pageRequest("nothing"), result: myActivitiesResult([]) },
      ],
    });
    await screen.findByRole("link", { name: "React Hooks" });
    expect(screen.getByText("2 activities")).toBeInTheDocument();

    // The debounced term reaches the query as `search`; the last rows stay, marked busy, meanwhile.
    await events.type(search(), " effects");
    expect(await screen.findByRole("img", { name: "Searching" })).toBeInTheDocument();
    expect(rowTitles()).toEqual(["React Hooks", "TypeScript Fundamentals"]);
    await waitFor(() => expect(rowTitles()).toEqual(["React Hooks"]));
    expect(screen.getByText("1 activity matches your search.")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 activity")).toBeInTheDocument();

    // Enter searches at once.
    await events.clear(search());
    await events.type(search(), "nothing{Enter}");
    expect(await screen.findByText("No activities found")).toBeInTheDocument();
    expect(rowTitles()).toEqual([]);
    await events.click(screen.getByRole("button", { name: "Clear Search" }));
    // The unfiltered list comes back from the cache.
    expect(rowTitles()).toEqual(["React Hooks", "TypeScript Fundamentals"]);
    expect(search()).toHaveValue("");
    expect(search()).toHaveFocus();
  });

  it("loads the next page with Load more activities until every activity shows", async () => {
    const total = MY_ACTIVITY_PAGE_SIZE + 2;
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: listRequest, result: myActivitiesResult(manyActivities(MY_ACTIVITY_PAGE_SIZE), { totalCount: total }) },
        {
          request: pageRequest(undefined, `activity-${MY_ACTIVITY_PAGE_SIZE}`),
          result: myActivitiesResult(manyActivities(2, MY_ACTIVITY_PAGE_SIZE + 1), { totalCount: total, hasNextPage: false }),
          // Long enough that "Loading more" is still shown after the click on a busy machine.
          delay: 600,
        },
      ],
    });
    expect(await screen.findByRole("link", { name: `Activity ${MY_ACTIVITY_PAGE_SIZE}` })).toBeInTheDocument();
    expect(screen.getByText(`${total} activities`)).toBeInTheDocument();
    expect(screen.getByText(`Showing ${MY_ACTIVITY_PAGE_SIZE} of ${total} activities`)).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more activities" }));
    expect(await screen.findByRole("button", { name: /Loading more/ })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading activities")).not.toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Searching" })).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: `Activity ${total}` }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(total);
    expect(screen.getByText(`Showing all ${total} activities`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("says No activities yet when the tutor has none", async () => {
    renderApp({ route, user: tutor, mocks: [{ request: listRequest, result: myActivitiesResult([]) }] });
    expect(await screen.findByText("No activities yet")).toBeInTheDocument();
    expect(screen.getByText("Get started by creating your first activity")).toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  });

  it("shows Failed to fetch activities with the Add activities empty state, and Try Again", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: listRequest, error: new Error("Failed to fetch") },
        { request: listRequest, result: myActivitiesResult([typescript]) },
      ],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch activities");
    expect(screen.getByText("You do not have any added activities")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add activities" })).toHaveAttribute("href", "/create-activity");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "TypeScript Fundamentals" })).toBeInTheDocument();
  });

  it("deletes after the confirmation and evicts the activity from the cache", async () => {
    const { events, client } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: listRequest, result: myActivitiesResult([react, typescript]) },
        { request: deleteRequest("activity-1"), result: { data: { deleteActivity: "activity-1" } }, delay: 1000 },
      ],
    });
    await events.click(await screen.findByRole("button", { name: "Delete TypeScript Fundamentals" }));
    await findConfirm(TITLE, CONFIRM);
    const dialog = await answerConfirm(events, TITLE);
    expect(await within(dialog).findByRole("button", { name: /Deleting\.\.\./ })).toBeDisabled();

    await waitFor(() => expect(rowTitles()).toEqual(["React Hooks"]));
    await confirmClosed();
    // The cached list and its count, without asking the server again.
    expect(screen.getByText("1 activity")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 activity")).toBeInTheDocument();
    expect(client.cache.extract()).not.toHaveProperty(["Activity:activity-1"]);
    expect(client.cache.extract()).toHaveProperty(["Activity:activity-2"]);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Manage Activities" })).toHaveFocus());
  });

  it("deletes from a list with pages still to load: the counts drop without a refetch, and Load more goes on", async () => {
    const total = MY_ACTIVITY_PAGE_SIZE + 1;
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: listRequest, result: myActivitiesResult(manyActivities(MY_ACTIVITY_PAGE_SIZE), { totalCount: total }) },
        { request: deleteRequest("activity-1"), result: { data: { deleteActivity: "activity-1" } } },
        {
          request: pageRequest(undefined, `activity-${MY_ACTIVITY_PAGE_SIZE}`),
          result: myActivitiesResult(manyActivities(1, total), { totalCount: total - 1, hasNextPage: false }),
        },
      ],
    });
    await events.click(await screen.findByRole("button", { name: "Delete Activity 1" }));
    await answerConfirm(events, TITLE);
    await waitFor(() => expect(screen.queryByRole("link", { name: "Activity 1" })).not.toBeInTheDocument());
    expect(screen.getByText(`${total - 1} activities`)).toBeInTheDocument();
    expect(screen.getByText(`Showing ${MY_ACTIVITY_PAGE_SIZE - 1} of ${total - 1} activities`)).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more activities" }));
    expect(await screen.findByRole("link", { name: `Activity ${total}` })).toBeInTheDocument();
    expect(screen.getByText(`Showing all ${total - 1} activities`)).toBeInTheDocument();
  });

  it("keeps the activity when the confirmation is cancelled", async () => {
    const { events, client } = renderApp({ route, user: tutor, mocks: [{ request: listRequest, result: myActivitiesResult([typescript]) }] });
    await events.click(await screen.findByRole("button", { name: "Delete TypeScript Fundamentals" }));
    await answerConfirm(events, TITLE, "Cancel");
    await confirmClosed();
    expect(rowTitles()).toEqual(["TypeScript Fundamentals"]);
    expect(client.cache.extract()).toHaveProperty(["Activity:activity-1"]);
  });

  it("says Failed to delete activity in the confirmation when the server refuses", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        { request: listRequest, result: myActivitiesResult([typescript]) },
        { request: deleteRequest("activity-1"), result: { errors: [{ message: "Not allowed", extensions: { code: "FORBIDDEN" } }] } },
      ],
    });
    await events.click(await screen.findByRole("button", { name: "Delete TypeScript Fundamentals" }));
    const dialog = await answerConfirm(events, TITLE);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to delete activity");
    await answerConfirm(events, TITLE, "Cancel");
    await confirmClosed();
    expect(rowTitles()).toEqual(["TypeScript Fundamentals"]);
  });
});
