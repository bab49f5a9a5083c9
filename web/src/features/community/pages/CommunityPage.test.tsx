import { configure, render, screen, within } from "@testing-library/react";
import { MockLink } from "@apollo/client/testing";
import { MemoryRouter } from "react-router";
import { AppProviders } from "../../../app/AppProviders";
import { CommunityOpportunitiesDocument } from "../../../graphql/__generated__/graphql";
import { createApolloClient } from "../../../graphql/client";
import { makeUser, renderApp } from "../../../test/render";
import { makeSummary } from "../../opportunities/test/fixtures";
import { CommunityGuest } from "../components/CommunityGuest";

// Pages are lazy chunks rendered with the whole app shell: give a busy machine time to render them.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const request = { query: CommunityOpportunitiesDocument, variables: { limit: 2 } };

const latestMock = (items: ReturnType<typeof makeSummary>[]): MockLink.MockedResponse => ({
  request,
  result: { data: { latestOpportunities: items } },
});

const WHY_JOIN = [
  "Share knowledge and get help",
  "Find tech bursaries",
  "Get feedback and read others' posts",
  "Stay updated on events and hackathons",
];

const expectWhyJoin = () => {
  const section = within(screen.getByRole("region", { name: "Why join?" }));
  expect(section.getAllByRole("listitem").map((item) => item.textContent)).toEqual(WHY_JOIN);
};

const renderCommunity = (mocks: MockLink.MockedResponse[]) =>
  renderApp({ route: "/community", user: makeUser(), mocks });

describe("CommunityPage (signed in)", () => {
  it("shows the heading, why join, the forum sample and the last two opportunities", async () => {
    renderCommunity([
      latestMock([
        makeSummary({ id: "o1", title: "Cloud Bursary", type: "BURSARY", closingDate: "2030-03-15T12:00:00.000Z" }),
        makeSummary({ id: "o2", title: "Hack Day", type: "HECKATHONS", closingDate: null }),
      ]),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Community" })).toBeInTheDocument();
    expectWhyJoin();

    const forum = within(screen.getByRole("region", { name: "Forum" }));
    expect(forum.getAllByRole("heading", { level: 3 })).toHaveLength(2);

    const upcoming = within(screen.getByRole("region", { name: "Upcoming Events & Opportunities" }));
    expect(upcoming.getByRole("link", { name: "View all opportunities" })).toHaveAttribute("href", "/connections");
    expect(await upcoming.findByRole("heading", { name: "Cloud Bursary" })).toBeInTheDocument();
    expect(upcoming.getByText("Bursary")).toBeInTheDocument();
    expect(upcoming.getByText("Closing date: Mar 15, 2030")).toBeInTheDocument();
    expect(upcoming.getByRole("link", { name: /View Details.*Cloud Bursary/ })).toHaveAttribute("href", "/opportunity/o1");
    expect(upcoming.getByText("Heckathons")).toBeInTheDocument();
    expect(upcoming.getByText("No closing date")).toBeInTheDocument();
    expect(upcoming.getByRole("link", { name: /View Details.*Hack Day/ })).toHaveAttribute("href", "/opportunity/o2");

    expect(screen.queryByRole("heading", { name: "Join the Community" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create an Account" })).not.toBeInTheDocument();
  });

  it("only shows Feature coming soon! for Start New Discussion", async () => {
    const { events, router } = renderCommunity([latestMock([])]);
    await events.click(await screen.findByRole("button", { name: "Start New Discussion" }));
    expect(await screen.findByText("Feature coming soon!")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/community");
    expect(within(screen.getByRole("region", { name: "Forum" })).getAllByRole("heading", { level: 3 })).toHaveLength(2);
  });

  it("says when there are no opportunities", async () => {
    renderCommunity([latestMock([])]);
    expect(await screen.findByText("No Opportunities Available")).toBeInTheDocument();
  });

  it("shows the opportunities error inside its block", async () => {
    renderCommunity([{ request, error: new Error("Network down") }]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Failed to fetch opportunities");
    expect(screen.getByRole("heading", { level: 1, name: "Community" })).toBeInTheDocument();
  });
});

describe("CommunityGuest (logged out)", () => {
  it("invites visitors to join with why join, ways to get involved and a sign-up link", () => {
    render(
      <AppProviders client={createApolloClient({ terminatingLink: new MockLink([]) })}>
        <MemoryRouter>
          <CommunityGuest />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Join the Community" })).toBeInTheDocument();
    expectWhyJoin();
    const involved = within(screen.getByRole("region", { name: "Get Involved" }));
    expect(involved.getByRole("heading", { name: "Forum" })).toBeInTheDocument();
    expect(involved.getByRole("heading", { name: "Comments" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create an Account" })).toHaveAttribute("href", "/signup");
    expect(screen.queryByRole("button", { name: "Start New Discussion" })).not.toBeInTheDocument();
  });

  it("is what the page shows without a session (the route itself sends visitors to /login)", async () => {
    const { router } = renderApp({ route: "/community" });
    await screen.findByRole("heading", { name: "Welcome Back" });
    expect(router.state.location.pathname).toBe("/login");
  });
});
