import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import { AdminReplyToContactMessageDocument } from "../../../graphql/__generated__/graphql";
import { toaster } from "../../../components/ui/toaster";
import { renderApp } from "../../../test/render";
import { admin, DELIVERED_AT, deliveriesMock, listMock, makeMessage, makeReply } from "../test/fixtures";

jest.setTimeout(40_000);

const grace = makeMessage();
const replyRequest = (reply: string) => ({ query: AdminReplyToContactMessageDocument, variables: { id: "msg-1", reply } });
const REPLY = "Thanks Grace, it works again now.";

const repliedGrace = makeMessage({
  replied: true,
  repliedAt: "2024-02-01T10:00:00.000Z",
  // Stored and queued: the e-mail goes out from the job queue afterwards.
  replies: [makeReply({ id: "reply-9", body: REPLY, createdAt: "2024-02-01T10:00:00.000Z", deliveryStatus: "QUEUED", deliveredAt: null })],
});

const renderPage = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/contact-messages", user: admin, mocks });

const card = () => within(screen.getByRole("article", { name: "Message from Grace Hopper" }));

describe("Reply to a contact message", () => {
  // Toasts outlive a test's render: start each test without the previous one's.
  beforeEach(() => toaster.remove());

  it("requires a reply, stores it, says it is queued, marks the message Replied and says sent only once it is", async () => {
    const { events } = renderPage([
      listMock([grace]),
      { request: replyRequest(REPLY), result: { data: { replyToContactMessage: repliedGrace } }, delay: 600 },
      // The first look at the queued reply's delivery finds it sent (late enough for the "queued"
      // checks below to run first on a busy machine).
      deliveriesMock("msg-1", [{ id: "reply-9", deliveryStatus: "SENT", deliveredAt: DELIVERED_AT, deliveryError: null }], { delay: 1500 }),
    ]);
    const replyButton = await screen.findByRole("button", { name: "Reply to Grace Hopper" });
    await events.click(replyButton);

    const dialog = await screen.findByRole("dialog", { name: "Reply to Grace Hopper" });
    expect(dialog).toHaveTextContent("The quiz page does not load on my phone.");
    await events.click(within(dialog).getByRole("button", { name: "Send Reply" }));
    expect(await within(dialog).findByText("Reply is required")).toBeInTheDocument();

    await events.type(within(dialog).getByRole("textbox", { name: /Your Reply/ }), `  ${REPLY} `);
    await events.click(within(dialog).getByRole("button", { name: "Send Reply" }));
    expect(await within(dialog).findByRole("button", { name: /Sending\.\.\./ })).toBeDisabled();

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Reply saved")).toBeInTheDocument();
    expect(screen.getByText("Your reply to grace@example.com is queued for delivery.")).toBeInTheDocument();
    // Not delivered yet: nothing may claim it was sent.
    expect(screen.queryByText(/was sent/)).not.toBeInTheDocument();
    expect(screen.queryByText("Reply sent")).not.toBeInTheDocument();
    // The normalized cache updated the card from the mutation's answer.
    expect(card().getByText("Replied")).toBeInTheDocument();
    expect(card().getByText("Delivery queued")).toBeInTheDocument();
    await waitFor(() => expect(replyButton).toHaveFocus());

    // The delivery poll sees it go out: now it may say so.
    expect(await screen.findByText("Reply sent")).toBeInTheDocument();
    expect(screen.getByText("Your reply was sent to grace@example.com.")).toBeInTheDocument();
    // The same toast, updated: the queued one is gone.
    expect(screen.queryByText("Reply saved")).not.toBeInTheDocument();
    expect(card().queryByText("Delivery queued")).not.toBeInTheDocument();

    await events.click(card().getByRole("button", { name: "View message from Grace Hopper" }));
    const view = await screen.findByRole("dialog", { name: "Message from Grace Hopper" });
    const replies = within(within(view).getByRole("region", { name: "Previous Replies" }));
    expect(replies.getByText(REPLY)).toBeInTheDocument();
    expect(replies.getByText("Sent")).toBeInTheDocument();
    expect(replies.getByText(/Your reply was sent to grace@example\.com on/)).toHaveTextContent(
      "Your reply was sent to grace@example.com on Jan 06, 2024 - 9:31 AM",
    );
  });

  it("opens from View and shows the server's message when the reply fails", async () => {
    const { events } = renderPage([
      listMock([grace]),
      {
        request: replyRequest("Hello"),
        result: { errors: [new GraphQLError("Message not found", { extensions: { code: "NOT_FOUND" } })] },
      },
    ]);
    await events.click(await screen.findByRole("button", { name: "View message from Grace Hopper" }));
    const view = await screen.findByRole("dialog", { name: "Message from Grace Hopper" });
    await events.click(within(view).getByRole("button", { name: "Reply" }));

    const dialog = await screen.findByRole("dialog", { name: "Reply to Grace Hopper" });
    await events.type(within(dialog).getByRole("textbox", { name: /Your Reply/ }), "Hello");
    await events.click(within(dialog).getByRole("button", { name: "Send Reply" }));
    expect(await within(dialog).findByText("Message not found")).toBeInTheDocument();

    await events.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(card().queryByText("Replied")).not.toBeInTheDocument();
  });
});
