import type { MockLink } from "@apollo/client/testing";
import {
  AdminContactMessagesDocument,
  AdminContactReplyDeliveriesDocument,
  type AdminContactMessageFieldsFragment,
  type AdminContactReplyFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { connectionOf, cursorOf } from "../../../test/connection";
import { makeUser } from "../../../test/render";
import { MESSAGE_PAGE_SIZE } from "../labels";

export const admin = makeUser({ id: "admin-1", name: "ada", surname: "lovelace", role: "admin" });

// Local times, so the formatted text is the same in every time zone.
const SENT_AT = new Date(2024, 0, 5, 15, 7).toISOString(); // "Jan 05, 2024 - 3:07 PM"
const REPLIED_AT = new Date(2024, 0, 6, 9, 30).toISOString(); // "Jan 06, 2024 - 9:30 AM"
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

// `after`: the message whose cursor the page follows (a "Next page" not loaded yet), as the screen sends it.
export const listRequest = (search?: string, after?: string) => ({
  query: AdminContactMessagesDocument,
  variables: {
    ...(search ? { search } : {}),
    first: MESSAGE_PAGE_SIZE,
    ...(after ? { after: cursorOf("ContactMessage", after) } : {}),
  },
});

// Where a mocked page sits in the whole list: after which message, and how many there are in all
// (more than the page's: "Next page" goes on; a last page after others says `hasNextPage: false`).
export type PageOf = { after?: string; totalCount?: number; hasNextPage?: boolean };

export const listMock = (
  items: AdminContactMessageFieldsFragment[],
  search?: string,
  extra: Partial<MockLink.MockedResponse> = {},
  page: PageOf = {},
): MockLink.MockedResponse => ({
  request: listRequest(search, page.after),
  result: { data: { contactMessages: connectionOf("ContactMessage", items, { totalCount: page.totalCount, hasNextPage: page.hasNextPage }) } },
  ...extra,
});

// `count` distinct messages, msg-<from> onwards, newest first like the API's list.
export const manyMessages = (count: number, from = 1): AdminContactMessageFieldsFragment[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return makeMessage({ id: `msg-${n}`, name: `Sender ${n}`, email: `sender${n}@example.com`, message: `Message number ${n}.` });
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
