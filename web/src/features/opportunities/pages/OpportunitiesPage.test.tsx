import { configure, screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { makeUser, renderApp } from "../../../test/render";
import { FUTURE, listMock, listRequest, makeSummary, manySummaries, PAST } from "../test/fixtures";

// Pages are lazy chunks rendered with the whole app shell: give a busy machine time to render them.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const renderList = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/connections", user: makeUser(), mocks });

describe("OpportunitiesPage", () => {
  it("shows a spinner, then cards in the server's closing-date order with type, date and status", async () => {
    // The API's order: soonest closing first, those without a closing date last.
    renderList([
      listMock(
        [
          makeSummary({ id: "closed", title: "Old Bursary", type: "BURSARY", closingDate: PAST }),
          makeSummary({ id: "open", title: "Junior Developer", type: "FULL_TIME", openingDate: PAST, closingDate: FUTURE }),
          makeSummary({ id: "soon", title: "Future Hackathon", type: "HECKATHONS", openingDate: FUTURE, closingDate: "2999-06-15T12:00:00.000Z" }),
          makeSummary({ id: "none", title: "Open Internship", type: "INTERNSHIP", closingDate: null }),
        ],
        { delay: 1000 },
      ),
    ]);
    expect(await screen.findByLabelText("Loading")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Old Bursary" })).toBeInTheDocument();
    // One page holds them all: the count line, no "Load more".
    expect(screen.getByText("Showing all 4 opportunities")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();

    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Old Bursary",
      "Junior Developer",
      "Future Hackathon",
      "Open Internship",
    ]);

    const [closed, open, soon, noDate] = cards.map((card) => within(card));
    expect(closed.getByRole("link", { name: "Old Bursary" })).toHaveAttribute("href", "/opportunity/closed");
    expect(closed.getByText("Bursary")).toBeInTheDocument();
    expect(closed.getByText("Closing date: Mar 15, 2001")).toBeInTheDocument();
    expect(closed.getByText("Closed")).toBeInTheDocument();
    expect(open.getByText("Full-time")).toBeInTheDocument();
    expect(open.getByText("Open")).toBeInTheDocument();
    expect(soon.getByText("Heckathons")).toBeInTheDocument();
    expect(soon.getByText("Opening Soon")).toBeInTheDocument();
    expect(noDate.getByText("No closing date")).toBeInTheDocument();
    expect(noDate.getByText("Internship")).toBeInTheDocument();
  });

  it("loads the next 20 with Load more until all are shown, in the server's order, without a spinner over the list", async () => {
    const { events } = renderList([
      listMock(manySummaries(20), {}, { totalCount: 25 }),
      listMock(manySummaries(5, 21), { delay: 1000 }, { after: "opp-20", totalCount: 25, hasNextPage: false }),
    ]);
    expect(await screen.findByRole("heading", { name: "Opportunity 20" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(20);
    expect(screen.getByText("Showing 20 of 25 opportunities")).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more opportunities" }));
    expect(await screen.findByRole("button", { name: /Loading more/ })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading")).not.toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "Opportunity 25" })).toBeInTheDocument();
    const titles = screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
    expect(titles).toEqual(manySummaries(25).map((opportunity) => opportunity.title));
    expect(screen.getByText("Showing all 25 opportunities")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("5 more opportunities loaded. Showing all 25 opportunities.");
  });

  it("says when there are no opportunities", async () => {
    renderList([listMock([])]);
    expect(await screen.findByRole("heading", { name: "No Opportunities Available" })).toBeInTheDocument();
  });

  it("shows the fetch error with Try Again, which loads again", async () => {
    const { events } = renderList([
      { request: listRequest(), error: new Error("Network down") },
      listMock([makeSummary({ title: "Second Chance" })]),
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Failed to fetch opportunities");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Second Chance" })).toBeInTheDocument();
  });
});
