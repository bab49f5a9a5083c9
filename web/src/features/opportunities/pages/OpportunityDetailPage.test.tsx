import { configure, screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { OpportunityDetailDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { FUTURE, makeDetail, PAST } from "../test/fixtures";

// Pages are lazy chunks rendered with the whole app shell: give a busy machine time to render them.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const request = { query: OpportunityDetailDocument, variables: { id: "opp-1" } };

const detailMock = (overrides: Parameters<typeof makeDetail>[0] = {}): MockLink.MockedResponse => ({
  request,
  result: { data: { opportunity: makeDetail(overrides) } },
});

const renderDetail = (mocks: MockLink.MockedResponse[]) =>
  renderApp({ route: "/opportunity/opp-1", user: makeUser(), mocks });

const expectBackLinks = () => {
  const nav = within(screen.getByRole("navigation", { name: "Opportunity navigation" }));
  expect(nav.getByRole("link", { name: "Back to Community" })).toHaveAttribute("href", "/community");
  expect(nav.getByRole("link", { name: "All Opportunities" })).toHaveAttribute("href", "/connections");
};

describe("OpportunityDetailPage", () => {
  it("shows the opportunity with its dates, status and an external Apply Now link", async () => {
    renderDetail([detailMock({ type: "INTERNSHIP", openingDate: PAST, closingDate: FUTURE })]);
    expect(await screen.findByRole("heading", { level: 1, name: "Cloud Bursary" })).toBeInTheDocument();
    expect(screen.getByText("Full tuition for second-year students.")).toBeInTheDocument();
    expect(screen.getAllByText("Internship").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Open").length).toBeGreaterThan(0);
    expect(screen.getByText("Mar 15, 2001")).toBeInTheDocument();
    expect(screen.getByText("Mar 15, 2999")).toBeInTheDocument();
    const apply = screen.getByRole("link", { name: "Apply Now" });
    expect(apply).toHaveAttribute("href", "https://apply.example.com/cloud");
    expect(apply).toHaveAttribute("target", "_blank");
    expect(apply).toHaveAttribute("rel", "noopener noreferrer");
    expectBackLinks();
  });

  it("disables applying once closed", async () => {
    renderDetail([detailMock({ closingDate: PAST })]);
    expect(await screen.findByRole("button", { name: "Application Closed" })).toBeDisabled();
    expect(screen.getAllByText("Closed").length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Apply Now" })).not.toBeInTheDocument();
  });

  it("says Application Closed even when there is no link", async () => {
    renderDetail([detailMock({ closingDate: PAST, link: "Link not available" })]);
    expect(await screen.findByRole("button", { name: "Application Closed" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Application Link Not Available" })).not.toBeInTheDocument();
  });

  it("disables applying when the link is not available", async () => {
    renderDetail([detailMock({ link: "Link not available" })]);
    expect(await screen.findByRole("button", { name: "Application Link Not Available" })).toBeDisabled();
    expect(screen.queryByRole("link", { name: "Apply Now" })).not.toBeInTheDocument();
  });

  it("lets learners apply before an opportunity opens, showing Opening Soon and Not specified dates", async () => {
    renderDetail([detailMock({ openingDate: FUTURE, closingDate: null })]);
    expect(await screen.findByRole("link", { name: "Apply Now" })).toBeInTheDocument();
    expect(screen.getAllByText("Opening Soon").length).toBeGreaterThan(0);
    expect(screen.getByText("Not specified")).toBeInTheDocument();
  });

  it("says Opportunity Not Found for an unknown id", async () => {
    renderDetail([
      { request, result: { errors: [{ message: "Opportunity not found", extensions: { code: "NOT_FOUND" } }] } },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Opportunity Not Found" })).toBeInTheDocument();
    expectBackLinks();
  });

  it("shows the fetch error with Try Again and the back links", async () => {
    const { events } = renderDetail([{ request, error: new Error("Network down") }, detailMock()]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch opportunity details");
    expectBackLinks();
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Cloud Bursary" })).toBeInTheDocument();
  });
});
