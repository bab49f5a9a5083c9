import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import { AdminReplyToContactMessageDocument } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { admin, listMock, makeMessage, makeReply } from "../test/fixtures";

jest.setTimeout(40_000);

const grace = makeMessage();
const replyRequest = (reply: string) => ({ query: AdminReplyToContactMessageDocument, variables: { id: "msg-1", reply } });
const REPLY = "Thanks Grace, it works again now.";

const repliedGrace = makeMessage({
  replied: true,
  repliedAt: "2024-02-01T10:00:00.000Z",
  replies: [makeReply({ id: "reply-9", body: REPLY, createdAt: "2024-02-01T10:00:00.000Z" })],
});

const renderPage = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/contact-messages", user: admin, mocks });

const card = () => within(screen.getByRole("article", { name: "Message from Grace Hopper" }));

describe("Reply to a contact message", () => {
  it("requires a reply, stores it, marks the message Replied and shows it in View", async () => {
    const { events } = renderPage([
      listMock([grace]),
      { request: replyRequest(REPLY), result: { data: { replyToContactMessage: repliedGrace } }, delay: 600 },
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
    expect(await screen.findByText("Reply sent")).toBeInTheDocument();
    // The normalized cache updated the card from the mutation's answer.
    expect(card().getByText("Replied")).toBeInTheDocument();
    await waitFor(() => expect(replyButton).toHaveFocus());

    await events.click(card().getByRole("button", { name: "View message from Grace Hopper" }));
    const view = await screen.findByRole("dialog", { name: "Message from Grace Hopper" });
    expect(within(within(view).getByRole("region", { name: "Previous Replies" })).getByText(REPLY)).toBeInTheDocument();
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
