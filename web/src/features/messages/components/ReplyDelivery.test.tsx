import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { toaster } from "../../../components/ui/toaster";
import { AdminRetryContactReplyDeliveryDocument } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { DELIVERY_POLL_MS } from "../delivery";
import { admin, DELIVERED_AT, deliveriesMock, listMock, makeMessage, makeReply } from "../test/fixtures";

jest.setTimeout(40_000);

const NOT_CONFIGURED = "mail is not configured";
const REFUSED = "550 5.1.1 Mailbox unavailable";

const sent = makeReply({ id: "r-sent", body: "First answer." });
const failed = makeReply({ id: "r-failed", body: "Second answer.", deliveryStatus: "FAILED", deliveredAt: null, deliveryError: REFUSED });
const queued = makeReply({ id: "r-queued", body: "Third answer.", deliveryStatus: "QUEUED", deliveredAt: null, deliveryError: NOT_CONFIGURED });

const replied = (replies: ReturnType<typeof makeReply>[]) =>
  makeMessage({ replied: true, repliedAt: replies[0]?.createdAt ?? null, replies });

const delivery = ({ id, deliveryStatus, deliveredAt, deliveryError }: ReturnType<typeof makeReply>) => ({
  id,
  deliveryStatus,
  deliveredAt,
  deliveryError,
});

// Polled every few seconds: on a slow machine the same answer may be asked for again.
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const retryMock = (result: MockLink.MockedResponse["result"], delay?: number): MockLink.MockedResponse => ({
  request: { query: AdminRetryContactReplyDeliveryDocument, variables: { replyId: "r-failed" } },
  result,
  delay,
});

const renderPage = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/contact-messages", user: admin, mocks });

const card = () => within(screen.getByRole("article", { name: "Message from Grace Hopper" }));
const findCard = async () => within(await screen.findByRole("article", { name: "Message from Grace Hopper" }));

const openView = async (events: ReturnType<typeof renderApp>["events"]) => {
  await events.click(await screen.findByRole("button", { name: "View message from Grace Hopper" }));
  const view = await screen.findByRole("dialog", { name: "Message from Grace Hopper" });
  return within(within(view).getByRole("region", { name: "Previous Replies" }));
};

// The page behind the modal is hidden from the accessibility tree: close it to look at the card.
const closeView = async (events: ReturnType<typeof renderApp>["events"]) => {
  await events.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
};

// The reply's list item, found by its text.
const replyItem = (replies: ReturnType<typeof within>, body: string) => within(replies.getByText(body).closest("li") as HTMLElement);

const deliveryPolls = (client: ReturnType<typeof renderApp>["client"]) =>
  [...client.getObservableQueries("active")].filter((query) => query.queryName === "AdminContactReplyDeliveries");

