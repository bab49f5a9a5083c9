import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { RequestPasswordResetDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { resetLinkSentText } from "./ForgotPasswordPage";

const EMAIL = "ada@example.com";

const requestMock = (email: string, result: MockLink.MockedResponse["result"], delay?: number): MockLink.MockedResponse => ({
  request: { query: RequestPasswordResetDocument, variables: { email } },
  result,
  delay,
});

const accepted = { data: { requestPasswordReset: true } };

const submit = async (events: ReturnType<typeof renderApp>["events"], email: string) => {
  await events.type(await screen.findByLabelText("Email"), email);
  await events.click(screen.getByRole("button", { name: "Send Reset Link" }));
};

describe("ForgotPasswordPage", () => {
  it("is linked from the login page", async () => {
    const { router, events } = renderApp({ route: "/login" });
    await events.click(await screen.findByRole("link", { name: "Forgot password?" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/forgot-password"));
    expect(await screen.findByRole("heading", { level: 1, name: "Forgot Your Password?" })).toBeInTheDocument();
  });

  it("sends the trimmed address and says, without telling whether the account exists, that a link valid for an hour is on its way", async () => {
    const { events } = renderApp({ route: "/forgot-password", mocks: [requestMock(EMAIL, accepted, 50)] });
    await submit(events, `  ${EMAIL} `);
    expect(await screen.findByRole("button", { name: /Sending\.\.\./ })).toBeDisabled();

    const confirmation = await screen.findByText(resetLinkSentText(EMAIL));
    expect(confirmation).toHaveTextContent(`If an account uses ${EMAIL}, a link to choose a new password is on its way. The link is valid for one hour.`);
    // In the page, inside a polite live region, with the way back to log in.
    const region = confirmation.closest("[aria-live]");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(within(region as HTMLElement).getByRole("link", { name: "Back to Log In" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Another Link" })).toBeEnabled();
  });

  it("shows RATE_LIMITED in an error box and no confirmation", async () => {
    const { events } = renderApp({
      route: "/forgot-password",
      mocks: [
        requestMock(EMAIL, {
          errors: [{ message: "Too many password reset requests. Please try again later.", extensions: { code: "RATE_LIMITED" } }],
        }),
      ],
    });
    await submit(events, EMAIL);
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many password reset requests. Please try again later.");
    expect(screen.queryByText(/is on its way/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeEnabled();
  });

  it("shows the server's field error under the field", async () => {
    const { events } = renderApp({
      route: "/forgot-password",
      mocks: [
        requestMock("ada@example.co", {
          errors: [
            {
              message: "Please check the highlighted fields",
              extensions: { code: "BAD_USER_INPUT", fieldErrors: { email: "Email must be a valid e-mail address" } },
            },
          ],
        }),
      ],
    });
    await submit(events, "ada@example.co");
    expect(await screen.findByText("Email must be a valid e-mail address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Please check the highlighted fields");
    expect(screen.queryByText(/is on its way/)).not.toBeInTheDocument();
  });

  it("checks the address before calling the server", async () => {
    const { events } = renderApp({ route: "/forgot-password" });
    await events.click(await screen.findByRole("button", { name: "Send Reset Link" }));
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    await submit(events, "not-an-email");
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sends signed-in users where /login sends them", async () => {
    const { router } = renderApp({ route: "/forgot-password", user: makeUser({ role: "tutor" }), pageDataUnmocked: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/tutor-dashboard"));
  });
});
