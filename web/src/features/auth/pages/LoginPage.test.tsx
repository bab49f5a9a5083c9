import { screen, waitFor, within } from "@testing-library/react";
import { USER_STORAGE_KEY } from "../../../auth/session-user";
import { LoginDocument } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";

const input = { email: "ada@example.com", password: "secret1" };

const loginRequest = { query: LoginDocument, variables: { input } };

const sessionUser = {
  __typename: "SessionUser",
  id: "admin-1",
  name: "ada",
  surname: "lovelace",
  email: input.email,
  role: "ADMIN",
  token: "jwt-token",
} as const;

const fillAndSubmit = async (events: ReturnType<typeof renderApp>["events"]) => {
  await events.type(await screen.findByLabelText("Email"), input.email);
  await events.type(screen.getByLabelText("Password"), input.password);
  await events.click(screen.getByRole("button", { name: "Log In" }));
};

describe("LoginPage", () => {
  it("renders the form with a link to sign up", async () => {
    renderApp({ route: "/login" });
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Don't have an account? Signup" })).toHaveAttribute("href", "/signup");
  });

  it("shows Logging in... and disables the inputs while busy, then goes to the role's home", async () => {
    const { router, events } = renderApp({
      route: "/login",
      mocks: [{ request: loginRequest, result: { data: { login: sessionUser } }, delay: 500 }],
    });
    await fillAndSubmit(events);

    expect(await screen.findByRole("button", { name: /Logging in\.\.\./ })).toBeDisabled();
    expect(screen.getByLabelText("Email")).toBeDisabled();
    expect(screen.getByLabelText("Password")).toBeDisabled();

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin-dashboard"));
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? "null")).toEqual({
      id: "admin-1",
      name: "ada",
      surname: "lovelace",
      email: input.email,
      role: "admin",
      token: "jwt-token",
    });
    expect(await screen.findByRole("link", { name: "Ada L." })).toBeInTheDocument();
  });

  it("shows the server's message in an error box", async () => {
    const { router, events } = renderApp({
      route: "/login",
      mocks: [
        {
          request: loginRequest,
          result: { errors: [{ message: "Invalid email or password", extensions: { code: "UNAUTHENTICATED" } }] },
        },
      ],
    });
    await fillAndSubmit(events);

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
    expect(screen.getByLabelText("Email")).toBeEnabled();
    expect(router.state.location.pathname).toBe("/login");
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("falls back to a generic message on a network error", async () => {
    const { events } = renderApp({
      route: "/login",
      mocks: [{ request: loginRequest, error: new Error("Failed to fetch") }],
    });
    await fillAndSubmit(events);
    expect(await screen.findByRole("alert")).toHaveTextContent("An unexpected error occurred");
  });

  it("requires email and password before calling the server", async () => {
    const { events } = renderApp({ route: "/login" });
    await events.click(await screen.findByRole("button", { name: "Log In" }));
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });
});
