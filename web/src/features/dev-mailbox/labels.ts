// The development mailbox is not in SPEC.md: these texts are ours.
export const MAILBOX_TITLE = "Development Mailbox";
export const FETCH_MAILBOX_ERROR = "Failed to load the mailbox";
export const FETCH_MAIL_ERROR = "Failed to load the mail";
export const NO_MAIL = "No mail yet";
export const MAIL_NOT_FOUND = "Mail Not Found";
export const BACK_TO_MAILBOX = "Back to Mailbox";
// The API's reason when mail goes out through SMTP_URL and nothing is kept.
export const MAILBOX_OFF_REASON = "MAILBOX_OFF";
// Mails per page (`first`; the API sends them newest first): "Load more" asks for older ones.
export const MAILBOX_PAGE_SIZE = 20;
// New mail shows up without a click (the list is small and the screen is for development).
export const MAILBOX_POLL_MS = 5000;
