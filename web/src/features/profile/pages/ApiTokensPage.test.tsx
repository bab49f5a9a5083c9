import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { toaster } from "../../../components/ui/toaster";
import {
  CreateApiTokenDocument,
  MyApiTokensDocument,
  RevokeApiTokenDocument,
  type ApiTokenFieldsFragment,
  type CreatePersonalAccessTokenInput,
} from "../../../graphql/__generated__/graphql";
import { formatDateTime } from "../../../lib/dates";
import { axeViolations } from "../../../test/axe";
import { answerConfirm, confirmClosed, findConfirm } from "../../../test/confirm";
import { makeUser, renderApp } from "../../../test/render";

jest.setTimeout(30_000);

const user = makeUser();
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

const SCOPES = [
  { __typename: "ApiScopeInfo" as const, name: "read:courses", description: "See courses, activities and their chapters." },
  { __typename: "ApiScopeInfo" as const, name: "read:results", description: "See quiz attempts, grades and progress." },
  { __typename: "ApiScopeInfo" as const, name: "write:quizzes", description: "Create and change quizzes." },
];

const token = (overrides: Partial<ApiTokenFieldsFragment> = {}): ApiTokenFieldsFragment & { __typename: "PersonalAccessToken" } => ({
  __typename: "PersonalAccessToken",
  id: "pat-1",
  name: "Grade export",
  scopes: ["read:courses", "read:results"],
  createdAt: ago(10 * DAY),
  lastUsedAt: ago(3 * 60 * 60 * 1000 + 60_000),
  expiresAt: ahead(30 * DAY + 60 * 60 * 1000),
  revokedAt: null,
  ...overrides,
});

// The list, counted: a second request for it (a refetch) would show in `loads()`.
const listMock = (tokens: ApiTokenFieldsFragment[]) => {
  let count = 0;
  const mock: MockLink.MockedResponse = {
    request: { query: MyApiTokensDocument },
    result: () => {
      count += 1;
      return { data: { personalAccessTokens: tokens, apiScopes: SCOPES } };
    },
  };
  return { mock, loads: () => count };
};

const SECRET = "lh_pat_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

const createMock = (check: (input: CreatePersonalAccessTokenInput) => boolean, made: ApiTokenFieldsFragment): MockLink.MockedResponse => ({
  request: { query: CreateApiTokenDocument, variables: (variables) => check(variables.input as CreatePersonalAccessTokenInput) },
  result: { data: { createPersonalAccessToken: { __typename: "CreatedPersonalAccessToken", secret: SECRET, token: made } } },
});

const tokenCard = (name: string) => {
  const heading = screen.getByRole("heading", { name, level: 3 });
  return within(heading.closest("li") as HTMLElement);
};

const openForm = async (events: ReturnType<typeof renderApp>["events"]) => {
  await events.click(await screen.findByRole("button", { name: "Create token" }));
  return within(await screen.findByRole("form", { name: "Create API token" }));
};

beforeEach(() => toaster.remove());

// jsdom has no PointerEvent, and Zag's press tracking behind Chakra's checkbox builds one on blur.
beforeAll(() => {
  if (typeof window.PointerEvent === "undefined") {
    Object.defineProperty(window, "PointerEvent", { configurable: true, writable: true, value: MouseEvent });
  }
});

