import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import { AdminCreateOpportunityDocument, type NewOpportunityInput } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { admin, listMock, makeOpportunity } from "../test/fixtures";

const renderForm = (mocks: MockLink.MockedResponse[] = []) => renderApp({ route: "/add-opportunity", user: admin, mocks });

const createRequest = (input: NewOpportunityInput) => ({ query: AdminCreateOpportunityDocument, variables: { input } });

const blankLinkInput: NewOpportunityInput = {
  title: "Summer Internship",
  type: "INTERNSHIP",
  description: "Ten weeks with the platform team.",
  link: "Link not available",
  openingDate: null,
  closingDate: null,
};

type Events = ReturnType<typeof renderApp>["events"];

const fillRequired = async (events: Events) => {
  await events.type(await screen.findByRole("textbox", { name: /Title/ }), "Summer Internship");
  await events.type(screen.getByRole("textbox", { name: /Description/ }), "Ten weeks with the platform team.");
};

jest.setTimeout(40_000);

describe("AddOpportunityPage", () => {
  it("offers the five types with Internship first selected", async () => {
    renderForm();
    const type = await screen.findByRole("combobox", { name: /Type/ });
    expect(type).toHaveValue("INTERNSHIP");
    expect(within(type).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Bursary",
      "Heckathons",
      "Internship",
      "Full-time",
      "Part-time",
    ]);
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/opportunity");
  });

  it("requires title and description and a URL for a link that is given", async () => {
    const { events } = renderForm();
    await events.type(await screen.findByRole("textbox", { name: "Application Link" }), "apply.example.com");
    await events.click(screen.getByRole("button", { name: "Add Opportunity" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    expect(screen.getByText("Link must be a valid URL starting with http:// or https://")).toBeInTheDocument();
  });

  it("sends Link not available for a blank link, toasts, goes to /opportunity and lists the new one as the server orders it", async () => {
    const created = makeOpportunity({
      id: "opp-new",
      title: "Summer Internship",
      type: "INTERNSHIP",
      description: "Ten weeks with the platform team.",
      link: "Link not available",
      openingDate: null,
      closingDate: null,
      createdAt: "2025-01-01T12:00:00.000Z",
    });
    const { events, router } = renderApp({
      route: "/opportunity",
      user: admin,
      mocks: [
        listMock([makeOpportunity()]),
        { request: createRequest(blankLinkInput), result: { data: { createOpportunity: created } }, delay: 600 },
        // The create dropped the cached lists (the server orders them): the list shown asks again.
        listMock([makeOpportunity(), created]),
      ],
    });
    await screen.findByRole("article", { name: "Cloud Bursary" });
    expect(screen.getByText("Showing 1 opportunity")).toBeInTheDocument();
    await events.click(screen.getByRole("link", { name: "Add Opportunity" }));
    await fillRequired(events);
    await events.click(screen.getByRole("button", { name: "Add Opportunity" }));

    expect(await screen.findByRole("button", { name: /Adding\.\.\./ })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe("/opportunity"));
    expect(await screen.findByText("Opportunity added successfully")).toBeInTheDocument();
    // The server's order: the new card (no closing date) after the dated one.
    expect((await screen.findAllByRole("article")).map((article) => article.getAttribute("aria-label"))).toEqual([
      "Cloud Bursary",
      "Summer Internship",
    ]);
    expect(screen.getByText("2 opportunities")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 opportunities")).toBeInTheDocument();
  });

  // The admin's list with pages still to load (a short first page keeps the test quick; the cache
  // does not care how long the page is). The loaded rows are the start of the server's order.
  const loaded = [
    makeOpportunity({ id: "opp-1", title: "First", closingDate: "2990-01-01T12:00:00.000Z" }),
    makeOpportunity({ id: "opp-2", title: "Second", closingDate: "2990-01-05T12:00:00.000Z" }),
    makeOpportunity({ id: "opp-3", title: "Third", closingDate: "2990-01-09T12:00:00.000Z" }),
  ];
  const articleNames = async () => (await screen.findAllByRole("article")).map((article) => article.getAttribute("aria-label"));

  const addFromList = async (events: Events, closingDay?: string) => {
    await screen.findByRole("article", { name: "Third" });
    expect(screen.getByText("Showing 3 of 5 opportunities")).toBeInTheDocument();
    await events.click(screen.getByRole("link", { name: "Add Opportunity" }));
    await fillRequired(events);
    if (closingDay) await events.type(screen.getByLabelText("Closing Date"), closingDay);
    await events.click(screen.getByRole("button", { name: "Add Opportunity" }));
    expect(await screen.findByText("Opportunity added successfully")).toBeInTheDocument();
  };

  it("shows a new one where the server puts it among the loaded rows: the browser does not repeat its order", async () => {
    const closingDate = new Date(2990, 0, 3, 23, 59, 59, 999).toISOString();
    const created = makeOpportunity({ id: "opp-new", title: "Summer Internship", type: "INTERNSHIP", openingDate: null, closingDate });
    const { events } = renderApp({
      route: "/opportunity",
      user: admin,
      mocks: [
        listMock(loaded, {}, { totalCount: 5, hasNextPage: true }),
        { request: createRequest({ ...blankLinkInput, closingDate }), result: { data: { createOpportunity: created } } },
        listMock([loaded[0], created, loaded[1]], {}, { totalCount: 6, hasNextPage: true }),
      ],
    });
    await addFromList(events, "2990-01-03");
    await waitFor(async () => expect(await articleNames()).toEqual(["First", "Summer Internship", "Second"]));
    expect(screen.getByText("6 opportunities")).toBeInTheDocument();
    expect(screen.getByText("Showing 3 of 6 opportunities")).toBeInTheDocument();
  });

  it("sends the link, the type and ISO dates when given", async () => {
    const input: NewOpportunityInput = {
      ...blankLinkInput,
      type: "BURSARY",
      link: "https://apply.example.com",
      openingDate: new Date(2030, 0, 5).toISOString(),
      closingDate: new Date(2030, 1, 10, 23, 59, 59, 999).toISOString(),
    };
    const { events, router } = renderForm([
      { request: createRequest(input), result: { data: { createOpportunity: makeOpportunity({ id: "opp-2" }) } } },
    ]);
    await fillRequired(events);
    await events.selectOptions(screen.getByRole("combobox", { name: /Type/ }), "Bursary");
    await events.type(screen.getByRole("textbox", { name: "Application Link" }), "https://apply.example.com");
    await events.type(screen.getByLabelText("Opening Date"), "2030-01-05");
    await events.type(screen.getByLabelText("Closing Date"), "2030-02-10");
    await events.click(screen.getByRole("button", { name: "Add Opportunity" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/opportunity"));
  });

  it("shows the server's message, with its field error beside the field", async () => {
    const { events } = renderForm([
      {
        request: createRequest(blankLinkInput),
        result: {
          errors: [
            new GraphQLError("Title must be at most 200 characters", {
              extensions: { code: "BAD_USER_INPUT", fieldErrors: { title: "Title must be at most 200 characters" } },
            }),
          ],
        },
      },
    ]);
    await fillRequired(events);
    await events.click(screen.getByRole("button", { name: "Add Opportunity" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Title must be at most 200 characters");
    expect(screen.getByRole("textbox", { name: /Title/ })).toHaveAttribute("aria-invalid", "true");
  });

  it("says Error adding opportunity when the server gives no message", async () => {
    const { events } = renderForm([{ request: createRequest(blankLinkInput), error: new Error("Network down") }]);
    await fillRequired(events);
    await events.click(screen.getByRole("button", { name: "Add Opportunity" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error adding opportunity");
    expect(screen.getByRole("button", { name: "Add Opportunity" })).toBeEnabled();
  });
});
