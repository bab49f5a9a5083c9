import { screen, waitFor, within } from "@testing-library/react";
import { LearnerActivitiesDocument } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { cursorOf } from "../../../test/connection";
import { makeUser, renderApp } from "../../../test/render";
import { activitiesResult, makeActivity, manyActivities } from "../test-fixtures";
import { ACTIVITY_PAGE_SIZE } from "./ActivityListPage";

const route = "/activity";
const user = makeUser();
// `after`: the activity whose cursor the page follows (a "Load more").
const listRequest = (search?: string, after?: string) => ({
  query: LearnerActivitiesDocument,
  variables: { ...(search ? { search } : {}), first: ACTIVITY_PAGE_SIZE, ...(after ? { after: cursorOf("Activity", after) } : {}) },
});
const allRequest = listRequest();

const typescript = makeActivity();
const react = makeActivity({
  id: "activity-2",
  title: "React Hooks",
  description: "State and effects.",
  poster: { __typename: "UserDetails", name: "Alan", surname: "Turing" },
});

const cardTitles = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
const searchbox = () => screen.getByRole("searchbox", { name: "Search activities" });

// The first test also waits for the lazy page chunk to compile.
jest.setTimeout(20_000);

describe("ActivityListPage", () => {
  it("shows a spinner, then cards linking to each activity's chapters, and the count line", async () => {
    renderApp({ route, user, mocks: [{ request: allRequest, result: activitiesResult([typescript, react]), delay: 30 }] });
    expect(await screen.findByRole("heading", { level: 1, name: "Available Activities" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText("Loading activities")).toBeInTheDocument();

    const link = await screen.findByRole("link", { name: "TypeScript Fundamentals" });
    expect(link).toHaveAttribute("href", "/activities/activity-1/chapters");
    const card = link.closest("article") as HTMLElement;
    expect(card).toHaveTextContent("Types, interfaces and narrowing.");
    expect(card).toHaveTextContent("Posted by Grace Hopper");
    expect(card).toHaveTextContent(`Created ${formatDate(typescript.createdAt)}`);
    expect(screen.getByRole("link", { name: "React Hooks" })).toHaveAttribute("href", "/activities/activity-2/chapters");
    // One page holds them all: the count line, no "Load more".
    expect(screen.getByText("Showing all 2 activities")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("loads the next page with Load more activities until every activity shows, without a spinner over the list", async () => {
    const { events } = renderApp({
      route,
      user,
      mocks: [
        { request: allRequest, result: activitiesResult(manyActivities(ACTIVITY_PAGE_SIZE), { totalCount: ACTIVITY_PAGE_SIZE + 2 }) },
        {
          request: listRequest(undefined, `activity-${ACTIVITY_PAGE_SIZE}`),
          result: activitiesResult(manyActivities(2, ACTIVITY_PAGE_SIZE + 1), { totalCount: ACTIVITY_PAGE_SIZE + 2, hasNextPage: false }),
          delay: 200,
        },
      ],
    });
    expect(await screen.findByRole("link", { name: `Activity ${ACTIVITY_PAGE_SIZE}` })).toBeInTheDocument();
    expect(screen.getByText(`Showing ${ACTIVITY_PAGE_SIZE} of ${ACTIVITY_PAGE_SIZE + 2} activities`)).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more activities" }));
    expect(await screen.findByRole("button", { name: /Loading more/ })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading activities")).not.toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Searching" })).not.toBeInTheDocument();

    expect(await screen.findByRole("link", { name: `Activity ${ACTIVITY_PAGE_SIZE + 2}` })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(ACTIVITY_PAGE_SIZE + 2);
    expect(screen.getByText(`Showing all ${ACTIVITY_PAGE_SIZE + 2} activities`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("searches on the server (the debounced term as `search`), keeping the last cards on screen while it answers", async () => {
    const machines = makeActivity({
      id: "activity-3",
      title: "Machines",
      description: "Computability.",
      poster: { __typename: "UserDetails", name: "Alan", surname: "Turing" },
    });
    const { events } = renderApp({
      route,
      user,
      mocks: [
        { request: allRequest, result: activitiesResult([typescript, react]) },
        { request: listRequest("TURING"), result: activitiesResult([machines, react]), delay: 300 },
      ],
    });
    await screen.findByRole("link", { name: "TypeScript Fundamentals" });
    await events.type(searchbox(), " TURING ");
    // Nothing is filtered in the browser: the last answer stays, marked busy, until the server's comes.
    expect(await screen.findByRole("img", { name: "Searching" })).toBeInTheDocument();
    expect(cardTitles()).toEqual(["TypeScript Fundamentals", "React Hooks"]);
    expect(await screen.findByRole("link", { name: "Machines" })).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Machines", "React Hooks"]);
    expect(screen.getByText("Showing all 2 activities")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Searching" })).not.toBeInTheDocument();
  });

  it("loads the next page of the search shown", async () => {
    const { events } = renderApp({
      route,
      user,
      mocks: [
        { request: allRequest, result: activitiesResult([typescript]) },
        { request: listRequest("activity"), result: activitiesResult(manyActivities(ACTIVITY_PAGE_SIZE), { totalCount: ACTIVITY_PAGE_SIZE + 1 }) },
        {
          request: listRequest("activity", `activity-${ACTIVITY_PAGE_SIZE}`),
          result: activitiesResult(manyActivities(1, ACTIVITY_PAGE_SIZE + 1), { totalCount: ACTIVITY_PAGE_SIZE + 1, hasNextPage: false }),
        },
      ],
    });
    await screen.findByRole("link", { name: "TypeScript Fundamentals" });
    await events.type(searchbox(), "activity{Enter}");
    expect(await screen.findByText(`Showing ${ACTIVITY_PAGE_SIZE} of ${ACTIVITY_PAGE_SIZE + 1} activities`)).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Load more activities" }));
    expect(await screen.findByRole("link", { name: `Activity ${ACTIVITY_PAGE_SIZE + 1}` })).toBeInTheDocument();
    expect(screen.getByText(`Showing all ${ACTIVITY_PAGE_SIZE + 1} activities`)).toBeInTheDocument();
  });

  it("says No activities match your search. and clears it", async () => {
    const { events } = renderApp({
      route,
      user,
      mocks: [
        { request: allRequest, result: activitiesResult([typescript]) },
        { request: listRequest("zzz"), result: activitiesResult([]) },
      ],
    });
    await screen.findByRole("link", { name: "TypeScript Fundamentals" });
    await events.type(searchbox(), "zzz");
    expect(await screen.findByText("No activities match your search.")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Clear Search" }));
    // The unfiltered list comes back from the cache at once.
    expect(await screen.findByRole("link", { name: "TypeScript Fundamentals" })).toBeInTheDocument();
    expect(searchbox()).toHaveValue("");
  });

  it("says No activities available yet. when there are none", async () => {
    renderApp({ route, user, mocks: [{ request: allRequest, result: activitiesResult([]) }] });
    expect(await screen.findByText("No activities available yet.")).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it("shows Failed to fetch activities with Try Again", async () => {
    const { events } = renderApp({
      route,
      user,
      mocks: [
        { request: allRequest, error: new Error("Failed to fetch") },
        { request: allRequest, result: activitiesResult([typescript]) },
      ],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch activities");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "TypeScript Fundamentals" })).toBeInTheDocument();
  });

  it("sends visitors to the login page", async () => {
    const { router } = renderApp({ route });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