describe("Reply delivery on the contact messages screen", () => {
  // Toasts outlive a test's render: start each test without the previous one's.
  beforeEach(() => toaster.remove());

  it("shows each reply's status as a badge, with when it was sent or why not, and the worst one on the card", async () => {
    const { events } = renderPage([listMock([replied([sent, failed, queued])]), deliveriesMock("msg-1", [sent, failed, queued].map(delivery), always)]);
    expect((await findCard()).getByText("Delivery failed")).toBeInTheDocument();
    expect(card().getByText("Replied")).toBeInTheDocument();

    const replies = await openView(events);
    const first = replyItem(replies, "First answer.");
    expect(first.getByText("Sent")).toBeInTheDocument();
    expect(first.getByText(/Your reply was sent to/)).toHaveTextContent("Your reply was sent to grace@example.com on Jan 06, 2024 - 9:31 AM");
    expect(first.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();

    const second = replyItem(replies, "Second answer.");
    expect(second.getByText("Failed")).toBeInTheDocument();
    expect(second.getByText(`Not delivered: ${REFUSED}`)).toBeInTheDocument();
    expect(second.getByRole("button", { name: "Try again" })).toBeEnabled();

    const third = replyItem(replies, "Third answer.");
    expect(third.getByText("Queued")).toBeInTheDocument();
    expect(third.getByText(`Not sent yet: ${NOT_CONFIGURED}`)).toBeInTheDocument();
    expect(third.queryByText(/was sent/)).not.toBeInTheDocument();
    expect(third.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("never says the reply was sent while it is queued, polls its status alone and stops once it went out", async () => {
    const waiting = makeReply({ id: "r-1", deliveryStatus: "QUEUED", deliveredAt: null, deliveryError: null });
    const { events, client } = renderPage([
      listMock([replied([waiting])]),
      // The first look still finds it queued, the next poll a few seconds later finds it sent.
      deliveriesMock("msg-1", [delivery(waiting)]),
      deliveriesMock("msg-1", [{ id: "r-1", deliveryStatus: "SENT", deliveredAt: DELIVERED_AT, deliveryError: null }]),
    ]);
    expect((await findCard()).getByText("Delivery queued")).toBeInTheDocument();
    const replies = await openView(events);
    const item = replyItem(replies, waiting.body);
    expect(item.getByText("Queued")).toBeInTheDocument();
    expect(item.getByText("Waiting to be sent to grace@example.com")).toBeInTheDocument();
    await waitFor(() => expect(deliveryPolls(client)).toHaveLength(1));
    expect(screen.queryByText(/was sent/)).not.toBeInTheDocument();
    expect(screen.queryByText("Reply sent")).not.toBeInTheDocument();

    // Only the statuses are asked for again (the list itself is not refetched: it has one answer).
    expect(await item.findByText("Sent", undefined, { timeout: DELIVERY_POLL_MS * 3 })).toBeInTheDocument();
    expect(item.getByText(/Your reply was sent to grace@example\.com on/)).toBeInTheDocument();
    expect(await screen.findByText("Reply sent")).toBeInTheDocument();
    await closeView(events);
    expect(card().queryByText("Delivery queued")).not.toBeInTheDocument();
    // Nothing queued any more: the poll is gone.
    await waitFor(() => expect(deliveryPolls(client)).toHaveLength(0));
  });

  it("toasts when the poll finds the delivery failed, and offers Try again", async () => {
    const waiting = makeReply({ id: "r-failed", deliveryStatus: "QUEUED", deliveredAt: null, deliveryError: null });
    const { events } = renderPage([listMock([replied([waiting])]), deliveriesMock("msg-1", [delivery(failed)], { delay: 200 })]);
    expect(await screen.findByText("Reply not delivered")).toBeInTheDocument();
    expect(screen.getByText(`Your reply to grace@example.com could not be delivered: ${REFUSED}`)).toBeInTheDocument();
    expect(card().getByText("Delivery failed")).toBeInTheDocument();
    const replies = await openView(events);
    expect(replies.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("Try again on a failed reply calls retryContactReplyDelivery and shows its answer", async () => {
    const { events, client } = renderPage([
      listMock([replied([failed])]),
      retryMock({ data: { retryContactReplyDelivery: { __typename: "ContactReply", id: "r-failed", deliveryStatus: "QUEUED", deliveredAt: null, deliveryError: null } } }, 300),
      deliveriesMock("msg-1", [{ id: "r-failed", deliveryStatus: "QUEUED", deliveredAt: null, deliveryError: null }], always),
    ]);
    const replies = await openView(events);
    const item = replyItem(replies, "Second answer.");
    // A failed reply is not polled.
    expect(deliveryPolls(client)).toHaveLength(0);

    await events.click(item.getByRole("button", { name: "Try again" }));
    expect(await item.findByRole("button", { name: /Trying again\.\.\./ })).toBeDisabled();

    // The cache took the mutation's answer: queued again, polled, and not called sent.
    expect(await item.findByText("Queued")).toBeInTheDocument();
    expect(item.queryByText("Failed")).not.toBeInTheDocument();
    expect(item.getByText("Waiting to be sent to grace@example.com")).toBeInTheDocument();
    expect(item.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(await screen.findByText("Trying again")).toBeInTheDocument();
    expect(screen.getByText("Your reply to grace@example.com is queued for delivery.")).toBeInTheDocument();
    await closeView(events);
    expect(card().getByText("Delivery queued")).toBeInTheDocument();
    await waitFor(() => expect(deliveryPolls(client)).toHaveLength(1));
    expect(screen.queryByText(/was sent/)).not.toBeInTheDocument();
  });

  it("keeps a failed reply as it is and says why when trying again is refused", async () => {
    const { events } = renderPage([
      listMock([replied([failed])]),
      retryMock({
        errors: [{ message: "Only a delivery that failed can be tried again", extensions: { code: "BAD_USER_INPUT" } }],
      }),
    ]);
    const replies = await openView(events);
    const item = replyItem(replies, "Second answer.");
    await events.click(item.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Failed to try the delivery again")).toBeInTheDocument();
    expect(screen.getByText("Only a delivery that failed can be tried again")).toBeInTheDocument();
    expect(item.getByText("Failed")).toBeInTheDocument();
    expect(item.getByRole("button", { name: "Try again" })).toBeEnabled();
  });
});
