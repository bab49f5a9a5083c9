import { act, screen } from "@testing-library/react";
import {
  TutorActivitiesDocument,
  TutorCreateActivityDocument,
  TutorDashboardFiguresDocument,
} from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { graphQLError, makeActivity, myActivitiesResult, tutor } from "../test-fixtures";
import { MY_ACTIVITY_PAGE_SIZE } from "./ManageActivitiesPage";

const route = "/create-activity";
const INCOMPLETE = "User information is incomplete. Please ensure your profile has name, surname, and email.";
const created = makeActivity({ id: "activity-new", title: "Generics", description: "Type parameters.", createdAt: "2024-05-01T12:00:00.000Z" });
const listRequest = (search?: string) => ({ query: TutorActivitiesDocument, variables: { ...(search ? { search } : {}), first: MY_ACTIVITY_PAGE_SIZE } });
const createRequest = { query: TutorCreateActivityDocument, variables: { input: { title: "Generics", description: "Type parameters." } } };

const fill = async (events: ReturnType<typeof renderApp>["events"], title: string, description: string) => {
  if (title) await events.type(await screen.findByRole("textbox", { name: "Activity Title" }), title);
  if (description) await events.type(screen.getByRole("textbox", { name: "Description" }), description);
};

describe("CreateActivityPage", () => {
  it("offers Cancel and Back to Dashboard, both to /tutor-dashboard", async () => {
    renderApp({ route, user: tutor });
    expect(await screen.findByRole("heading", { level: 1, name: "Create New Activity" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/tutor-dashboard");
    expect(screen.getByRole("link", { name: /Back to Dashboard/ })).toHaveAttribute("href", "/tutor-dashboard");
  });

  it("requires both fields: Please fill in all fields", async () => {
    const { events } = renderApp({ route, user: tutor });
    await fill(events, "   ", "");
    await events.click(screen.getByRole("button", { name: "Create Activity" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill in all fields");
    await fill(events, "", "Only a description");
    await events.click(screen.getByRole("button", { name: "Create Activity" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in all fields");
  });

  it("needs the tutor's name, surname and email", async () => {
    const { events } = renderApp({ route, user: { ...tutor, surname: " " } });
    await fill(events, "Generics", "Type parameters.");
    await events.click(screen.getByRole("button", { name: "Create Activity" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(INCOMPLETE);
  });

  it("shows the server's incomplete-profile message when it comes", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [{ request: createRequest, result: graphQLError(INCOMPLETE, "BAD_USER_INPUT") }],
    });
    await fill(events, "  Generics ", "Type parameters.  ");
    await events.click(screen.getByRole("button", { name: "Create Activity" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(INCOMPLETE);
  });

  it("says Failed to create activity when the call fails", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [{ request: createRequest, error: new Error("Network down") }] });
    await fill(events, "Generics", "Type parameters.");
    await events.click(screen.getByRole("button", { name: "Create Activity" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to create activity");
    expect(screen.getByRole("textbox", { name: "Activity Title" })).toHaveValue("Generics");
  });

  it("on success offers Add Chapters Now or Back to Dashboard, and drops the cached activity lists and figures", async () => {
    const { events, client } = renderApp({
      route,
      user: tutor,
      mocks: [{ request: createRequest, result: { data: { createActivity: created } }, delay: 1000 }],
    });
    // Lists and figures a tutor screen loaded earlier.
    client.cache.writeQuery({ ...listRequest(), ...myActivitiesResult([makeActivity()], { totalCount: 30 }) });
    client.cache.writeQuery({ ...listRequest("generics"), ...myActivitiesResult([]) });
    client.cache.writeQuery({
      query: TutorDashboardFiguresDocument,
      data: {
        tutorDashboard: { __typename: "TutorDashboard", activities: 1, chapters: 0, quizzes: 0, publishedQuizzes: 0, attempts: 0, averagePercentage: 0 },
      },
    });

    await fill(events, "Generics", "Type parameters.");
    await events.click(screen.getByRole("button", { name: "Create Activity" }));
    expect(await screen.findByRole("button", { name: /Creating/ })).toBeDisabled();

    expect(
      await screen.findByText("Activity created successfully! Would you like to add chapters to this activity now?"),
    ).toHaveFocus();
    expect(screen.getByRole("link", { name: "Add Chapters Now" })).toHaveAttribute("href", "/manage-activities/activity-new/create-chapter");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tutor-dashboard");
    expect(screen.queryByRole("textbox", { name: "Activity Title" })).not.toBeInTheDocument();

    // The lists are searched on the server, which alone knows where the new one belongs: they load afresh when shown.
    expect(client.cache.readQuery(listRequest())).toBeNull();
    expect(client.cache.readQuery(listRequest("generics"))).toBeNull();
    expect(client.cache.readQuery({ query: TutorDashboardFiguresDocument })).toBeNull();
  });

  it("shows the new activity on Manage Activities, which asks the server for its list again", async () => {
    const { events, router } = renderApp({
      route: "/manage-activity",
      user: tutor,
      mocks: [
        { request: listRequest(), result: myActivitiesResult([makeActivity()]) },
        { request: createRequest, result: { data: { createActivity: created } } },
        { request: listRequest(), result: myActivitiesResult([created, makeActivity()]) },
      ],
    });
    expect(await screen.findByText("1 activity")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 activity")).toBeInTheDocument();

    await events.click(screen.getByRole("link", { name: "Create New Activity" }));
    await fill(events, "Generics", "Type parameters.");
    await events.click(screen.getByRole("button", { name: "Create Activity" }));
    expect(await screen.findByRole("link", { name: "Add Chapters Now" })).toBeInTheDocument();

    // The list comes from the server again (the second list mock).
    await act(() => router.navigate("/manage-activity"));
    expect(await screen.findByText("2 activities")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 activities")).toBeInTheDocument();
    expect(screen.getAllByRole("article").map((row) => row.querySelector("h2")?.textContent)).toEqual(["Generics", "TypeScript Fundamentals"]);
  });
});
