import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import {
  AdminDeletePaperDocument,
  AdminPapersDocument,
  type AdminPaperFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { PAPERS_LIMIT } from "../paper-types";
import { makeAdminPaper } from "../test/paper-mocks";
import { DELETE_PAPER_CONFIRM } from "./ManagePapersPage";

const admin = makeUser({ role: "admin" });
const request = { query: AdminPapersDocument, variables: { limit: PAPERS_LIMIT } };

const papersMock = (items: AdminPaperFieldsFragment[], extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request,
  result: { data: { papers: { __typename: "PaperPage", items, total: items.length } } },
  ...extra,
});

const deleteMock = (id: string, outcome: Pick<MockLink.MockedResponse, "result" | "error">): MockLink.MockedResponse => ({
  request: { query: AdminDeletePaperDocument, variables: { id } },
  ...outcome,
});

const exam = makeAdminPaper();
const test = makeAdminPaper({
  id: "p2",
  title: "Networks Test",
  description: "Subnetting and routing tables.",
  paperType: "TEST",
  createdAt: "2024-02-22T12:00:00.000Z",
});

const rowOf = (title: string) => {
  const row = screen.getByRole("cell", { name: title }).closest("tr");
  if (!row) throw new Error(`No row for ${title}`);
  return within(row);
};

describe("ManagePapersPage", () => {
  let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
  beforeEach(() => {
    confirmSpy = jest.spyOn(window, "confirm");
  });
  afterEach(() => confirmSpy.mockRestore());

  it("lists the papers in a table with their type, date and links", async () => {
    renderApp({ route: "/manage-papers", user: admin, mocks: [papersMock([exam, test], { delay: 100 })] });
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Papers" })).toBeInTheDocument();
    expect(await screen.findByText("Loading papers...")).toBeInTheDocument();

    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Title",
      "Description",
      "Type",
      "Created",
      "Actions",
    ]);
    const row = rowOf("Databases 2023 Exam");
    expect(row.getByText("Normalisation, SQL joins and transactions.")).toBeInTheDocument();
    expect(row.getByText("Exam")).toBeInTheDocument();
    expect(row.getByText("Jan 5th, 2024")).toBeInTheDocument();
    expect(row.getByRole("link", { name: "Edit Databases 2023 Exam" })).toHaveAttribute("href", "/papers/edit/p1");
    expect(rowOf("Networks Test").getByText("Test")).toBeInTheDocument();
    expect(rowOf("Networks Test").getByText("Feb 22nd, 2024")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add New Paper" })).toHaveAttribute("href", "/add-paper");
  });

  it("deletes a paper after the browser confirm and drops it from the table", async () => {
    confirmSpy.mockReturnValue(true);
    const { events } = renderApp({
      route: "/manage-papers",
      user: admin,
      mocks: [papersMock([exam, test]), deleteMock("p1", { result: { data: { deletePaper: "p1" } } })],
    });
    await screen.findByRole("table");
    await events.click(rowOf("Databases 2023 Exam").getByRole("button", { name: "Delete Databases 2023 Exam" }));

    expect(confirmSpy).toHaveBeenCalledWith(DELETE_PAPER_CONFIRM);
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Databases 2023 Exam" })).not.toBeInTheDocument());
    expect(screen.getByRole("cell", { name: "Networks Test" })).toBeInTheDocument();
    expect(await screen.findByText("Paper deleted")).toBeInTheDocument();
  });

  it("keeps the paper when the confirm is cancelled", async () => {
    confirmSpy.mockReturnValue(false);
    const { events } = renderApp({ route: "/manage-papers", user: admin, mocks: [papersMock([exam])] });
    await screen.findByRole("table");
    await events.click(screen.getByRole("button", { name: "Delete Databases 2023 Exam" }));
    expect(confirmSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("cell", { name: "Databases 2023 Exam" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Databases 2023 Exam" })).toBeEnabled();
  });

  it("says Failed to delete paper when the delete fails, and keeps the row", async () => {
    confirmSpy.mockReturnValue(true);
    const { events } = renderApp({
      route: "/manage-papers",
      user: admin,
      mocks: [papersMock([exam]), deleteMock("p1", { error: new Error("Network down") })],
    });
    await screen.findByRole("table");
    await events.click(screen.getByRole("button", { name: "Delete Databases 2023 Exam" }));
    expect(await screen.findByText("Failed to delete paper")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Databases 2023 Exam" })).toBeInTheDocument();
  });

  it("says No Papers Found when there are none, with a way to upload one", async () => {
    renderApp({ route: "/manage-papers", user: admin, mocks: [papersMock([])] });
    expect(await screen.findByRole("heading", { name: "No Papers Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upload your first paper" })).toHaveAttribute("href", "/add-paper");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says No Papers Found once the last paper is deleted", async () => {
    confirmSpy.mockReturnValue(true);
    const { events } = renderApp({
      route: "/manage-papers",
      user: admin,
      mocks: [papersMock([exam]), deleteMock("p1", { result: { data: { deletePaper: "p1" } } })],
    });
    await screen.findByRole("table");
    await events.click(screen.getByRole("button", { name: "Delete Databases 2023 Exam" }));
    expect(await screen.findByRole("heading", { name: "No Papers Found" })).toBeInTheDocument();
  });

  it("shows Failed to fetch papers with Try Again, which loads again", async () => {
    const { events } = renderApp({
      route: "/manage-papers",
      user: makeUser({ role: "tutor" }),
      mocks: [{ request, error: new Error("Network down") }, papersMock([exam])],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch papers");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("cell", { name: "Databases 2023 Exam" })).toBeInTheDocument();
  });
});
