import { screen, waitFor } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { USER_STORAGE_KEY } from "../../../auth/session-user";
import { toaster } from "../../../components/ui/toaster";
import { ConfirmSignupDocument } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { ACCOUNT_CREATED } from "./ConfirmSignupPage";

const TOKEN = "tok_signup_123";
// The mail's link: the token in the fragment, which browsers never send to a server.
const ROUTE = `/confirm-signup#token=${TOKEN}`;

const confirmMock = (result: MockLink.MockedResponse["result"], delay?: number): MockLink.MockedResponse => ({
  request: { query: ConfirmSignupDocument, variables: { token: TOKEN } },
  result,
  delay,
});

const sessionUser = {
  __typename: "SessionUser",
  id: "u-9",
  name: "grace",
  surname: "hopper",
  email: "grace@example.com",
  role: "USER",
  token: "new-token",
} as const;

describe("ConfirmSignupPage", () => {
  beforeEach(() => toaster.remove());

  it("creates the account on a click (not on load), signs in and goes home with a welcome", async () => {
    const { events, router } = renderApp({
      route: ROUTE,
      pageDataUnmocked: true,
      mocks: [confirmMock({ data: { confirmSignup: sessionUser } }, 50)],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Confirm Your Account" })).toBeInTheDocument();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    await events.click(screen.getByRole("button", { name: "Finish creating my account" }));
    expect(await screen.findByRole("button", { name: /Creating Account\.\.\./ })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? "null")).toMatchObject({ id: "u-9", role: "user", token: "new-token" });
    expect(await screen.findByText(ACCOUNT_CREATED)).toBeInTheDocument();
  });

  it("says when the link no longer works and offers a new signup, hiding the button", async () => {
    const message = "This confirmation link is invalid or has expired. Please sign up again.";
    const { events } = renderApp({
      route: ROUTE,
      mocks: [confirmMock({ errors: [{ message, extensions: { code: "BAD_USER_INPUT", reason: "CONFIRM_LINK_INVALID" } }] })],
    });
    await events.click(await screen.findByRole("button", { name: "Finish creating my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("link", { name: "Sign up again" })).toHaveAttribute("href", "/signup");
    expect(screen.queryByRole("button", { name: "Finish creating my account" })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("sends to the login when the address got an account meanwhile", async () => {
    const message = "An account with this email already exists: please log in.";
    const { events } = renderApp({
      route: ROUTE,
      mocks: [confirmMock({ errors: [{ message, extensions: { code: "CONFLICT", reason: "EMAIL_TAKEN" } }] })],
    });
    await events.click(await screen.findByRole("button", { name: "Finish creating my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });
});
