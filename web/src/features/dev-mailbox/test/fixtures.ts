import type { MockLink } from "@apollo/client/testing";
import { DevMailboxDocument, DevMailDocument } from "../../../graphql/__generated__/graphql";
import { makeUser } from "../../../test/render";
import { MAILBOX_LIMIT } from "../labels";

export const admin = makeUser({ id: "admin-1", name: "ada", surname: "lovelace", role: "admin" });

// Local times, so the formatted text is the same in every time zone.
export const EARLIER = new Date(2024, 0, 5, 15, 7).toISOString(); // "Jan 05, 2024 - 3:07 PM"
export const LATER = new Date(2024, 0, 6, 9, 30).toISOString(); // "Jan 06, 2024 - 9:30 AM"

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

export const mailboxRequest = { query: DevMailboxDocument, variables: { limit: MAILBOX_LIMIT } };

export const mailboxMock = (mails: Array<typeof resetMail>, extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: mailboxRequest,
  result: { data: { devMailbox: mails } },
  ...extra,
});

export const MAILBOX_OFF_MESSAGE = "The development mailbox is off: mail goes out through SMTP_URL.";

export const mailboxOffResult = {
  errors: [{ message: MAILBOX_OFF_MESSAGE, extensions: { code: "NOT_FOUND", reason: "MAILBOX_OFF" } }],
};

export const mailMock = (id: string, result: MockLink.MockedResponse["result"]): MockLink.MockedResponse => ({
  request: { query: DevMailDocument, variables: { id } },
  result,
});
