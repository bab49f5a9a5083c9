import { screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import {
  AdminDeleteOpportunityDocument,
  AdminUpdateOpportunityDocument,
  type AdminOpportunityFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { answerConfirm, confirmClosed, findConfirm } from "../../../test/confirm";
import { renderApp } from "../../../test/render";
import type { MockLink } from "@apollo/client/testing";
import { admin, FUTURE, listMock, listRequest, makeOpportunity, manyOpportunities, PAST } from "../test/fixtures";

const renderPage = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/opportunity", user: admin, mocks });

const TITLE = "Delete Opportunity?";
const card = (title: string) => within(screen.getByRole("article", { name: title }));

const updateMock = (id: string, input: Record<string, unknown>, result: AdminOpportunityFieldsFragment, delay = 0) => ({
  request: { query: AdminUpdateOpportunityDocument, variables: { id, input } },
  result: { data: { updateOpportunity: result } },
  delay,
});

afterEach(() => jest.restoreAllMocks());

jest.setTimeout(40_000);

describe("ManageOpportunitiesPage", () => {
  it("shows a spinner, then every card with type, status, link and MMM dd, yyyy dates, in the server's order", async () => {
    // The API's order: soonest closing first, those without a closing date last.
    renderPage([
      listMock(
        [
          makeOpportunity({ id: "closed", title: "Old Hackathon", type: "HECKATHONS", closingDate: PAST, openingDate: "2001-01-10T12:00:00.000Z" }),
          makeOpportunity({ id: "later", title: "Junior Developer", type: "FULL_TIME", closingDate: "2999-06-15T12:00:00.000Z" }),
          makeOpportunity({ id: "none", title: "Open Internship", type: "INTERNSHIP", link: "Link not available", openingDate: null, closingDate: null }),
        ],
        { delay: 1000 },
      ),
    ]);
    expect(await screen.findByLabelText("Loading")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Old Hackathon" })).toBeInTheDocument();
    expect(screen.getByText("3 opportunities")).toBeInTheDocument();
    // One page holds them all: the count line, no "Load more".
    expect(screen.getByText("Showing all 3 opportunities")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();

    expect(screen.getAllByRole("article").map((article) => article.getAttribute("aria-label"))).toEqual([
      "Old Hackathon",
      "Junior Developer",
      "Open Internship",
    ]);
    const closed = card("Old Hackathon");
    expect(closed.getByText("Heckathons")).toBeInTheDocument();
    expect(closed.getByText("Closed")).toBeInTheDocument();
    expect(closed.getByText("Opening date: Jan 10, 2001")).toBeInTheDocument();
    expect(closed.getByText("Closing date: Mar 15, 2001")).toBeInTheDocument();
    expect(closed.getByRole("link", { name: "https://apply.example.com/cloud" })).toHaveAttribute("target", "_blank");
    const open = card("Junior Developer");
    expect(open.getByText("Full-time")).toBeInTheDocument();
    expect(open.getByText("Open")).toBeInTheDocument();
    const noLink = card("Open Internship");
    expect(noLink.getByText("Link not available")).toBeInTheDocument();
    expect(noLink.getByText("Closing date: not set")).toBeInTheDocument();
  });

  it("reaches the 130th of 130 opportunities with Load more, without a spinner over the list", async () => {
    const { events } = renderPage([
      listMock(manyOpportunities(100), {}, { totalCount: 130 }),
      listMock(manyOpportunities(30, 101), { delay: 1000 }, { after: "opp-100", totalCount: 130, hasNextPage: false }),
    ]);
    expect(await screen.findByRole("heading", { name: "Opportunity 100" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(100);
    expect(screen.getByText("130 opportunities")).toBeInTheDocument();
    expect(screen.getByText("Showing 100 of 130 opportunities")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Opportunity 130" })).not.toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more opportunities" }));
    expect(await screen.findByRole("button", { name: /Loading more/ })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading")).not.toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(100);

    expect(await screen.findByRole("heading", { name: "Opportunity 130" })).toBeInTheDocument();
    const titles = screen.getAllByRole("article").map((article) => article.getAttribute("aria-label"));
    expect(titles).toHaveLength(130);
    // The pages follow each other as the server ordered them.
    expect(titles.slice(98, 102)).toEqual(["Opportunity 99", "Opportunity 100", "Opportunity 101", "Opportunity 102"]);
    expect(titles[129]).toBe("Opportunity 130");
    expect(screen.getByText("Showing all 130 opportunities")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
    expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("30 more opportunities loaded. Showing all 130 opportunities.");
  }, 90_000);

  it("says No Opportunities Available when there are none", async () => {
    renderPage([listMock([])]);
    expect(await screen.findByRole("heading", { name: "No Opportunities Available" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Opportunity" })).toHaveAttribute("href", "/add-opportunity");
  });

  it("shows Failed to fetch opportunities with Try Again, which loads again", async () => {
    const { events } = renderPage([{ request: listRequest(), error: new Error("Network down") }, listMock([makeOpportunity()])]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch opportunities");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Cloud Bursary" })).toBeInTheDocument();
  });

  it("edits a card in place: Save sends the edited fields and the card shows the saved values", async () => {
    const original = makeOpportunity();
    const saved = makeOpportunity({ title: "Cloud Bursary 2025", type: "PART_TIME", link: "Link not available" });
    const { events } = renderPage([
      listMock([original]),
      updateMock("opp-1", { title: "Cloud Bursary 2025", type: "PART_TIME", link: "Link not available" }, saved, 600),
    ]);
    await events.click(await screen.findByRole("button", { name: "Edit Cloud Bursary" }));

    const form = within(screen.getByRole("form", { name: "Edit Cloud Bursary" }));
    const title = form.getByRole("textbox", { name: /Title/ });
    expect(title).toHaveFocus();
    expect(title).toHaveValue("Cloud Bursary");
    expect(form.getByRole("combobox", { name: /Type/ })).toHaveValue("BURSARY");
    expect(form.getByRole("textbox", { name: /Description/ })).toHaveValue("Full tuition for second-year students.");
    expect(form.getByRole("textbox", { name: "Application Link" })).toHaveValue("https://apply.example.com/cloud");

    await events.clear(title);
    await events.type(title, "Cloud Bursary 2025");
    await events.selectOptions(form.getByRole("combobox", { name: /Type/ }), "Part-time");
    await events.clear(form.getByRole("textbox", { name: "Application Link" }));
    await events.click(form.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("button", { name: /Saving\.\.\./ })).toBeDisabled();
    const updated = await screen.findByRole("article", { name: "Cloud Bursary 2025" });
    expect(within(updated).getByText("Part-time")).toBeInTheDocument();
    expect(within(updated).getByText("Link not available")).toBeInTheDocument();
    expect(within(updated).getByRole("button", { name: "Edit Cloud Bursary 2025" })).toHaveFocus();
    expect(await screen.findByText("Opportunity updated")).toBeInTheDocument();
  });

  it("shows an edited card at its new place in the closing-date order, as the server lists it again", async () => {
    const closingDate = new Date(2999, 11, 31, 23, 59, 59, 999).toISOString();
    const hackDay = makeOpportunity({ id: "opp-2", title: "Hack Day", closingDate: "2999-06-15T12:00:00.000Z" });
    const { events } = renderPage([
      listMock([makeOpportunity(), hackDay]),
      updateMock("opp-1", { closingDate }, makeOpportunity({ closingDate })),
      // New dates drop the lists (the server orders and filters them): the list shown is asked again.
      listMock([hackDay, makeOpportunity({ closingDate })]),
    ]);
    await events.click(await screen.findByRole("button", { name: "Edit Cloud Bursary" }));
    const closing = screen.getByLabelText("Closing Date");
    await events.clear(closing);
    await events.type(closing, "2999-12-31");
    await events.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(screen.getAllByRole("article").map((article) => article.getAttribute("aria-label"))).toEqual(["Hack Day", "Cloud Bursary"]),
    );
    expect(card("Cloud Bursary").getByText("Closing date: Dec 31, 2999")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 opportunities")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit Cloud Bursary" })).toHaveFocus());
  });

  it("Cancel drops the edits and shows the stored values again", async () => {
    const { events } = renderPage([listMock([makeOpportunity()])]);
    await events.click(await screen.findByRole("button", { name: "Edit Cloud Bursary" }));
    const title = screen.getByRole("textbox", { name: /Title/ });
    await events.clear(title);
    await events.type(title, "Something else");
    await events.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(card("Cloud Bursary").getByRole("heading", { name: "Cloud Bursary" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Cloud Bursary" })).toHaveFocus();
  });

  it("checks the fields before saving", async () => {
    const { events } = renderPage([listMock([makeOpportunity()])]);
    await events.click(await screen.findByRole("button", { name: "Edit Cloud Bursary" }));
    await events.clear(screen.getByRole("textbox", { name: /Title/ }));
    const link = screen.getByRole("textbox", { name: "Application Link" });
    await events.clear(link);
    await events.type(link, "apply.example.com");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Link must be a valid URL starting with http:// or https://")).toBeInTheDocument();
  });

  it("shows Failed to update opportunity with the server's reason and stays in edit mode", async () => {
    const { events } = renderPage([
      listMock([makeOpportunity()]),
      {
        request: { query: AdminUpdateOpportunityDocument, variables: { id: "opp-1", input: { closingDate: null } } },
        result: { errors: [new GraphQLError("Opportunity not found", { extensions: { code: "NOT_FOUND" } })] },
      },
    ]);
    await events.click(await screen.findByRole("button", { name: "Edit Cloud Bursary" }));
    await events.clear(screen.getByLabelText("Closing Date"));
    await events.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to update opportunity");
    expect(alert).toHaveTextContent("Opportunity not found");
    expect(screen.getByRole("form", { name: "Edit Cloud Bursary" })).toBeInTheDocument();
  });

  it("deletes after the confirmation and takes the card out of the list", async () => {
    const { events } = renderPage([
      listMock([makeOpportunity(), makeOpportunity({ id: "opp-2", title: "Hack Day", closingDate: FUTURE })]),
      { request: { query: AdminDeleteOpportunityDocument, variables: { id: "opp-1" } }, result: { data: { deleteOpportunity: "opp-1" } }, delay: 50 },
    ]);
    await events.click(await screen.findByRole("button", { name: "Delete Cloud Bursary" }));
    await findConfirm(TITLE, "Are you sure you want to delete this opportunity? This action cannot be undone.");
    await answerConfirm(events, TITLE, "Cancel");
    await confirmClosed();
    expect(screen.getByRole("article", { name: "Cloud Bursary" })).toBeInTheDocument();
    expect(screen.getByText("2 opportunities")).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Delete Cloud Bursary" }));
    await answerConfirm(events, TITLE);
    await confirmClosed();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Cloud Bursary" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "Hack Day" })).toBeInTheDocument();
    // Counted again from the cache: no refetch (MockLink has no second list answer).
    expect(screen.getByText("1 opportunity")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 opportunity")).toBeInTheDocument();
    expect(await screen.findByText("Opportunity deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Manage Opportunities" })).toHaveFocus());
  });

  it("deletes from a list with pages still to load: the counts drop without a refetch, and Load more goes on", async () => {
    const { events } = renderPage([
      listMock(manyOpportunities(100), {}, { totalCount: 130 }),
      { request: { query: AdminDeleteOpportunityDocument, variables: { id: "opp-7" } }, result: { data: { deleteOpportunity: "opp-7" } } },
      listMock(manyOpportunities(30, 101), {}, { after: "opp-100", totalCount: 129, hasNextPage: false }),
    ]);
    await events.click(await screen.findByRole("button", { name: "Delete Opportunity 7" }));
    await answerConfirm(events, TITLE);
    await confirmClosed();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Opportunity 7" })).not.toBeInTheDocument());
    expect(screen.getByText("129 opportunities")).toBeInTheDocument();
    expect(screen.getByText("Showing 99 of 129 opportunities")).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more opportunities" }));
    expect(await screen.findByRole("heading", { name: "Opportunity 130" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(129);
    expect(screen.getByText("Showing all 129 opportunities")).toBeInTheDocument();
  }, 90_000);

  it("shows Failed to delete opportunity in the confirmation and keeps the card", async () => {
    const { events } = renderPage([
      listMock([makeOpportunity()]),
      { request: { query: AdminDeleteOpportunityDocument, variables: { id: "opp-1" } }, error: new Error("Network down") },
    ]);
    await events.click(await screen.findByRole("button", { name: "Delete Cloud Bursary" }));
    const dialog = within(await answerConfirm(events, TITLE));
    expect(await dialog.findByRole("alert")).toHaveTextContent("Failed to delete opportunity");
    await answerConfirm(events, TITLE, "Cancel");
    await confirmClosed();
    expect(screen.getByRole("article", { name: "Cloud Bursary" })).toBeInTheDocument();
  });
});
