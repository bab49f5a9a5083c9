import { screen, waitFor, within } from "@testing-library/react";
import { LearnerActivitiesDocument } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { makeUser, renderApp } from "../../../test/render";
import { activitiesResult, makeActivity } from "../test-fixtures";

const route = "/activity";
const user = makeUser();
const allRequest = { query: LearnerActivitiesDocument, variables: { limit: 100 } };
const searchRequest = (search: string) => ({ query: LearnerActivitiesDocument, variables: { search, limit: 100 } });

const typescript = makeActivity();
const react = makeActivity({
  id: "activity-2",
  title: "React Hooks",
  description: "State and effects.",
  poster: { __typename: "UserDetails", name: "Alan", surname: "Turing" },
});

const cardTitles = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

// The first test also waits for the lazy page chunk to compile.
jest.setTimeout(20_000);

describe("ActivityListPage", () => {
  it("shows a spinner, then cards linking to each activity's chapters", async () => {
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
  });

  it("narrows the list while typing (title, description or tutor name, any case) and asks the server", async () => {
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
        { request: searchRequest("TURING"), result: activitiesResult([machines, react]), delay: 50 },
      ],
    });
    await screen.findByRole("link", { name: "TypeScript Fundamentals" });
    await events.type(screen.getByRole("searchbox", { name: "Search activities" }), "TURING");
    expect(cardTitles()).toEqual(["React Hooks"]);
    // The server's answer for the debounced term replaces the narrowed list.
    expect(await screen.findByRole("link", { name: "Machines" })).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Machines", "React Hooks"]);
  });

  it("says No activities match your search. and clears it", async () => {
    const { events } = renderApp({
      route,
      user,
      mocks: [
        { request: allRequest, result: activitiesResult([typescript]) },
        { request: searchRequest("zzz"), result: activitiesResult([]) },
      ],
    });
    await screen.findByRole("link", { name: "TypeScript Fundamentals" });
    await events.type(screen.getByRole("searchbox", { name: "Search activities" }), "zzz");
    expect(await screen.findByText("No activities match your search.")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Clear Search" }));
    expect(await screen.findByRole("link", { name: "TypeScript Fundamentals" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search activities" })).toHaveValue("");
  });

  it("says No activities available yet. when there are none", async () => {
    renderApp({ route, user, mocks: [{ request: allRequest, result: activitiesResult([]) }] });
    expect(await screen.findByText("No activities available yet.")).toBeInTheDocument();
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
