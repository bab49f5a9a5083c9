import type { MockLink } from "@apollo/client/testing";
import { DevMailboxDocument, DevMailDocument } from "../../../graphql/__generated__/graphql";
import { connectionOf } from "../../../test/connection";
import { makeUser } from "../../../test/render";
import { MAILBOX_PAGE_SIZE } from "../labels";

export const admin = makeUser({ id: "admin-1", name: "ada", surname: "lovelace", role: "admin" });

// Local times, so the formatted text is the same in every time zone.
const EARLIER = new Date(2024, 0, 5, 15, 7).toISOString(); // "Jan 05, 2024 - 3:07 PM"
const LATER = new Date(2024, 0, 6, 9, 30).toISOString(); // "Jan 06, 2024 - 9:30 AM"

export const resetMail = {
  __typename: "DevMail" as const,
  id: "mail-2",
  subject: "Reset your LearnHub password",
  sender: "LearnHub <no-reply@learnhub.test>",
  recipients: "grace@example.com",
  receivedAt: LATER,
};

export const replyMail = {
  __typename: "DevMail" as const,
  id: "mail-1",
  subject: "Reply to your message",
  sender: "LearnHub <no-reply@learnhub.test>",
  recipients: "alan@example.com, support@learnhub.test",
  receivedAt: EARLIER,
};

export const RESET_URL = "http://localhost:5173/reset-password/tok_abc123";

export const resetMailDetail = {
  ...resetMail,
  messageId: "<reset-1@learnhub.test>",
  text: `Hello Grace,\n\nChoose a new password: ${RESET_URL}\n\n— LearnHub`,
  html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reset</title></head><body><p>Hello Grace,</p><p><a href="${RESET_URL}">Choose a new password</a></p></body></html>`,
};

// The newest page; `after` (a cursor, see cursorOf) asks for the page after it.
export const mailboxRequest = { query: DevMailboxDocument, variables: { first: MAILBOX_PAGE_SIZE } };

type Page = { totalCount?: number; hasNextPage?: boolean; after?: string };

export const mailboxMock = (
  mails: Array<typeof resetMail>,
  extra: Partial<MockLink.MockedResponse> = {},
  { after, ...page }: Page = {},
): MockLink.MockedResponse => ({
  request: after ? { query: DevMailboxDocument, variables: { first: MAILBOX_PAGE_SIZE, after } } : mailboxRequest,
  result: { data: { devMailbox: connectionOf("DevMail", mails, page) } },
  ...extra,
});

/** `count` mails, newest first, received a minute apart from LATER back. */
export const manyMails = (count: number, from = 0): Array<typeof resetMail> =>
  Array.from({ length: count }, (_, i) => ({
    ...resetMail,
    id: `mail-many-${from + i}`,
    subject: `Mail ${from + i + 1}`,
    receivedAt: new Date(Date.parse(LATER) - (from + i) * 60_000).toISOString(),
  }));

export const MAILBOX_OFF_MESSAGE = "The development mailbox is off: mail goes out through SMTP_URL.";

export const mailboxOffResult = {
  errors: [{ message: MAILBOX_OFF_MESSAGE, extensions: { code: "NOT_FOUND", reason: "MAILBOX_OFF" } }],
};

export const mailMock = (id: string, result: MockLink.MockedResponse["result"]): MockLink.MockedResponse => ({
  request: { query: DevMailDocument, variables: { id } },
  result,
});
