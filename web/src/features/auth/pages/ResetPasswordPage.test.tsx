import { screen, waitFor } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { USER_STORAGE_KEY } from "../../../auth/session-user";
import { toaster } from "../../../components/ui/toaster";
import { ResetPasswordDocument } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";

const TOKEN = "tok_abc123";
// The mail's link: the token in the fragment, which browsers never send to a server.
const ROUTE = `/reset-password#token=${TOKEN}`;

const resetMock = (password: string, result: MockLink.MockedResponse["result"], delay?: number): MockLink.MockedResponse => ({
  request: { query: ResetPasswordDocument, variables: { token: TOKEN, password } },
  result,
  delay,
});

const sessionUser = {
  __typename: "SessionUser",
  id: "admin-1",
  name: "ada",
  surname: "lovelace",
  email: "ada@example.com",
  role: "ADMIN",
  token: "fresh-token",
} as const;

const fillAndSubmit = async (events: ReturnType<typeof renderApp>["events"], password: string, confirm = password) => {
  await events.type(await screen.findByLabelText("New Password"), password);
  await events.type(screen.getByLabelText("Confirm New Password"), confirm);
  await events.click(screen.getByRole("button", { name: "Change Password" }));
};

describe("ResetPasswordPage", () => {
  // Toasts outlive a test's render: start each test without the previous one's.
  beforeEach(() => toaster.remove());

  it("refuses passwords that do not match, without calling the server", async () => {
    const { events, router } = renderApp({ route: ROUTE });
    expect(await screen.findByRole("heading", { level: 1, name: "Choose a New Password" })).toBeInTheDocument();
    await fillAndSubmit(events, "secret12", "secret2");
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm New Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Change Password" })).toBeEnabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/reset-password");
  });

  it("refuses a password shorter than 8 characters, and an empty form", async () => {
    const { events } = renderApp({ route: ROUTE });
    await events.click(await screen.findByRole("button", { name: "Change Password" }));
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Please confirm your new password")).toBeInTheDocument();

    await fillAndSubmit(events, "1234567");
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("New Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("changes the password, signs in like the login page and goes to the role's home with a toast", async () => {
    const { events, router } = renderApp({
      route: ROUTE,
      // The dashboard it lands on loads its own figures, not checked here.
      pageDataUnmocked: true,
      mocks: [resetMock("secret12", { data: { resetPassword: sessionUser } }, 50)],
    });
    await fillAndSubmit(events, "secret12");
    expect(await screen.findByRole("button", { name: /Changing Password\.\.\./ })).toBeDisabled();

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin-dashboard"));
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? "null")).toEqual({
      id: "admin-1",
      name: "ada",
      surname: "lovelace",
      email: "ada@example.com",
      role: "admin",
      token: "fresh-token",
    });
    expect(await screen.findByText("Your password has been changed.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Ada L." })).toBeInTheDocument();
    // Replaced in the history: Back does not return to the used link.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("still accepts a link of the old form, the token in the path", async () => {
    const { events, router } = renderApp({
      route: `/reset-password/${TOKEN}`,
      pageDataUnmocked: true,
      mocks: [resetMock("secret12", { data: { resetPassword: sessionUser } })],
    });
    await fillAndSubmit(events, "secret12");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin-dashboard"));
  });

  it("says when the link is invalid or expired and links to request a new one", async () => {
    const { events } = renderApp({
      route: ROUTE,
      mocks: [
        resetMock("secret12", {
          errors: [
            {
              message: "This reset link is invalid or has expired.",
              extensions: { code: "BAD_USER_INPUT", reason: "RESET_LINK_INVALID" },
            },
          ],
        }),
      ],
    });
    await fillAndSubmit(events, "secret12");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This reset link is invalid or has expired.");
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
    // The form cannot help any more.
    expect(screen.queryByRole("button", { name: "Change Password" })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's password rule under the field, keeping the form", async () => {
    const { events } = renderApp({
      route: ROUTE,
      mocks: [
        resetMock("secret12", {
          errors: [
            {
              message: "Password must be at least 8 characters",
              extensions: { code: "BAD_USER_INPUT", fieldErrors: { password: "Password must be at least 8 characters" } },
            },
          ],
        }),
      ],
    });
    await fillAndSubmit(events, "secret12");
    expect(await screen.findByRole("alert")).toHaveTextContent("Password must be at least 8 characters");
    expect(screen.getByLabelText("New Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("link", { name: "Request a new link" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change Password" })).toBeEnabled();
  });
});
