import type { MockLink } from "@apollo/client/testing";
import {
  AdminContactMessagesDocument,
  AdminContactReplyDeliveriesDocument,
  type AdminContactMessageFieldsFragment,
  type AdminContactReplyFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { makeUser } from "../../../test/render";
import { MESSAGE_LIMIT } from "../labels";

export const admin = makeUser({ id: "admin-1", name: "ada", surname: "lovelace", role: "admin" });

// Local times, so the formatted text is the same in every time zone.
export const SENT_AT = new Date(2024, 0, 5, 15, 7).toISOString(); // "Jan 05, 2024 - 3:07 PM"
export const REPLIED_AT = new Date(2024, 0, 6, 9, 30).toISOString(); // "Jan 06, 2024 - 9:30 AM"
export const DELIVERED_AT = new Date(2024, 0, 6, 9, 31).toISOString(); // "Jan 06, 2024 - 9:31 AM"

export const makeReply = (overrides: Partial<AdminContactReplyFieldsFragment> = {}): AdminContactReplyFieldsFragment => ({
  __typename: "ContactReply",
  id: "reply-1",
  body: "Thanks, we have fixed it.",
  createdAt: REPLIED_AT,
  deliveryStatus: "SENT",
  deliveredAt: DELIVERED_AT,
  deliveryError: null,
  author: { __typename: "User", id: "admin-1", name: "Ada", surname: "Lovelace" },
  ...overrides,
});

export const makeMessage = (overrides: Partial<AdminContactMessageFieldsFragment> = {}): AdminContactMessageFieldsFragment => ({
  __typename: "ContactMessage",
  id: "msg-1",
  name: "Grace Hopper",
  email: "grace@example.com",
  message: "The quiz page does not load on my phone.",
  createdAt: SENT_AT,
  replied: false,
  repliedAt: null,
  replies: [],
  ...overrides,
});

export const listRequest = (search?: string) => ({
  query: AdminContactMessagesDocument,
  variables: search ? { search, limit: MESSAGE_LIMIT } : { limit: MESSAGE_LIMIT },
});

export const listMock = (
  items: AdminContactMessageFieldsFragment[],
  search?: string,
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: listRequest(search),
  result: { data: { contactMessages: { __typename: "ContactMessagePage", items, total: items.length } } },
  ...extra,
});

type Delivery = Pick<AdminContactReplyFieldsFragment, "id" | "deliveryStatus" | "deliveredAt" | "deliveryError">;

// One answer of the delivery poll for a message: its replies' ids and delivery fields.
export const deliveriesMock = (
  messageId: string,
  replies: Delivery[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: AdminContactReplyDeliveriesDocument, variables: { id: messageId } },
  result: {
    data: {
      contactMessage: {
        __typename: "ContactMessage",
        id: messageId,
        replies: replies.map((reply) => ({ __typename: "ContactReply", ...reply })),
      },
    },
  },
  ...extra,
});
