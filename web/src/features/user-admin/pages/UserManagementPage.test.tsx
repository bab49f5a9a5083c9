import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import {
  AdminDeleteUserDocument,
  AdminUpdateUserDocument,
  AdminUsersDocument,
  type AdminUserFieldsFragment,
  type AdminUserInput,
} from "../../../graphql/__generated__/graphql";
import { connectionOf, cursorOf } from "../../../test/connection";
import { answerConfirm, confirmClosed, findConfirm } from "../../../test/confirm";
import { makeUser, renderApp } from "../../../test/render";
import { USER_PAGE_SIZE } from "../labels";

jest.setTimeout(40_000);

const TITLE = "Delete User?";
const admin = makeUser({ id: "admin-1", name: "ada", surname: "lovelace", email: "ada@example.com", role: "admin" });

const makeAccount = (overrides: Partial<AdminUserFieldsFragment> = {}): AdminUserFieldsFragment => ({
  __typename: "User",
  id: "user-2",
  name: "Grace",
  surname: "Hopper",
  email: "grace@example.com",
  role: "USER",
  ...overrides,
});

const ada = makeAccount({ id: "admin-1", name: "Ada", surname: "Lovelace", email: "ada@example.com", role: "ADMIN" });
const grace = makeAccount();
const alan = makeAccount({ id: "user-3", name: "Alan", surname: "Turing", email: "alan@example.com", role: "TUTOR" });

const listRequest = { query: AdminUsersDocument, variables: { first: USER_PAGE_SIZE } };
const listMock = (users: AdminUserFieldsFragment[], extra: Partial<MockLink.MockedResponse> = {}, totalCount?: number): MockLink.MockedResponse => ({
  request: listRequest,
  result: { data: { users: connectionOf("User", users, { totalCount }) } },
  ...extra,
});
// The page after `afterId`'s row, as "Next page" asks for it.
const nextPageMock = (afterId: string, users: AdminUserFieldsFragment[], totalCount: number, extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: { query: AdminUsersDocument, variables: { first: USER_PAGE_SIZE, after: cursorOf("User", afterId) } },
  result: { data: { users: connectionOf("User", users, { totalCount, hasNextPage: false }) } },
  ...extra,
});
// `count` accounts, user-<from> onwards (oldest first like the API's list).
const manyAccounts = (count: number, from = 10): AdminUserFieldsFragment[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return makeAccount({ id: `user-${n}`, name: `Name${n}`, surname: `Surname${n}`, email: `user${n}@example.com` });
  });
// The first page of a search, as the debounced search box (or Enter) asks for it.
const searchMock = (
  search: string,
  users: AdminUserFieldsFragment[],
  options: { totalCount?: number; hasNextPage?: boolean } = {},
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: AdminUsersDocument, variables: { search, first: USER_PAGE_SIZE } },
  result: { data: { users: connectionOf("User", users, options) } },
  ...extra,
});
const updateRequest = (id: string, input: AdminUserInput) => ({ query: AdminUpdateUserDocument, variables: { id, input } });
const deleteRequest = (id: string) => ({ query: AdminDeleteUserDocument, variables: { id } });

const renderPage = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/user-management", user: admin, mocks });

// The pager under the table: its rows line and its buttons.
const pager = () => within(screen.getByTestId("table-pager"));
const rowsLine = () => pager().getByRole("status");
const nextButton = () => screen.getByRole("button", { name: "Next page" });
const previousButton = () => screen.getByRole("button", { name: "Previous page" });
// The users in the table's rows, by email.
const emailsShown = () => within(screen.getByRole("table")).queryAllByRole("row").slice(1).map((row) => row.querySelectorAll("td")[2]?.textContent);

const rowOf = (text: string) => {
  const cell = screen.getByRole("cell", { name: text });
  const row = cell.closest("tr");
  if (!row) throw new Error(`No row for ${text}`);
  return within(row);
};

afterEach(() => jest.restoreAllMocks());