describe("ApiTokensPage", () => {
  it("explains what a token is for when there is none, and is axe clean", async () => {
    const { container } = renderApp({ route: "/profile/api-tokens", user, mocks: [listMock([]).mock] });
    expect(await screen.findByText("No API tokens yet")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "API Tokens", level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/without your password/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create token" })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists each token with its scopes, when it was made and last used, and when it expires", async () => {
    const never = token({ id: "pat-2", name: "Old script", scopes: ["write:quizzes"], lastUsedAt: null, expiresAt: ahead(6 * DAY + 60_000) });
    const longAgo = token({ id: "pat-3", name: "Dashboard", lastUsedAt: "2026-01-05T15:07:00.000Z" });
    const { container } = renderApp({ route: "/profile/api-tokens", user, mocks: [listMock([token(), never, longAgo]).mock] });
    await screen.findByRole("heading", { name: "Grade export", level: 3 });
    const first = tokenCard("Grade export");
    expect(first.getByText("read:courses")).toBeInTheDocument();
    expect(first.getByText("read:results")).toBeInTheDocument();
    expect(first.getByText("3 hours ago")).toBeInTheDocument();
    expect(first.getByText(/\(in 30 days\)$/)).toBeInTheDocument();
    expect(tokenCard("Old script").getByText("Never used")).toBeInTheDocument();
    expect(tokenCard("Old script").getByText(/\(in 6 days\)$/)).toBeInTheDocument();
    // A week or more ago: the date and time in the viewer's zone.
    expect(tokenCard("Dashboard").getByText(formatDateTime("2026-01-05T15:07:00.000Z"))).toBeInTheDocument();
    expect(first.getByRole("button", { name: "Revoke Grade export" })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("checks the form before sending: a name, at least one scope, a day within a year", async () => {
    const { events } = renderApp({ route: "/profile/api-tokens", user, mocks: [listMock([]).mock] });
    const form = await openForm(events);
    await events.click(form.getByRole("radio", { name: "On a date" }));
    await events.click(form.getByRole("button", { name: "Create token" }));
    expect(form.getByRole("textbox", { name: /^Name/ })).toHaveAccessibleErrorMessage("Give the token a name");
    expect(form.getByText("Choose at least one scope")).toBeInTheDocument();
    expect(form.getByLabelText(/^Expiry date/)).toHaveAccessibleErrorMessage("Choose the day the token expires");
    await waitFor(() => expect(form.getByRole("textbox", { name: /^Name/ })).toHaveFocus());
  });

  it("creates a token with the chosen scopes and expiry, shows its secret once with Copy, and puts it in the list without a refetch", async () => {
    const list = listMock([token()]);
    const made = token({ id: "pat-9", name: "Course reader", scopes: ["read:courses"], lastUsedAt: null, createdAt: ago(0), expiresAt: ahead(90 * DAY) });
    const sent: { input?: CreatePersonalAccessTokenInput } = {};
    const { events, container, client } = renderApp({
      route: "/profile/api-tokens",
      user,
      mocks: [
        list.mock,
        createMock((input) => {
          sent.input = input;
          return true;
        }, made),
      ],
    });
    const form = await openForm(events);
    // Each scope says what it lets the token do.
    expect(form.getByRole("checkbox", { name: "read:courses" })).toHaveAccessibleDescription("See courses, activities and their chapters.");
    expect(await axeViolations(container)).toEqual([]);
    await events.type(form.getByRole("textbox", { name: /^Name/ }), "  Course reader ");
    await events.click(form.getByRole("radio", { name: "90 days" }));
    await events.click(form.getByRole("checkbox", { name: "read:courses" }));
    const before = Date.now();
    await events.click(form.getByRole("button", { name: "Create token" }));

    const secretBox = await screen.findByRole("textbox", { name: "Token" });
    expect(secretBox).toHaveValue(SECRET);
    expect(screen.getByText("Copy it now: you will not see it again")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your new token “Course reader”" })).toHaveFocus();
    expect(sent.input).toMatchObject({ name: "Course reader", scopes: ["read:courses"] });
    const expiresIn = new Date(sent.input?.expiresAt as string).getTime() - before;
    expect(Math.abs(expiresIn - 90 * DAY)).toBeLessThan(60_000);
    expect(screen.queryByRole("form", { name: "Create API token" })).not.toBeInTheDocument();

    // The new token first in the list, from the cache: the list was asked for once.
    await screen.findByRole("heading", { name: "Course reader", level: 3 });
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Course reader", "Grade export"]);
    expect(tokenCard("Course reader").getByText("Never used")).toBeInTheDocument();
    expect(list.loads()).toBe(1);
    // The secret is on the screen only, not kept in the cache.
    expect(JSON.stringify(client.cache.extract())).not.toContain(SECRET);
    expect(await axeViolations(container)).toEqual([]);

    await events.click(screen.getByRole("button", { name: "Copy token" }));
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);
    expect(await screen.findByText("Copied")).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("textbox", { name: "Token" })).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "API Tokens", level: 1 })).toHaveFocus();
  });

  it("says the copy failed, never Copied, when the browser refuses the clipboard", async () => {
    const made = token({ id: "pat-9", name: "Course reader", scopes: ["read:courses"] });
    const { events } = renderApp({ route: "/profile/api-tokens", user, mocks: [listMock([]).mock, createMock(() => true, made)] });
    const form = await openForm(events);
    await events.type(form.getByRole("textbox", { name: /^Name/ }), "Course reader");
    await events.click(form.getByRole("checkbox", { name: "read:courses" }));
    await events.click(form.getByRole("button", { name: "Create token" }));
    await screen.findByRole("textbox", { name: "Token" });
    const writeText = jest.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    await events.click(screen.getByRole("button", { name: "Copy token" }));
    expect(await screen.findByText("Could not copy the token")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(screen.queryByText("Copied")).not.toBeInTheDocument();
    writeText.mockRestore();
  });

  it("expires a token at the end of a picked day, and shows the server's refusal under its field", async () => {
    const day = new Date(Date.now() + 10 * DAY);
    const picked = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
    const endOfPicked = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999).toISOString();
    const { events } = renderApp({
      route: "/profile/api-tokens",
      user,
      mocks: [
        listMock([]).mock,
        {
          request: { query: CreateApiTokenDocument, variables: (variables) => (variables.input as CreatePersonalAccessTokenInput).expiresAt === endOfPicked },
          result: {
            errors: [
              {
                message: "A token can last at most 366 days",
                extensions: { code: "BAD_USER_INPUT", fieldErrors: { expiresAt: "A token can last at most 366 days" } },
              },
            ],
          },
        },
      ],
    });
    const form = await openForm(events);
    await events.type(form.getByRole("textbox", { name: /^Name/ }), "Sync");
    await events.click(form.getByRole("radio", { name: "On a date" }));
    await events.type(form.getByLabelText(/^Expiry date/), picked);
    await events.click(form.getByRole("checkbox", { name: "read:results" }));
    await events.click(form.getByRole("button", { name: "Create token" }));
    await waitFor(() => expect(form.getByLabelText(/^Expiry date/)).toHaveAccessibleErrorMessage("A token can last at most 366 days"));
    expect(form.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Token" })).not.toBeInTheDocument();
  });

  it("revokes a token after a confirmation: it leaves the list at once", async () => {
    const list = listMock([token()]);
    const { events } = renderApp({
      route: "/profile/api-tokens",
      user,
      mocks: [
        list.mock,
        {
          request: { query: RevokeApiTokenDocument, variables: { id: "pat-1" } },
          result: { data: { revokePersonalAccessToken: token({ revokedAt: new Date().toISOString() }) } },
        },
      ],
    });
    await events.click(await screen.findByRole("button", { name: "Revoke Grade export" }));
    await findConfirm("Revoke token?", "Revoke “Grade export”? Every tool using it is refused from then on. This cannot be undone.");
    await answerConfirm(events, "Revoke token?", "Revoke");
    await confirmClosed();
    expect(await screen.findByText("No API tokens yet")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Grade export" })).not.toBeInTheDocument();
    expect(await screen.findByText("Token revoked")).toBeInTheDocument();
    expect(list.loads()).toBe(1);
  });
});
