import { act, configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { SendContactMessageDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
// Loaded up front so the lazy route resolves at once (transforming it on first use can outlast findBy).
import "./ContactPage";

// A busy machine (parallel suites) can outlast the 1 s and 5 s defaults; failures just take longer to report.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const sent = {
  data: { sendContactMessage: { __typename: "ContactMessage", id: "m-1", createdAt: "2025-07-01T10:00:00.000Z" } },
};

const sendMock = (input: Record<string, string>, result: MockLink.MockedResponse["result"] = sent, delay?: number) => ({
  request: { query: SendContactMessageDocument, variables: { input } },
  result,
  delay,
});

// The banner's 5 seconds run on fake timers; userEvent advances them as it types. Rendered inside
// act, so the lazy route (already loaded above) resolves within it.
const renderContact = async (options: Parameters<typeof renderApp>[0]) => {
  let utils!: ReturnType<typeof renderApp>;
  await act(async () => {
    utils = renderApp({ route: "/contact", ...options });
  });
  return { ...utils, events: userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }) };
};

describe("ContactPage", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it("asks visitors for name, email and message, validates them, and sends them trimmed", async () => {
    const { events } = await renderContact({
      mocks: [sendMock({ name: "Grace", email: "g@x.io", message: "Hi" }, sent, 20)],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();

    await events.type(screen.getByLabelText("Email"), "g@x");
    await events.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-invalid", "true");

    await events.type(screen.getByLabelText("Name"), " Grace ");
    await events.clear(screen.getByLabelText("Email"));
    await events.type(screen.getByLabelText("Email"), "g@x.io ");
    await events.type(screen.getByLabelText("Message"), " Hi ");
    await events.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("button", { name: /Sending\.\.\./ })).toBeDisabled();

    expect(await screen.findByText("Your message has been sent successfully.")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue("");

    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText("Your message has been sent successfully.")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText("Your message has been sent successfully.")).not.toBeInTheDocument();
  });

  it("asks signed-in users only for the message and sends just that", async () => {
    const { events } = await renderContact({ user: makeUser(), mocks: [sendMock({ message: "Please add more Java questions" })] });
    await screen.findByRole("heading", { level: 1, name: "Contact Us" });
    expect(screen.queryByLabelText("Name")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.getByText(/Your name and email are included automatically\./)).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Message is required")).toBeInTheDocument();

    await events.type(screen.getByLabelText("Message"), "Please add more Java questions");
    await events.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your message has been sent successfully.");
    expect(screen.getByLabelText("Message")).toHaveValue("");

    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText("Your message has been sent successfully.")).not.toBeInTheDocument();
  });

  it("falls back to Failed to send message try logging in first", async () => {
    const { events } = await renderContact({
      user: makeUser(),
      mocks: [{ request: { query: SendContactMessageDocument, variables: { input: { message: "Hi" } } }, error: new Error("Failed to fetch") }],
    });
    await events.type(await screen.findByLabelText("Message"), "Hi");
    await events.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send message try logging in first");
    expect(screen.getByLabelText("Message")).toHaveValue("Hi");
    expect(screen.queryByText("Your message has been sent successfully.")).not.toBeInTheDocument();
  });

  it("shows the server's message and its field errors under the fields", async () => {
    const { events } = await renderContact({
      mocks: [
        sendMock(
          { name: "Ada", email: "ada@example.com", message: "Hello" },
          {
            errors: [
              {
                message: "Too many messages sent. Please try again later.",
                extensions: { code: "RATE_LIMITED" },
              },
            ],
          },
        ),
        sendMock(
          { name: "Ada", email: "ada@example.com", message: "Hello" },
          {
            errors: [
              {
                message: "Please check the highlighted fields",
                extensions: { code: "BAD_USER_INPUT", fieldErrors: { email: "Email domain is not accepted" } },
              },
            ],
          },
        ),
      ],
    });
    await events.type(await screen.findByLabelText("Name"), "Ada");
    await events.type(screen.getByLabelText("Email"), "ada@example.com");
    await events.type(screen.getByLabelText("Message"), "Hello");
    await events.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many messages sent. Please try again later.");

    await events.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Email domain is not accepted")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please check the highlighted fields");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });
});
