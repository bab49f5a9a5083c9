import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { AdminDeleteContactMessageDocument } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { admin, listMock, listRequest, makeMessage, makeReply, manyMessages } from "../test/fixtures";

jest.setTimeout(40_000);

const renderPage = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/contact-messages", user: admin, mocks });

const card = (name: string) => within(screen.getByRole("article", { name: `Message from ${name}` }));

const grace = makeMessage();
const alan = makeMessage({
  id: "msg-2",
  name: "Alan Turing",
  email: "alan@example.com",
  message: "Could you add more second-year courses?",
  replied: true,
  repliedAt: makeReply().createdAt,
  replies: [makeReply()],
});

// The pager's rows line ("Rows 1–50 of 53 messages") and its buttons.
const pagerStatus = () => within(screen.getByTestId("table-pager")).getByRole("status");
const nextPage = () => screen.getByRole("button", { name: "Next page" });
const previousPage = () => screen.getByRole("button", { name: "Previous page" });

const deleteMessage = async (events: ReturnType<typeof renderPage>["events"], name: string) => {
  await events.click(await screen.findByRole("button", { name: `Delete message from ${name}` }));
  const panel = await screen.findByRole("alertdialog", { name: "Delete Message?" });
  await events.click(within(panel).getByRole("button", { name: "Confirm Delete" }));
  await waitFor(() => expect(screen.queryByRole("article", { name: `Message from ${name}` })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
};

const deleteMock = (id: string, extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: { query: AdminDeleteContactMessageDocument, variables: { id } },
  result: { data: { deleteContactMessage: id } },
  ...extra,
});

describe("ContactMessagesPage", () => {
  it("shows a spinner, then a card per message with its date, clamped text, Replied badge and actions", async () => {
    renderPage([listMock([grace, alan], undefined, { delay: 200 })]);
    expect(await screen.findByLabelText("Loading messages")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByText("2 messages found")).toBeInTheDocument();

    const first = card("Grace Hopper");
    expect(first.getByRole("link", { name: "grace@example.com" })).toHaveAttribute("href", "mailto:grace@example.com");
    expect(first.getByText("Jan 05, 2024 - 3:07 PM")).toBeInTheDocument();
    expect(first.getByText("The quiz page does not load on my phone.")).toBeInTheDocument();
    expect(first.queryByText("Replied")).not.toBeInTheDocument();
    for (const name of ["View message from Grace Hopper", "Reply to Grace Hopper", "Delete message from Grace Hopper"]) {
      expect(first.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(card("Alan Turing").getByText("Replied")).toBeInTheDocument();
    // One page holds them all: the rows line, and nowhere for Previous or Next to go.
    expect(pagerStatus()).toHaveTextContent("Rows 1–2 of 2 messages");
    expect(previousPage()).toHaveAttribute("aria-disabled", "true");
    expect(nextPage()).toHaveAttribute("aria-disabled", "true");
  });

  it("shows 50 messages a page: Next page loads the next page once, Previous page goes back without a request", async () => {
    // MockLink fails on any request not mocked here: going back and forth again asks for nothing.
    const { events } = renderPage([
      listMock(manyMessages(50), undefined, {}, { totalCount: 53 }),
      listMock(manyMessages(3, 51), undefined, { delay: 300 }, { after: "msg-50", totalCount: 53, hasNextPage: false }),
    ]);
    expect(await screen.findByRole("heading", { name: "Sender 50" })).toBeInTheDocument();
    expect(screen.getByText("53 messages found")).toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent("Rows 1–50 of 53 messages");
    expect(previousPage()).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByRole("heading", { name: "Sender 51" })).not.toBeInTheDocument();

    await events.click(nextPage());
    // The page loads under the button, not as a search: no spinner over the list, which is not busy.
    await waitFor(() => expect(nextPage()).toHaveAttribute("aria-busy", "true"));
    expect(screen.queryByRole("img", { name: "Searching" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Loading messages")).not.toBeInTheDocument();
    expect(screen.getByText("53 messages found").closest("[aria-busy]")).toHaveAttribute("aria-busy", "false");

    // The last page holds only its own rows, the last row among them.
    expect(await screen.findByRole("heading", { name: "Sender 53" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("heading", { name: "Sender 50" })).not.toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent("Rows 51–53 of 53 messages");
    expect(nextPage()).toHaveAttribute("aria-disabled", "true");
    expect(nextPage()).toHaveFocus();

    await events.click(previousPage());
    expect(await screen.findByRole("heading", { name: "Sender 1" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(50);
    expect(pagerStatus()).toHaveTextContent("Rows 1–50 of 53 messages");
    expect(nextPage()).toHaveAttribute("aria-disabled", "false");

    // The second page is loaded: Next shows it again without a request (an unmocked one would toast).
    await events.click(nextPage());
    expect(await screen.findByRole("heading", { name: "Sender 53" })).toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent("Rows 51–53 of 53 messages");
    expect(screen.queryByText(/Failed to load more messages/)).not.toBeInTheDocument();
  });

  it("starts the search at its first page, no Next page while its answer is awaited, and asks the server for the search's next page", async () => {
    const { events } = renderPage([
      listMock(manyMessages(50), undefined, {}, { totalCount: 53 }),
      listMock(manyMessages(3, 51), undefined, {}, { after: "msg-50", totalCount: 53, hasNextPage: false }),
      listMock(manyMessages(50, 101), "sender", { delay: 400 }, { totalCount: 51 }),
      listMock(manyMessages(1, 151), "sender", {}, { after: "msg-150", totalCount: 51, hasNextPage: false }),
    ]);
    await screen.findByRole("heading", { name: "Sender 1" });
    await events.click(nextPage());
    expect(await screen.findByRole("heading", { name: "Sender 53" })).toBeInTheDocument();

    await events.click(screen.getByRole("searchbox", { name: "Search messages" }));
    await events.paste("sender");
    expect(await screen.findByRole("img", { name: "Searching" })).toBeInTheDocument();
    // The last answer stays on screen while the search loads, but it cannot be paged.
    expect(nextPage()).toHaveAttribute("aria-disabled", "true");

    expect(await screen.findByRole("heading", { name: "Sender 101" })).toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent("Rows 1–50 of 51 messages");
    expect(screen.getByText("51 messages found")).toBeInTheDocument();
    await events.click(nextPage());
    expect(await screen.findByRole("heading", { name: "Sender 151" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(pagerStatus()).toHaveTextContent("Rows 51–51 of 51 messages");
    expect(nextPage()).toHaveAttribute("aria-disabled", "true");
  });

  it("says No messages found when there are none", async () => {
    renderPage([listMock([])]);
    expect(await screen.findByRole("heading", { name: "No messages found" })).toBeInTheDocument();
  });

  it("shows Failed to fetch messages with Try Again, which loads again", async () => {
    const { events } = renderPage([{ request: listRequest(), error: new Error("Network down") }, listMock([grace])]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch messages");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
  });

  it("searches on the server as the admin types, and says when nothing matches", async () => {
    const { events } = renderPage([listMock([grace, alan]), listMock([alan], "turing"), listMock([], "nobody")]);
    await screen.findByRole("heading", { name: "Grace Hopper" });
    const search = screen.getByRole("searchbox", { name: "Search messages" });
    // One change, as a paste: the debounced search sends one query.
    await events.click(search);
    await events.paste("turing");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Grace Hopper" })).not.toBeInTheDocument());
    expect(await screen.findByRole("heading", { name: "Alan Turing" })).toBeInTheDocument();
    expect(screen.getByText("1 message found")).toBeInTheDocument();

    await events.clear(search);
    await events.type(search, "nobody{Enter}");
    expect(await screen.findByRole("heading", { name: "No messages found" })).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Clear" }));
    expect(await screen.findByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(search).toHaveValue("");
  });

  it("keeps the last results on screen, marked busy, while a search loads", async () => {
    const { events } = renderPage([listMock([grace, alan]), listMock([alan], "turing", { delay: 400 })]);
    await screen.findByRole("heading", { name: "Grace Hopper" });
    await events.click(screen.getByRole("searchbox", { name: "Search messages" }));
    await events.paste("turing");
    expect(await screen.findByRole("img", { name: "Searching" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading messages")).not.toBeInTheDocument();
    expect(screen.getByText("2 messages found").closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Grace Hopper" })).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "Alan Turing" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Searching" })).not.toBeInTheDocument();
  });

  it("deletes through the confirmation panel: Confirm Delete, Deleting..., then gone from the list", async () => {
    const { events } = renderPage([listMock([grace, alan]), deleteMock("msg-1", { delay: 600 })]);
    await events.click(await screen.findByRole("button", { name: "Delete message from Grace Hopper" }));

    const panel = await screen.findByRole("alertdialog", { name: "Delete Message?" });
    expect(panel).toHaveTextContent("Are you sure you want to delete the message from Grace Hopper? This action cannot be undone.");
    // Focus moves into the panel (jsdom has no layout, so zag cannot pick the Cancel button here).
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await events.click(within(panel).getByRole("button", { name: "Confirm Delete" }));

    expect(await within(panel).findByRole("button", { name: /Deleting\.\.\./ })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("article", { name: "Message from Grace Hopper" })).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Message from Alan Turing" })).toBeInTheDocument();
    expect(screen.getByText("1 message found")).toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent("Rows 1–1 of 1 messages");
    expect(await screen.findByText("Message deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Contact Messages" })).toHaveFocus());
  });

  it("keeps the panel open with Failed to delete message when the delete fails; Cancel keeps the message", async () => {
    const { events } = renderPage([listMock([grace]), deleteMock("msg-1", { result: undefined, error: new Error("Network down") })]);
    const deleteButton = await screen.findByRole("button", { name: "Delete message from Grace Hopper" });
    await events.click(deleteButton);
    const panel = await screen.findByRole("alertdialog", { name: "Delete Message?" });
    await events.click(within(panel).getByRole("button", { name: "Confirm Delete" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent("Failed to delete message");

    await events.click(within(panel).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "Message from Grace Hopper" })).toBeInTheDocument();
    await waitFor(() => expect(deleteButton).toHaveFocus());
  });

  it("shows the whole message with its previous replies in View, which can hand over to the delete confirmation", async () => {
    const { events } = renderPage([listMock([grace, alan]), deleteMock("msg-2")]);
    await events.click(await screen.findByRole("button", { name: "View message from Alan Turing" }));

    const view = await screen.findByRole("dialog", { name: "Message from Alan Turing" });
    expect(view).toHaveTextContent("Could you add more second-year courses?");
    expect(within(view).getByText("Replied")).toBeInTheDocument();
    const replies = within(within(view).getByRole("region", { name: "Previous Replies" }));
    expect(replies.getByText("Thanks, we have fixed it.")).toBeInTheDocument();
    expect(replies.getByText(/Ada Lovelace/)).toHaveTextContent("Ada Lovelace · Jan 06, 2024 - 9:30 AM");

    await events.click(within(view).getByRole("button", { name: "Delete" }));
    const panel = await screen.findByRole("alertdialog", { name: "Delete Message?" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await events.click(within(panel).getByRole("button", { name: "Confirm Delete" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Message from Alan Turing" })).not.toBeInTheDocument());
  });

  it("closes View with Escape and puts focus back on its button", async () => {
    const { events } = renderPage([listMock([grace])]);
    const viewButton = await screen.findByRole("button", { name: "View message from Grace Hopper" });
    await events.click(viewButton);
    const view = await screen.findByRole("dialog", { name: "Message from Grace Hopper" });
    expect(within(view).getByText("No replies yet.")).toBeInTheDocument();
    await events.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(viewButton).toHaveFocus());
  });

  it("deletes from a page with the next one loaded: the next row moves up and the rows line drops, without a refetch", async () => {
    // No list request is mocked after the two pages: a refetch would fail.
    const { events } = renderPage([
      listMock(manyMessages(50), undefined, {}, { totalCount: 53 }),
      listMock(manyMessages(3, 51), undefined, {}, { after: "msg-50", totalCount: 53, hasNextPage: false }),
      deleteMock("msg-7"),
      deleteMock("msg-52"),
      deleteMock("msg-53"),
    ]);
    await screen.findByRole("heading", { name: "Sender 1" });
    await events.click(nextPage());
    await screen.findByRole("heading", { name: "Sender 53" });
    await events.click(previousPage());
    await screen.findByRole("heading", { name: "Sender 1" });

    await deleteMessage(events, "Sender 7");
    expect(screen.getByRole("heading", { name: "Sender 51" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(50);
    expect(screen.getByText("52 messages found")).toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent("Rows 1–50 of 52 messages");

    await events.click(nextPage());
    expect(await screen.findByRole("heading", { name: "Sender 52" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(pagerStatus()).toHaveTextContent("Rows 51–52 of 52 messages");

    // Emptying the last page steps back to the one before it.
    await deleteMessage(events, "Sender 52");
    expect(pagerStatus()).toHaveTextContent("Rows 51–51 of 51 messages");
    await deleteMessage(events, "Sender 53");
    expect(await screen.findByRole("heading", { name: "Sender 1" })).toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent("Rows 1–50 of 50 messages");
    expect(screen.getByText("50 messages found")).toBeInTheDocument();
    expect(nextPage()).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Contact Messages" })).toHaveFocus());
  });

  it("deletes from a page whose next one is not loaded yet: the counts drop, the next message moves up, and Next page goes on", async () => {
    const { events } = renderPage([
      listMock(manyMessages(50), undefined, {}, { totalCount: 53 }),
      deleteMock("msg-7"),
      // The page the delete left short is topped up from the server: Sender 51 moves up.
      listMock(manyMessages(3, 51), undefined, {}, { after: "msg-50", totalCount: 52, hasNextPage: false }),
    ]);
    await deleteMessage(events, "Sender 7");
    expect(screen.getByText("52 messages found")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Sender 51" })).toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent("Rows 1–50 of 52 messages");

    await events.click(nextPage());
    expect(await screen.findByRole("heading", { name: "Sender 53" })).toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent("Rows 51–52 of 52 messages");
    expect(nextPage()).toHaveAttribute("aria-disabled", "true");
  });
});
