import { configure, screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { OpportunityListDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { FUTURE, makeSummary, PAST } from "../test/fixtures";
import { OPPORTUNITY_LIST_LIMIT } from "./OpportunitiesPage";

// Pages are lazy chunks rendered with the whole app shell: give a busy machine time to render them.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const request = { query: OpportunityListDocument, variables: { limit: OPPORTUNITY_LIST_LIMIT } };

const listMock = (items: ReturnType<typeof makeSummary>[], extra: Partial<MockLink.MockedResponse> = {}) => ({
  request,
  result: { data: { opportunities: { __typename: "OpportunityPage", items, total: items.length } } },
  ...extra,
});

const renderList = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/connections", user: makeUser(), mocks });

describe("OpportunitiesPage", () => {
  it("shows a spinner, then cards sorted by closing date with type, date and status", async () => {
    renderList([
      listMock(
        [
          makeSummary({ id: "none", title: "Open Internship", type: "INTERNSHIP", closingDate: null }),
          makeSummary({ id: "soon", title: "Future Hackathon", type: "HECKATHONS", openingDate: FUTURE, closingDate: "2999-06-15T12:00:00.000Z" }),
          makeSummary({ id: "closed", title: "Old Bursary", type: "BURSARY", closingDate: PAST }),
          makeSummary({ id: "open", title: "Junior Developer", type: "FULL_TIME", openingDate: PAST, closingDate: FUTURE }),
        ],
        { delay: 200 },
      ),
    ]);
    expect(await screen.findByLabelText("Loading")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Old Bursary" })).toBeInTheDocument();

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

  it("says when there are no opportunities", async () => {
    renderList([listMock([])]);
    expect(await screen.findByRole("heading", { name: "No Opportunities Available" })).toBeInTheDocument();
  });

  it("shows the fetch error with Try Again, which loads again", async () => {
    const { events } = renderList([
      { request, error: new Error("Network down") },
      listMock([makeSummary({ title: "Second Chance" })]),
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Failed to fetch opportunities");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Second Chance" })).toBeInTheDocument();
  });
});
