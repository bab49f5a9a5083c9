// SPEC.md sections 2 and 8 (on GraphQL there is no HTTP status to append).
export const FETCH_MESSAGES_ERROR = "Failed to fetch messages";
export const DELETE_MESSAGE_ERROR = "Failed to delete message";
export const NO_MESSAGES = "No messages found";
// Reply behaviour is not shown in SPEC.md: these texts are ours.
export const REPLY_REQUIRED = "Reply is required";
export const REPLY_ERROR = "Failed to send reply";
export const REPLY_SENT = "Reply sent";
export const MESSAGE_DELETED = "Message deleted";
// The API's bound on a reply's length.
export const MAX_REPLY = 5000;
// The API's page limit; SPEC.md shows no paging.
export const MESSAGE_LIMIT = 100;
