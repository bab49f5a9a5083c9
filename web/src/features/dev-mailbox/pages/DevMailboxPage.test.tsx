import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { cursorOf } from "../../../test/connection";
import { makeUser, renderApp } from "../../../test/render";
import { MAILBOX_PAGE_SIZE, MAILBOX_POLL_MS } from "../labels";
import { OLDER_MAIL_SHOWN } from "./DevMailboxPage";
import {
  admin,
  manyMails,
  mailboxMock,
  mailboxOffResult,
  mailboxRequest,
  MAILBOX_OFF_MESSAGE,
  mailMock,
  replyMail,
  RESET_URL,
  resetMail,
  resetMailDetail,
} from "../test/fixtures";

jest.setTimeout(40_000);

// Polls every few seconds: a slow machine may ask again before a test ends, so the answer repeats.
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const articles = () => screen.getAllByRole("article");

// The information box (a status, not an alert) holding the API's message.
const findMailboxOffInfo = async () => {
  const info = (await screen.findByText(MAILBOX_OFF_MESSAGE)).closest('[role="status"]');
  expect(info).not.toBeNull();
  return info as HTMLElement;
};

describe("DevMailboxPage", () => {
  it("shows a spinner, then the caught mails newest first with subject, recipients, sender and local time", async () => {
    // The API sends them newest first.
    renderApp({ route: "/dev/mailbox", user: admin, mocks: [mailboxMock([resetMail, replyMail], { delay: 200, ...always })] });
    expect(await screen.findByRole("heading", { level: 1, name: "Development Mailbox" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Loading mailbox")).toBeInTheDocument();

    expect(await screen.findByText("2 mails")).toBeInTheDocument();
    expect(articles().map((item) => item.getAttribute("aria-label"))).toEqual([resetMail.subject, replyMail.subject]);

    const first = within(articles()[0]);
    expect(first.getByRole("link", { name: resetMail.subject })).toHaveAttribute("href", "/dev/mailbox/mail-2");
    expect(first.getByText("To: grace@example.com")).toBeInTheDocument();
    expect(first.getByText("From: LearnHub <no-reply@learnhub.test>")).toBeInTheDocument();
    expect(first.getByText("Jan 06, 2024 - 9:30 AM")).toBeInTheDocument();
    const second = within(articles()[1]);
    expect(second.getByText("To: alan@example.com, support@learnhub.test")).toBeInTheDocument();
    expect(second.getByText("Jan 05, 2024 - 3:07 PM")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 mails")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more mails" })).not.toBeInTheDocument();
  });

  it("counts every mail and loads the older ones with Load more mails", async () => {
    const first = manyMails(MAILBOX_PAGE_SIZE);
    const rest = manyMails(5, MAILBOX_PAGE_SIZE);
    const total = MAILBOX_PAGE_SIZE + rest.length;
    const { events } = renderApp({
      route: "/dev/mailbox",
      user: admin,
      mocks: [
        mailboxMock(first, always, { totalCount: total, hasNextPage: true }),
        mailboxMock(rest, { delay: 100 }, { totalCount: total, hasNextPage: false, after: cursorOf("DevMail", first[first.length - 1].id) }),
      ],
    });
    expect(await screen.findByText(`${total} mails`)).toBeInTheDocument();
    expect(screen.getByText(`Showing ${MAILBOX_PAGE_SIZE} of ${total} mails`)).toBeInTheDocument();
    expect(articles()).toHaveLength(MAILBOX_PAGE_SIZE);
    expect(screen.queryByText(/newest 100/)).not.toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more mails" }));
    // The mails stay on screen while the next page loads.
    expect(await screen.findByRole("button", { name: /Loading more\.\.\./ })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading mailbox")).not.toBeInTheDocument();
    expect(articles()).toHaveLength(MAILBOX_PAGE_SIZE);

    expect(await screen.findByRole("link", { name: `Mail ${total}` })).toBeInTheDocument();
    expect(articles()).toHaveLength(total);
    expect(screen.getByText(`Showing all ${total} mails`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more mails" })).not.toBeInTheDocument();
    expect(within(screen.getByTestId("load-more")).getByRole("status")).toHaveTextContent(`5 more mails loaded. Showing all ${total} mails.`);
    expect(screen.getByText(OLDER_MAIL_SHOWN)).toBeInTheDocument();
  });

  it("stops checking for new mail while older mail is shown, and Refresh goes back to the newest page", async () => {
    jest.useFakeTimers();
    try {
      const first = manyMails(MAILBOX_PAGE_SIZE);
      const rest = manyMails(5, MAILBOX_PAGE_SIZE);
      const total = MAILBOX_PAGE_SIZE + rest.length;
      renderApp({
        route: "/dev/mailbox",
        user: admin,
        mocks: [
          mailboxMock(first, always, { totalCount: total, hasNextPage: true }),
          mailboxMock(rest, {}, { totalCount: total, hasNextPage: false, after: cursorOf("DevMail", first[first.length - 1].id) }),
        ],
      });
      const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await events.click(await screen.findByRole("button", { name: "Load more mails" }));
      expect(await screen.findByText(`Showing all ${total} mails`)).toBeInTheDocument();

      // A poll would answer the newest page only, and take the older mails away.
      await act(() => jest.advanceTimersByTimeAsync(MAILBOX_POLL_MS * 3));
      expect(articles()).toHaveLength(total);
      expect(screen.getByText(`Showing all ${total} mails`)).toBeInTheDocument();

      await events.click(screen.getByRole("button", { name: "Refresh" }));
      expect(await screen.findByText(`Showing ${MAILBOX_PAGE_SIZE} of ${total} mails`)).toBeInTheDocument();
      expect(articles()).toHaveLength(MAILBOX_PAGE_SIZE);
      expect(screen.queryByText(OLDER_MAIL_SHOWN)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("opens a mail: its headers, the HTML in a sandboxed frame whose links open a new tab, and the plain text", async () => {
    const { router, events } = renderApp({
      route: "/dev/mailbox",
      user: admin,
      mocks: [mailboxMock([resetMail, replyMail], always), mailMock("mail-2", { data: { devMail: resetMailDetail } })],
    });
    await events.click(await screen.findByRole("link", { name: resetMail.subject }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dev/mailbox/mail-2"));

    expect(await screen.findByRole("heading", { level: 1, name: resetMail.subject })).toBeInTheDocument();
    expect(screen.getByText("From").nextElementSibling).toHaveTextContent("LearnHub <no-reply@learnhub.test>");
    expect(screen.getByText("To").nextElementSibling).toHaveTextContent("grace@example.com");
    expect(screen.getByText("Received").nextElementSibling).toHaveTextContent("Jan 06, 2024 - 9:30 AM");
    expect(screen.getByText("Message-ID").nextElementSibling).toHaveTextContent("<reset-1@learnhub.test>");

    const frame = screen.getByTitle(`HTML body of "${resetMail.subject}"`);
    expect(frame.tagName).toBe("IFRAME");
    // No scripts and no access to the app: only popups, which leave the sandbox.
    expect(frame).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
    const srcDoc = frame.getAttribute("srcdoc") ?? "";
    expect(srcDoc).toContain('<head><base target="_blank">');
    expect(srcDoc).toContain(`<a href="${RESET_URL}">Choose a new password</a>`);

    await events.click(screen.getByRole("tab", { name: "Plain Text" }));
    expect(await screen.findByText(/Choose a new password: http:\/\/localhost:5173\/reset-password\/tok_abc123/)).toBeVisible();

    await events.click(screen.getByRole("link", { name: "Back to Mailbox" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dev/mailbox"));
  });

  it("shows a mail without HTML as plain text only", async () => {
    renderApp({
      route: "/dev/mailbox/mail-1",
      user: admin,
      mocks: [mailMock("mail-1", { data: { devMail: { ...replyMail, messageId: null, text: "Hello Alan,\n\nYes.", html: null } } })],
    });
    expect(await screen.findByRole("heading", { level: 1, name: replyMail.subject })).toBeInTheDocument();
    expect(screen.getByText(/Hello Alan,/)).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.queryByText("Message-ID")).not.toBeInTheDocument();
  });

  it("shows MAILBOX_OFF as information, not an error, on the list and on a mail", async () => {
    renderApp({ route: "/dev/mailbox", user: admin, mocks: [{ request: mailboxRequest, result: mailboxOffResult }] });
    expect(await findMailboxOffInfo()).toHaveTextContent("nothing to show here");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refresh" })).not.toBeInTheDocument();
  });

  it("shows MAILBOX_OFF as information on a mail too, and Mail Not Found for an unknown one", async () => {
    const { unmount } = renderApp({ route: "/dev/mailbox/mail-9", user: admin, mocks: [mailMock("mail-9", mailboxOffResult)] });
    await findMailboxOffInfo();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    unmount();

    renderApp({
      route: "/dev/mailbox/mail-9",
      user: admin,
      mocks: [mailMock("mail-9", { errors: [{ message: "Mail not found", extensions: { code: "NOT_FOUND" } }] })],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Mail Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Mailbox" })).toHaveAttribute("href", "/dev/mailbox");
  });

  it("says when the mailbox is empty, and Refresh shows new mail", async () => {
    const { events } = renderApp({ route: "/dev/mailbox", user: admin, mocks: [mailboxMock([]), mailboxMock([resetMail], { delay: 500, ...always })] });
    expect(await screen.findByRole("heading", { name: "No mail yet" })).toBeInTheDocument();
    expect(screen.getByText("0 mails")).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("button", { name: /Refreshing\.\.\./ })).toBeDisabled();
    expect(await screen.findByRole("link", { name: resetMail.subject })).toBeInTheDocument();
    expect(screen.getByText("1 mail")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No mail yet" })).not.toBeInTheDocument();
  });

  it("shows a failed load with Try Again", async () => {
    const { events } = renderApp({
      route: "/dev/mailbox",
      user: admin,
      mocks: [{ request: mailboxRequest, error: new Error("Network down") }, mailboxMock([resetMail], always)],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the mailbox");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: resetMail.subject })).toBeInTheDocument();
  });

  it.each(["/dev/mailbox", "/dev/mailbox/mail-2"])("is for admins only: %s sends a tutor to /", async (route) => {
    const { router } = renderApp({ route, user: makeUser({ role: "tutor" }), pageDataUnmocked: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
