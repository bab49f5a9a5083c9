import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import {
  AdminContactMessageReceivedDocument,
  AdminContactReplyDeliveryChangedDocument,
  AdminDashboardFiguresDocument,
  ContactReplyDeliveryFieldsFragmentDoc,
} from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { insightsMock } from "../../tutor-activities/study-insights-fixtures";
import { admin, deliveriesMock, DELIVERED_AT, listMock, makeMessage, makeReply } from "../test/fixtures";

const grace = makeMessage();
const linus = makeMessage({
  id: "msg-9",
  name: "Linus Pauling",
  email: "linus@example.com",
  message: "Is there a chemistry course?",
});

const messageEvent = (delay = 300): MockLink.MockedResponse => ({
  request: { query: AdminContactMessageReceivedDocument },
  result: { data: { contactMessageReceived: linus } },
  delay,
});

jest.setTimeout(40_000);

describe("live contact messages", () => {
  it("shows a new message on the messages screen, which asks the server for its list again (searches are the server's)", async () => {
    renderApp({ route: "/contact-messages", user: admin, mocks: [listMock([grace]), messageEvent(), listMock([linus, grace])] });
    expect(await screen.findByRole("heading", { name: "Grace Hopper" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("1 message found")).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "Linus Pauling" })).toBeInTheDocument();
    expect(screen.getAllByRole("article").map((article) => article.getAttribute("aria-label"))).toEqual([
      "Message from Linus Pauling",
      "Message from Grace Hopper",
    ]);
    expect(screen.getByText("2 messages found")).toBeInTheDocument();
  });

  it("updates a reply's delivery status as its e-mail changes state", async () => {
    const queued = makeReply({ deliveryStatus: "QUEUED", deliveredAt: null, deliveryError: "mail is not configured" });
    const withReply = makeMessage({ replied: true, repliedAt: queued.createdAt, replies: [queued] });
    const sent = {
      __typename: "ContactReply" as const,
      id: "reply-1",
      deliveryStatus: "SENT" as const,
      deliveredAt: DELIVERED_AT,
      deliveryError: null,
    };
    const { client } = renderApp({
      route: "/contact-messages",
      user: admin,
      mocks: [
        listMock([withReply]),
        // The screen's poll of the queued reply never answers here: the change comes from the event.
        deliveriesMock("msg-1", [queued], { delay: Number.POSITIVE_INFINITY, maxUsageCount: Number.POSITIVE_INFINITY }),
        {
          request: { query: AdminContactReplyDeliveryChangedDocument },
          result: { data: { contactReplyDeliveryChanged: sent } },
          delay: 300,
        },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Grace Hopper" }, { timeout: 10_000 })).toBeInTheDocument();
    const cachedReply = () =>
      client.cache.readFragment({ id: "ContactReply:reply-1", fragment: ContactReplyDeliveryFieldsFragmentDoc });
    expect(cachedReply()).toEqual(expect.objectContaining({ deliveryStatus: "QUEUED" }));
    await waitFor(() =>
      expect(cachedReply()).toEqual(
        expect.objectContaining({ deliveryStatus: "SENT", deliveredAt: DELIVERED_AT, deliveryError: null }),
      ),
    );
  });

  it("counts a new message in the admin dashboard's unreplied messages", async () => {
    const figures = {
      __typename: "AdminDashboard" as const,
      users: { __typename: "RoleCounts" as const, admins: 1, tutors: 3, learners: 12 },
      papers: 8,
      courses: 5,
      openOpportunities: 4,
      unrepliedMessages: 2,
    };
    renderApp({
      route: "/admin-dashboard",
      user: admin,
      mocks: [
        { request: { query: AdminDashboardFiguresDocument }, result: { data: { adminDashboard: figures } } },
        insightsMock(),
        messageEvent(500),
      ],
    });
    const overview = () => within(screen.getByRole("region", { name: "Platform Overview" }));
    await waitFor(() => expect(overview().getByText("Unreplied Messages").parentElement).toHaveTextContent("2"), {
      timeout: 10_000,
    });
    await waitFor(() => expect(overview().getByText("Unreplied Messages").parentElement).toHaveTextContent("3"));
    expect(overview().getByText("Past Papers").parentElement).toHaveTextContent("8");
  });
});
