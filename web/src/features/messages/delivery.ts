import type { ContactReplyDeliveryFieldsFragment, DeliveryStatus } from "../../graphql/__generated__/graphql";
import { assertUnreachable } from "../../lib/assert-unreachable";

type RepliesOf = { id: string; replies: readonly Pick<ContactReplyDeliveryFieldsFragment, "deliveryStatus">[] };

export type DeliveryBadge = { label: string; palette: "orange" | "green" | "red" };

// The badge of one reply's e-mail.
export const deliveryBadge = (status: DeliveryStatus): DeliveryBadge => {
  switch (status) {
    case "QUEUED":
      return { label: "Queued", palette: "orange" };
    case "SENT":
      return { label: "Sent", palette: "green" };
    case "FAILED":
      return { label: "Failed", palette: "red" };
    default:
      return assertUnreachable(status);
  }
};

// The card's summary over all replies of a message: a failure first, then a wait; nothing when all went out.
export const messageDeliveryBadge = (message: RepliesOf): DeliveryBadge | null => {
  const statuses = message.replies.map((reply) => reply.deliveryStatus);
  if (statuses.includes("FAILED")) return { label: "Delivery failed", palette: "red" };
  if (statuses.includes("QUEUED")) return { label: "Delivery queued", palette: "orange" };
  return null;
};

// Up to this many messages have their replies' delivery polled at once (one small query each),
// so a mail server that is down for long does not turn the screen into a flood of requests.
export const MAX_POLLED_MESSAGES = 10;
export const DELIVERY_POLL_MS = 4000;

// The messages whose queued replies are polled: the open one first, then the list's order (newest first).
export const messagesToPoll = (messages: readonly RepliesOf[], openId: string | undefined): string[] => {
  const queued = messages.filter((message) => message.replies.some((reply) => reply.deliveryStatus === "QUEUED")).map((message) => message.id);
  const ordered = openId && queued.includes(openId) ? [openId, ...queued.filter((id) => id !== openId)] : queued;
  return ordered.slice(0, MAX_POLLED_MESSAGES);
};