describe("UserManagementPage", () => {
  it("shows a spinner, then a table of users with name, surname, email and role", async () => {
    renderPage([listMock([ada, grace, alan], { delay: 200 })]);
    expect(await screen.findByLabelText("Loading")).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Name",
      "Surname",
      "Email",
      "Role",
      "Actions",
    ]);
    expect(screen.getByText("3 users")).toBeInTheDocument();
    const graceRow = rowOf("grace@example.com");
    expect(graceRow.getByRole("cell", { name: "Grace" })).toBeInTheDocument();
    expect(graceRow.getByRole("cell", { name: "Hopper" })).toBeInTheDocument();
    expect(graceRow.getByText("user")).toBeInTheDocument();
    expect(rowOf("alan@example.com").getByText("tutor")).toBeInTheDocument();
    expect(rowOf("ada@example.com").getByText("admin")).toBeInTheDocument();
    expect(rowOf("ada@example.com").getByText("(you)")).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent("Rows 1–3 of 3 users");
    expect(rowsLine()).toHaveAttribute("aria-live", "polite");
    expect(nextButton()).toHaveAttribute("aria-disabled", "true");
    expect(previousButton()).toHaveAttribute("aria-disabled", "true");
  });

  it("pages through the users 50 at a time with Next page, and goes back with Previous page without a request", async () => {
    const first = [ada, ...manyAccounts(49)];
    // One mock per request: MockLink fails on any request not mocked here (a second page-2 request included).
    const { events } = renderPage([listMock(first, {}, 52), nextPageMock("user-58", manyAccounts(2, 59), 52, { delay: 300 })]);
    expect(await screen.findByRole("cell", { name: "user58@example.com" })).toBeInTheDocument();
    expect(screen.getByText("52 users")).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent("Rows 1–50 of 52 users");
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(51);
    expect(previousButton()).toHaveAttribute("aria-disabled", "true");
    expect(nextButton()).toHaveAttribute("aria-disabled", "false");
    expect(screen.queryByRole("cell", { name: "user59@example.com" })).not.toBeInTheDocument();

    const next = nextButton();
    await events.click(next);
    // The page is asked for after the first page's last cursor: the table stays meanwhile, no page spinner.
    await waitFor(() => expect(next).toHaveAttribute("aria-busy", "true"));
    expect(screen.queryByLabelText("Loading")).not.toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "user58@example.com" })).toBeInTheDocument();

    // The last page: only its rows in the table, and Next has nowhere to go (but keeps the focus).
    expect(await screen.findByRole("cell", { name: "user60@example.com" })).toBeInTheDocument();
    expect(emailsShown()).toEqual(["user59@example.com", "user60@example.com"]);
    expect(rowsLine()).toHaveTextContent("Rows 51–52 of 52 users");
    expect(screen.getByText("52 users")).toBeInTheDocument();
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveFocus();
    await events.click(next);
    expect(rowsLine()).toHaveTextContent("Rows 51–52 of 52 users");

    // Back, and forward again: both pages are loaded, so neither asks the server.
    await events.click(previousButton());
    expect(rowsLine()).toHaveTextContent("Rows 1–50 of 52 users");
    expect(screen.getByRole("cell", { name: "ada@example.com" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "user60@example.com" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(51);
    await events.click(next);
    expect(rowsLine()).toHaveTextContent("Rows 51–52 of 52 users");
    expect(next).not.toHaveAttribute("aria-busy", "true");
    expect(emailsShown()).toEqual(["user59@example.com", "user60@example.com"]);
    expect(screen.queryByText(/Failed to load more users/)).not.toBeInTheDocument();
  });

  it("deletes on a page with pages still to load: the rows line and the count drop without a refetch, the next row moves up, and Next page goes on", async () => {
    const first = [ada, ...manyAccounts(49)];
    // The first page is mocked once: a refetch of the list would fail. The page after it is read
    // once, to top up the page the delete left a row short.
    const { events } = renderPage([
      listMock(first, {}, 52),
      { request: deleteRequest("user-20"), result: { data: { deleteUser: "user-20" } } },
      nextPageMock("user-58", manyAccounts(2, 59), 51, { delay: 200 }),
    ]);
    await events.click(await screen.findByRole("button", { name: "Delete Name20 Surname20" }));
    await answerConfirm(events, TITLE);
    await waitFor(() => expect(screen.queryByRole("cell", { name: "user20@example.com" })).not.toBeInTheDocument());
    expect(screen.getByText("51 users")).toBeInTheDocument();
    expect(screen.getByRole("table")).toBeInTheDocument();
    // Read while it shows: a toast leaves after a few seconds, which a loaded CI machine can spend below.
    expect(await screen.findByText("User deleted")).toBeInTheDocument();

    // The row after the page moves up into it: no row is skipped on the way to the next page.
    expect(await screen.findByRole("cell", { name: "user59@example.com" })).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent("Rows 1–50 of 51 users");
    expect(emailsShown()).toHaveLength(50);
    expect(emailsShown().at(-1)).toBe("user59@example.com");

    // The last row is loaded already: Next page shows it without a request.
    await waitFor(() => expect(nextButton()).toHaveAttribute("aria-disabled", "false"));
    await events.click(nextButton());
    expect(rowsLine()).toHaveTextContent("Rows 51–51 of 51 users");
    expect(emailsShown()).toEqual(["user60@example.com"]);
    expect(nextButton()).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByText(/Failed to load more users/)).not.toBeInTheDocument();
  });

  it("steps back a page when a delete empties the last page", async () => {
    const { events } = renderPage([
      listMock([ada, ...manyAccounts(49)], {}, 51),
      nextPageMock("user-58", manyAccounts(1, 59), 51),
      { request: deleteRequest("user-59"), result: { data: { deleteUser: "user-59" } } },
    ]);
    await screen.findByRole("cell", { name: "user58@example.com" });
    await events.click(nextButton());
    expect(await screen.findByRole("cell", { name: "user59@example.com" })).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent("Rows 51–51 of 51 users");

    await events.click(screen.getByRole("button", { name: "Delete Name59 Surname59" }));
    await answerConfirm(events, TITLE);
    await waitFor(() => expect(rowsLine()).toHaveTextContent("Rows 1–50 of 50 users"));
    expect(screen.getByText("50 users")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "ada@example.com" })).toBeInTheDocument();
    expect(nextButton()).toHaveAttribute("aria-disabled", "true");
  });

  it("says No users found when there are none", async () => {
    renderPage([listMock([])]);
    expect(await screen.findByRole("heading", { name: "No users found" })).toBeInTheDocument();
  });

  it("shows Failed to fetch users with Try Again, which loads again", async () => {
    const { events } = renderPage([{ request: listRequest, error: new Error("Network down") }, listMock([grace])]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch users");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("cell", { name: "grace@example.com" })).toBeInTheDocument();
  });

  it("searches on the server as the admin types: the count line follows the matches, and Clear returns to the full list", async () => {
    const { events } = renderPage([listMock([ada, grace, alan]), searchMock("hopper", [grace], {}, { delay: 300 })]);
    expect(await screen.findByRole("cell", { name: "alan@example.com" })).toBeInTheDocument();
    expect(screen.getByText("3 users")).toBeInTheDocument();
    const search = screen.getByRole("searchbox", { name: "Search users" });
    expect(screen.getByRole("search", { name: "Users" })).toContainElement(search);
    // One change, as a paste: the debounced search sends one query (MockLink fails on any other).
    await events.click(search);
    await events.paste("hopper");

    // While the answer is awaited, the table stays, marked busy, with no page spinner over it.
    expect(await screen.findByRole("img", { name: "Searching" })).toBeInTheDocument();
    expect(screen.getByRole("table").closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("cell", { name: "alan@example.com" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading")).not.toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole("cell", { name: "alan@example.com" })).not.toBeInTheDocument());
    expect(screen.getByRole("cell", { name: "grace@example.com" })).toBeInTheDocument();
    const count = screen.getByText("1 user");
    expect(count).toHaveAttribute("aria-live", "polite");
    expect(rowsLine()).toHaveTextContent("Rows 1–1 of 1 user");
    expect(screen.getByRole("table").closest("[aria-busy]")).toHaveAttribute("aria-busy", "false");
    expect(screen.queryByRole("img", { name: "Searching" })).not.toBeInTheDocument();

    // Clear: the full list again (from the cache: no new request), and focus back in the box.
    await events.click(screen.getByRole("button", { name: "Clear" }));
    expect(await screen.findByRole("cell", { name: "alan@example.com" })).toBeInTheDocument();
    expect(screen.getByText("3 users")).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent("Rows 1–3 of 3 users");
    expect(search).toHaveValue("");
    expect(search).toHaveFocus();
  });

  it("searches at once on Enter, and says when no user matches, with Clear search", async () => {
    const { events } = renderPage([listMock([ada, grace, alan]), searchMock("nobody", [])]);
    await screen.findByRole("cell", { name: "grace@example.com" });
    const search = screen.getByRole("searchbox", { name: "Search users" });
    await events.type(search, "  nobody {Enter}");
    expect(await screen.findByText("No user matches your search.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No users found" })).toBeInTheDocument();
    expect(screen.getByText("0 users")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByTestId("table-pager")).not.toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByRole("cell", { name: "grace@example.com" })).toBeInTheDocument();
    expect(screen.getByText("3 users")).toBeInTheDocument();
    expect(search).toHaveValue("");
    expect(search).toHaveFocus();
    expect(screen.queryByText("No user matches your search.")).not.toBeInTheDocument();
  });

  it("pages no further while a new search is awaited, starts a search at its first page, and Next page in a search asks for its next page", async () => {
    const { events } = renderPage([
      listMock([ada, ...manyAccounts(49)], {}, 10_000),
      {
        request: { query: AdminUsersDocument, variables: { first: USER_PAGE_SIZE, after: cursorOf("User", "user-58") } },
        result: { data: { users: connectionOf("User", manyAccounts(50, 59), { totalCount: 10_000, hasNextPage: true }) } },
      },
      // Slow enough to look at the screen while it is awaited.
      searchMock("name", manyAccounts(50), { totalCount: 52 }, { delay: 1000 }),
      {
        request: { query: AdminUsersDocument, variables: { search: "name", first: USER_PAGE_SIZE, after: cursorOf("User", "user-59") } },
        result: { data: { users: connectionOf("User", manyAccounts(2, 60), { totalCount: 52, hasNextPage: false }) } },
      },
    ]);
    expect(await screen.findByText("Rows 1–50 of 10000 users")).toBeInTheDocument();
    await events.click(nextButton());
    expect(await screen.findByText("Rows 51–100 of 10000 users")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "user108@example.com" })).toBeInTheDocument();

    await events.click(screen.getByRole("searchbox", { name: "Search users" }));
    await events.paste("name");
    expect(await screen.findByRole("img", { name: "Searching" })).toBeInTheDocument();
    // The old list's pages are not the search's: no paging until the search answers.
    expect(nextButton()).toHaveAttribute("aria-disabled", "true");
    expect(previousButton()).toHaveAttribute("aria-disabled", "true");
    // The new search starts at page 1: the list still shown while it is awaited goes back to its first page.
    await waitFor(() => {
      expect(rowsLine()).toHaveTextContent("Rows 1–50 of 10000 users");
      expect(screen.getByLabelText("Searching")).toBeInTheDocument();
    });
    expect(nextButton()).toHaveAttribute("aria-disabled", "true");

    // The search's answer, from its first row.
    expect(await screen.findByText("Rows 1–50 of 52 users", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("52 users")).toBeInTheDocument();
    expect(emailsShown()[0]).toBe("user10@example.com");
    expect(previousButton()).toHaveAttribute("aria-disabled", "true");
    expect(nextButton()).toHaveAttribute("aria-disabled", "false");
    await events.click(nextButton());
    expect(await screen.findByRole("cell", { name: "user61@example.com" })).toBeInTheDocument();
    expect(emailsShown()).toEqual(["user60@example.com", "user61@example.com"]);
    expect(rowsLine()).toHaveTextContent("Rows 51–52 of 52 users");
    expect(nextButton()).toHaveAttribute("aria-disabled", "true");
  });

  it("edits a row in place: Save sends name, surname, email and role and the row shows the result", async () => {
    const input: AdminUserInput = { name: "Grace", surname: "Brewster", email: "grace@example.com", role: "TUTOR" };
    const { events } = renderPage([
      listMock([ada, grace]),
      { request: updateRequest("user-2", input), result: { data: { updateUser: { ...grace, surname: "Brewster", role: "TUTOR" } } }, delay: 600 },
    ]);
    await events.click(await screen.findByRole("button", { name: "Edit Grace Hopper" }));

    const form = within(screen.getByRole("form", { name: "Edit Grace Hopper" }));
    expect(form.getByRole("textbox", { name: /First Name/ })).toHaveFocus();
    expect(form.getByRole("textbox", { name: /Email/ })).toHaveValue("grace@example.com");
    const role = form.getByRole("combobox", { name: /Role/ });
    expect(within(role).getAllByRole("option").map((option) => option.textContent)).toEqual(["user", "tutor", "admin"]);
    expect(form.getByText("Changing the role signs this user out everywhere.")).toBeInTheDocument();

    const surname = form.getByRole("textbox", { name: /Last Name/ });
    await events.clear(surname);
    await events.type(surname, "Brewster");
    await events.selectOptions(role, "tutor");
    await events.click(form.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("button", { name: /Saving\.\.\./ })).toBeDisabled();
    expect(await screen.findByRole("cell", { name: "Brewster" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(rowOf("grace@example.com").getByText("tutor")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Grace Brewster" })).toHaveFocus();
    expect(await screen.findByText("User updated")).toBeInTheDocument();
  });

  it("Cancel drops the edits", async () => {
    const { events } = renderPage([listMock([grace])]);
    await events.click(await screen.findByRole("button", { name: "Edit Grace Hopper" }));
    const name = screen.getByRole("textbox", { name: /First Name/ });
    await events.clear(name);
    await events.type(name, "Someone");
    await events.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Grace" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Grace Hopper" })).toHaveFocus();
  });

  it("checks the fields before saving", async () => {
    const { events } = renderPage([listMock([grace])]);
    await events.click(await screen.findByRole("button", { name: "Edit Grace Hopper" }));
    await events.clear(screen.getByRole("textbox", { name: /First Name/ }));
    const email = screen.getByRole("textbox", { name: /Email/ });
    await events.clear(email);
    await events.type(email, "grace@");
    await events.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
  });

  it("shows Update failed with the server's reason", async () => {
    const input: AdminUserInput = { name: "Ada", surname: "Lovelace", email: "ada@example.com", role: "USER" };
    const { events } = renderPage([
      listMock([ada, grace]),
      {
        request: updateRequest("admin-1", input),
        result: { errors: [new GraphQLError("You cannot change your own role", { extensions: { code: "FORBIDDEN" } })] },
      },
    ]);
    await events.click(await screen.findByRole("button", { name: "Edit Ada Lovelace" }));
    await events.selectOptions(screen.getByRole("combobox", { name: /Role/ }), "user");
    await events.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Update failed");
    expect(alert).toHaveTextContent("You cannot change your own role");
    expect(screen.getByRole("form", { name: "Edit Ada Lovelace" })).toBeInTheDocument();
  });

  it("deletes after the confirmation and takes the row out of the table", async () => {
    const { events } = renderPage([listMock([ada, grace, alan]), { request: deleteRequest("user-2"), result: { data: { deleteUser: "user-2" } } }]);
    await events.click(await screen.findByRole("button", { name: "Delete Grace Hopper" }));
    await findConfirm(TITLE, "Are you sure you want to delete Grace Hopper? This action cannot be undone.");
    await answerConfirm(events, TITLE, "Cancel");
    await confirmClosed();
    expect(screen.getByRole("cell", { name: "grace@example.com" })).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Delete Grace Hopper" }));
    await answerConfirm(events, TITLE);
    await waitFor(() => expect(screen.queryByRole("cell", { name: "grace@example.com" })).not.toBeInTheDocument());
    expect(screen.getByText("2 users")).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent("Rows 1–2 of 2 users");
    expect(await screen.findByText("User deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "User Management" })).toHaveFocus());
  });

  it("shows Delete failed with the server's reason and keeps the row", async () => {
    const { events } = renderPage([
      listMock([ada, grace]),
      {
        request: deleteRequest("admin-1"),
        result: { errors: [new GraphQLError("You cannot delete your own account", { extensions: { code: "FORBIDDEN" } })] },
      },
    ]);
    await events.click(await screen.findByRole("button", { name: "Delete Ada Lovelace" }));
    const alert = await within(await answerConfirm(events, TITLE)).findByRole("alert");
    expect(alert).toHaveTextContent("Delete failed");
    expect(alert).toHaveTextContent("You cannot delete your own account");
    await answerConfirm(events, TITLE, "Cancel");
    await confirmClosed();
    expect(screen.getByRole("cell", { name: "ada@example.com" })).toBeInTheDocument();
  });
});
