import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import { AuditLogDocument, type AuditEntryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { connectionOf, cursorOf } from "../../../test/connection";
import { makeUser, renderApp } from "../../../test/render";
import { AUDIT_PAGE_SIZE, formatAuditTime } from "../labels";

jest.setTimeout(40_000);

const admin = makeUser({ id: "admin-1", name: "ada", surname: "lovelace", email: "ada@example.com", role: "admin" });
const learner = { __typename: "User" as const, id: "user-7", name: "thandi", surname: "nkosi", email: "thandi@example.com" };

const entry = (overrides: Partial<AuditEntryFieldsFragment> = {}): AuditEntryFieldsFragment => ({
  __typename: "AuditEntry",
  id: "audit-1",
  at: "2026-11-29T14:05:09.000Z",
  actor: learner,
  apiTokenId: null,
  apiTokenName: null,
  operation: "updateProfile",
  operationName: "UpdateProfile",
  outcome: "SUCCEEDED",
  reason: null,
  targetIds: ["user-7"],
  clientAddress: "203.0.113.9",
  requestId: "req-1",
  ...overrides,
});

const refused = entry({
  id: "audit-2",
  at: "2026-11-29T14:06:00.000Z",
  apiTokenId: "pat-1",
  apiTokenName: "Course reader",
  operation: "createActivity",
  operationName: null,
  outcome: "REFUSED",
  reason: "FORBIDDEN: This API token lacks the scope write:quizzes",
  targetIds: [],
});

const anonymous = entry({ id: "audit-3", actor: null, operation: "login", operationName: "Login", outcome: "REFUSED", reason: "UNAUTHENTICATED: Invalid email or password", targetIds: [] });

type Variables = { first: number; after?: string; outcome?: string; operation?: string; userId?: string };
const logMock = (
  variables: Omit<Variables, "first">,
  nodes: AuditEntryFieldsFragment[],
  options: { totalCount?: number; hasNextPage?: boolean } = {},
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: AuditLogDocument, variables: { first: AUDIT_PAGE_SIZE, ...variables } },
  result: { data: { auditLog: connectionOf("AuditEntry", nodes, options) } },
  ...extra,
});

const renderPage = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/audit-log", user: admin, mocks });
const rowOf = (text: string) => {
  const row = screen.getByText(text).closest("tr");
  if (!row) throw new Error(`No row with ${text}`);
  return within(row);
};
const operationsShown = () =>
  within(screen.getByRole("table"))
    .queryAllByRole("row")
    .slice(1)
    .map((row) => row.querySelectorAll("td")[3]?.querySelector("span")?.textContent);

describe("AuditLogPage", () => {
  it("shows a spinner, then each entry: time in the viewer's zone, who, token or session, operation, outcome, reason, targets and address", async () => {
    const { container } = renderPage([logMock({}, [refused, entry(), anonymous], {}, { delay: 200 })]);
    expect(await screen.findByRole("img", { name: "Loading" })).toBeInTheDocument();
    await screen.findByRole("table", { name: "Audit log entries, newest first" });
    expect(screen.getByRole("heading", { name: "Audit Log", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("3 entries")).toBeInTheDocument();

    const byToken = rowOf("createActivity");
    expect(byToken.getByText(formatAuditTime(refused.at))).toBeInTheDocument();
    expect(byToken.getByText("Thandi Nkosi")).toBeInTheDocument();
    expect(byToken.getByText("thandi@example.com")).toBeInTheDocument();
    expect(byToken.getByText("Course reader")).toBeInTheDocument();
    expect(byToken.getByText("Refused")).toBeInTheDocument();
    expect(byToken.getByText("FORBIDDEN: This API token lacks the scope write:quizzes")).toBeInTheDocument();

    const bySession = rowOf("updateProfile");
    expect(bySession.getByText("Session")).toBeInTheDocument();
    expect(bySession.getByText("Succeeded")).toBeInTheDocument();
    expect(bySession.getByText("UpdateProfile")).toBeInTheDocument();
    expect(bySession.getByText("user-7")).toBeInTheDocument();
    expect(bySession.getByText("203.0.113.9")).toBeInTheDocument();

    expect(rowOf("login").getByText("Nobody signed in")).toBeInTheDocument();
    expect(formatAuditTime("2026-11-29T14:05:09.000Z")).toMatch(/^Nov 29, 2026 - \d{1,2}:\d{2}:09 (AM|PM)$/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says what the log holds when it is empty", async () => {
    renderPage([logMock({}, [])]);
    expect(await screen.findByRole("heading", { name: "The audit log is empty" })).toBeInTheDocument();
    expect(screen.getByText(/every refused request will be listed here/)).toBeInTheDocument();
  });

  it("filters by outcome, by operation (on Apply) and by a user picked in the table, and clears them", async () => {
    const { events } = renderPage([
      logMock({}, [refused, entry()]),
      logMock({ outcome: "REFUSED" }, [refused]),
      logMock({ outcome: "REFUSED", operation: "createActivity" }, [refused]),
      logMock({ outcome: "REFUSED", operation: "createActivity", userId: "user-7" }, []),
      // Cleared, the unfiltered list shows again from the cache: no request.
    ]);
    await screen.findByRole("table");
    await events.selectOptions(screen.getByRole("combobox", { name: "Outcome" }), "REFUSED");
    await waitFor(() => expect(operationsShown()).toEqual(["createActivity"]));
    expect(screen.getByText("1 entry")).toBeInTheDocument();

    const operation = screen.getByRole("textbox", { name: "Operation" });
    await events.type(operation, "createActivity");
    // Typing alone asks for nothing: a part of a name matches no operation.
    await events.type(operation, "{Enter}");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Operation" })).toHaveValue("createActivity"));

    await events.click(await screen.findByRole("button", { name: "Only this user: Thandi Nkosi" }));
    expect(await screen.findByRole("heading", { name: "No entries match these filters" })).toBeInTheDocument();
    expect(screen.getByText("User: Thandi Nkosi (thandi@example.com)")).toBeInTheDocument();

    await events.click(screen.getAllByRole("button", { name: "Clear filters" })[0]);
    await waitFor(() => expect(operationsShown()).toEqual(["createActivity", "updateProfile"]));
    expect(screen.getByRole("textbox", { name: "Operation" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Outcome" })).toHaveValue("");
    expect(screen.queryByText(/^User: /)).not.toBeInTheDocument();
  });

  it("loads the next page after the last row with Load more", async () => {
    const first = Array.from({ length: 2 }, (_, index) => entry({ id: `audit-${index + 10}`, operation: `op${index + 10}` }));
    const next = [entry({ id: "audit-20", operation: "op20" })];
    const { events } = renderPage([
      logMock({}, first, { totalCount: 3, hasNextPage: true }),
      logMock({ after: cursorOf("AuditEntry", "audit-11") }, next, { totalCount: 3, hasNextPage: false }),
    ]);
    await screen.findByRole("table");
    expect(screen.getByText("Showing 2 of 3 entries")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Load more entries" }));
    await waitFor(() => expect(operationsShown()).toEqual(["op10", "op11", "op20"]));
    expect(screen.getByText("Showing all 3 entries")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more entries" })).not.toBeInTheDocument();
  });
});
