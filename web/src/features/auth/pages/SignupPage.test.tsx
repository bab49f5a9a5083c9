import { screen } from "@testing-library/react";
import { USER_STORAGE_KEY } from "../../../auth/session-user";
import { SignupDocument } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";

const input = { name: "Grace", surname: "Hopper", email: "grace@example.com", password: "cobol1960" };

const signupRequest = { query: SignupDocument, variables: { input } };

const fillAndSubmit = async (events: ReturnType<typeof renderApp>["events"]) => {
  await events.type(await screen.findByLabelText("First Name"), input.name);
  await events.type(screen.getByLabelText("Last Name"), input.surname);
  await events.type(screen.getByLabelText("Email"), input.email);
  await events.type(screen.getByLabelText("Password"), input.password);
  await events.click(screen.getByRole("button", { name: "Sign Up" }));
};

describe("SignupPage", () => {
  it("renders the form with the password hint and a link to log in", async () => {
    renderApp({ route: "/signup" });
    expect(await screen.findByRole("heading", { name: "Create an Account" })).toBeInTheDocument();
    expect(screen.getByText("Minimum 8 characters")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Already have an account? Log In" })).toHaveAttribute("href", "/login");
  });

  it("shows Creating Account... while busy, then says a mail is on its way, without signing in", async () => {
    const message = "A mail is on its way to grace@example.com. Follow its link within 24 hours to finish creating your account.";
    const { router, events } = renderApp({
      route: "/signup",
      mocks: [
        {
          request: signupRequest,
          result: { data: { signup: { __typename: "SignupReceipt", email: input.email, message } } },
          // Long enough that a loaded machine still sees the busy state before the answer.
          delay: 500,
        },
      ],
    });
    await fillAndSubmit(events);
    expect(await screen.findByRole("button", { name: /Creating Account\.\.\./ })).toBeDisabled();
    expect(await screen.findByRole("heading", { name: "Check Your E-mail" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(message);
    // Nothing is stored: the account exists only once the mail's link is followed.
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe("/signup");
    // Back to the form, e.g. after a typo in the address.
    await events.click(screen.getByRole("button", { name: "Sign up again" }));
    expect(await screen.findByRole("heading", { name: "Create an Account" })).toBeInTheDocument();
  });

  it("shows the server error and field errors from extensions.fieldErrors", async () => {
    const { events } = renderApp({
      route: "/signup",
      mocks: [
        {
          request: signupRequest,
          result: {
            errors: [
              {
                message: "An account with this email already exists",
                extensions: { code: "CONFLICT", fieldErrors: { email: "Email is already registered" } },
              },
            ],
          },
        },
      ],
    });
    await fillAndSubmit(events);
    expect(await screen.findByRole("alert")).toHaveTextContent("An account with this email already exists");
    expect(screen.getByText("Email is already registered")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("validates e-mail format and password length on the client", async () => {
    const { events } = renderApp({ route: "/signup" });
    await events.type(await screen.findByLabelText("Email"), "not-an-email");
    await events.type(screen.getByLabelText("Password"), "1234567");
    await events.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
  });
});
