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
import { makeUser, renderApp } from "../../../test/render";
import { USER_LIMIT } from "../labels";

jest.setTimeout(40_000);

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

const listRequest = { query: AdminUsersDocument, variables: { limit: USER_LIMIT } };
const listMock = (users: AdminUserFieldsFragment[], extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: listRequest,
  result: { data: { users: { __typename: "UserPage", users, totalUsers: users.length } } },
  ...extra,
});
const updateRequest = (id: string, input: AdminUserInput) => ({ query: AdminUpdateUserDocument, variables: { id, input } });
const deleteRequest = (id: string) => ({ query: AdminDeleteUserDocument, variables: { id } });

const renderPage = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/user-management", user: admin, mocks });

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

  it("deletes after the browser confirm and takes the row out of the table", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { events } = renderPage([listMock([ada, grace, alan]), { request: deleteRequest("user-2"), result: { data: { deleteUser: "user-2" } } }]);
    await events.click(await screen.findByRole("button", { name: "Delete Grace Hopper" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete Grace Hopper? This action cannot be undone.");
    expect(screen.getByRole("cell", { name: "grace@example.com" })).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Delete Grace Hopper" }));
    await waitFor(() => expect(screen.queryByRole("cell", { name: "grace@example.com" })).not.toBeInTheDocument());
    expect(screen.getByText("2 users")).toBeInTheDocument();
    expect(await screen.findByText("User deleted")).toBeInTheDocument();
  });

  it("shows Delete failed with the server's reason and keeps the row", async () => {
    jest.spyOn(window, "confirm").mockReturnValue(true);
    const { events } = renderPage([
      listMock([ada, grace]),
      {
        request: deleteRequest("admin-1"),
        result: { errors: [new GraphQLError("You cannot delete your own account", { extensions: { code: "FORBIDDEN" } })] },
      },
    ]);
    await events.click(await screen.findByRole("button", { name: "Delete Ada Lovelace" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Delete failed");
    expect(alert).toHaveTextContent("You cannot delete your own account");
    expect(screen.getByRole("cell", { name: "ada@example.com" })).toBeInTheDocument();
  });
});
