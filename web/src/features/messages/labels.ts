// SPEC.md sections 2 and 8 (on GraphQL there is no HTTP status to append).
export const FETCH_MESSAGES_ERROR = "Failed to fetch messages";
export const DELETE_MESSAGE_ERROR = "Failed to delete message";
export const NO_MESSAGES = "No messages found";
// Reply behaviour is not shown in SPEC.md: these texts are ours.
export const REPLY_REQUIRED = "Reply is required";
export const REPLY_ERROR = "Failed to send reply";
// A reply is stored at once and e-mailed by a background job: never say "sent" before it is.
export const REPLY_SAVED = "Reply saved";
export const replyQueuedText = (email: string): string => `Your reply to ${email} is queued for delivery.`;
export const REPLY_SENT = "Reply sent";
export const replySentText = (email: string): string => `Your reply was sent to ${email}`;
export const REPLY_NOT_DELIVERED = "Reply not delivered";
export const replyFailedText = (email: string, reason: string | null | undefined): string =>
  `Your reply to ${email} could not be delivered${reason ? `: ${reason}` : "."}`;
export const RETRY_QUEUED = "Trying again";
// One toast per reply's e-mail, updated in place as it goes from queued to sent (or failed).
export const deliveryToastId = (replyId: string): string => `reply-delivery:${replyId}`;
export const RETRY_ERROR = "Failed to try the delivery again";
export const MESSAGE_DELETED = "Message deleted";
// The API's bound on a reply's length.
export const MAX_REPLY = 5000;
// Messages per page, shown one page at a time: "Next page" asks for the next 50 when they are not loaded yet (the API allows up to 100).
export const MESSAGE_PAGE_SIZE = 50;
