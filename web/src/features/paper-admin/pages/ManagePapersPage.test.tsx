import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import {
  AdminDeletePaperDocument,
  AdminPapersDocument,
  type AdminPaperFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { connectionOf, cursorOf } from "../../../test/connection";
import { makeUser, renderApp } from "../../../test/render";
import { PAPERS_PAGE_SIZE } from "../paper-types";
import { makeAdminPaper } from "../test/paper-mocks";
import { DELETE_PAPER_CONFIRM } from "./ManagePapersPage";
import { answerConfirm, confirmClosed, findConfirm } from "../../../test/confirm";

const TITLE = "Delete Paper?";

const admin = makeUser({ role: "admin" });
const request = { query: AdminPapersDocument, variables: { first: PAPERS_PAGE_SIZE } };

type Page = { totalCount?: number; hasNextPage?: boolean; after?: string };

const papersMock = (
  items: AdminPaperFieldsFragment[],
  extra: Partial<MockLink.MockedResponse> = {},
  { after, ...page }: Page = {},
): MockLink.MockedResponse => ({
  request: after ? { query: AdminPapersDocument, variables: { first: PAPERS_PAGE_SIZE, after } } : request,
  result: { data: { papers: connectionOf("Paper", items, page) } },
  ...extra,
});

const manyPapers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => makeAdminPaper({ id: `p-${from + i}`, title: `Paper ${from + i + 1}` }));

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

// The pager's "Rows a–b of N papers" (a toast is a status too).
const rowsLine = () => within(screen.getByTestId("table-pager")).getByRole("status");

describe("ManagePapersPage", () => {
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
    expect(rowsLine()).toHaveTextContent("Rows 1–2 of 2 papers");
    expect(screen.getByRole("button", { name: "Previous page" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");
  });

  it("offers edit and delete only on the papers the viewer may change (the server's canEdit)", async () => {
    const tutor = makeUser({ role: "tutor" });
    const others = makeAdminPaper({ id: "p3", title: "Someone Else's Exam", canEdit: false });
    renderApp({ route: "/manage-papers", user: tutor, mocks: [papersMock([exam, others])] });
    expect(await screen.findByRole("cell", { name: "Someone Else's Exam" })).toBeInTheDocument();
    expect(rowOf("Databases 2023 Exam").getByRole("link", { name: "Edit Databases 2023 Exam" })).toBeInTheDocument();
    expect(rowOf("Databases 2023 Exam").getByRole("button", { name: "Delete Databases 2023 Exam" })).toBeInTheDocument();
    expect(rowOf("Someone Else's Exam").queryByRole("link", { name: /Edit/ })).not.toBeInTheDocument();
    expect(rowOf("Someone Else's Exam").queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("reads a page at a time: Next page loads the next rows, Previous page goes back without asking again", async () => {
    const first = manyPapers(PAPERS_PAGE_SIZE);
    const rest = manyPapers(2, PAPERS_PAGE_SIZE);
    const total = first.length + rest.length;
    const { events } = renderApp({
      route: "/manage-papers",
      user: admin,
      // One answer per page: a second request for either would fail the test.
      mocks: [
        papersMock(first, {}, { totalCount: total, hasNextPage: true }),
        papersMock(rest, { delay: 100 }, { totalCount: total, hasNextPage: false, after: cursorOf("Paper", first[first.length - 1].id) }),
      ],
    });
    expect(await screen.findByRole("cell", { name: "Paper 1" })).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent(`Rows 1–${PAPERS_PAGE_SIZE} of ${total} papers`);
    expect(screen.getByRole("button", { name: "Previous page" })).toHaveAttribute("aria-disabled", "true");

    await events.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Next page" })).toHaveAttribute("aria-busy", "true"));
    expect(screen.queryByText("Loading papers...")).not.toBeInTheDocument();
    expect(screen.getByRole("table")).toBeInTheDocument();

    // The second page replaces the first: the table holds one page whatever the depth.
    expect(await screen.findByRole("cell", { name: `Paper ${total}` })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Paper 1" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(rest.length + 1);
    expect(rowsLine()).toHaveTextContent(`Rows ${PAPERS_PAGE_SIZE + 1}–${total} of ${total} papers`);
    expect(screen.getByRole("button", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");

    await events.click(screen.getByRole("button", { name: "Previous page" }));
    expect(await screen.findByRole("cell", { name: "Paper 1" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: `Paper ${total}` })).not.toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent(`Rows 1–${PAPERS_PAGE_SIZE} of ${total} papers`);

    // The second page is loaded already: Next page shows it again from the cache.
    await events.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("cell", { name: `Paper ${total}` })).toBeInTheDocument();
    expect(screen.queryByText("Failed to load more papers")).not.toBeInTheDocument();
  });

  it("counts a deleted paper out of the whole list and moves the next row up, without a refetch", async () => {
    const first = manyPapers(PAPERS_PAGE_SIZE);
    const rest = manyPapers(10, PAPERS_PAGE_SIZE);
    const total = first.length + rest.length;
    const { events } = renderApp({
      route: "/manage-papers",
      user: admin,
      // The first page, then the next one (read to fill the page the delete left a row short);
      // no second answer for the first page: a refetch would fail the test.
      mocks: [
        papersMock(first, {}, { totalCount: total, hasNextPage: true }),
        deleteMock("p-0", { result: { data: { deletePaper: "p-0" } } }),
        papersMock(rest, {}, { totalCount: total - 1, hasNextPage: false, after: cursorOf("Paper", first[first.length - 1].id) }),
      ],
    });
    expect(await screen.findByRole("cell", { name: "Paper 1" })).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent(`Rows 1–${PAPERS_PAGE_SIZE} of ${total} papers`);
    await events.click(screen.getByRole("button", { name: "Delete Paper 1" }));
    await answerConfirm(events, TITLE);

    // The row after the page moves up into it; the count is one less.
    expect(await screen.findByRole("cell", { name: `Paper ${PAPERS_PAGE_SIZE + 1}` })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Paper 1" })).not.toBeInTheDocument();
    await waitFor(() => expect(rowsLine()).toHaveTextContent(`Rows 1–${PAPERS_PAGE_SIZE} of ${total - 1} papers`));
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(PAPERS_PAGE_SIZE + 1);

    // The rest is loaded: Next page shows it without asking again.
    await events.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("cell", { name: `Paper ${total}` })).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent(`Rows ${PAPERS_PAGE_SIZE + 1}–${total - 1} of ${total - 1} papers`);
    expect(screen.getByRole("button", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByText("Failed to load more papers")).not.toBeInTheDocument();
  });

  it("steps back a page when a delete empties the last one, without asking again", async () => {
    const first = manyPapers(PAPERS_PAGE_SIZE);
    const [last] = manyPapers(1, PAPERS_PAGE_SIZE);
    const total = PAPERS_PAGE_SIZE + 1;
    const { events } = renderApp({
      route: "/manage-papers",
      user: admin,
      mocks: [
        papersMock(first, {}, { totalCount: total, hasNextPage: true }),
        papersMock([last], {}, { totalCount: total, hasNextPage: false, after: cursorOf("Paper", first[first.length - 1].id) }),
        deleteMock(last.id, { result: { data: { deletePaper: last.id } } }),
      ],
    });
    expect(await screen.findByRole("cell", { name: "Paper 1" })).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("cell", { name: last.title })).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent(`Rows ${total}–${total} of ${total} papers`);

    await events.click(screen.getByRole("button", { name: `Delete ${last.title}` }));

    await answerConfirm(events, TITLE);
    expect(await screen.findByRole("cell", { name: "Paper 1" })).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent(`Rows 1–${PAPERS_PAGE_SIZE} of ${PAPERS_PAGE_SIZE} papers`);
    expect(screen.getByRole("button", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");
  });

  it("deletes a paper after the confirmation and drops it from the table", async () => {
    const { events } = renderApp({
      route: "/manage-papers",
      user: admin,
      mocks: [papersMock([exam, test]), deleteMock("p1", { result: { data: { deletePaper: "p1" } } })],
    });
    await screen.findByRole("table");
    await events.click(rowOf("Databases 2023 Exam").getByRole("button", { name: "Delete Databases 2023 Exam" }));
    await answerConfirm(events, TITLE);

    await waitFor(() => expect(screen.queryByRole("cell", { name: "Databases 2023 Exam" })).not.toBeInTheDocument());
    expect(screen.getByRole("cell", { name: "Networks Test" })).toBeInTheDocument();
    expect(rowsLine()).toHaveTextContent("Rows 1–1 of 1 papers");
    expect(await screen.findByText("Paper deleted")).toBeInTheDocument();
  });

  it("keeps the paper when the confirmation is cancelled", async () => {
    const { events } = renderApp({ route: "/manage-papers", user: admin, mocks: [papersMock([exam])] });
    await screen.findByRole("table");
    await events.click(screen.getByRole("button", { name: "Delete Databases 2023 Exam" }));
    await findConfirm(TITLE, DELETE_PAPER_CONFIRM);
    await answerConfirm(events, TITLE, "Cancel");
    await confirmClosed();
    expect(screen.getByRole("cell", { name: "Databases 2023 Exam" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Databases 2023 Exam" })).toBeEnabled();
  });

  it("says Failed to delete paper in the confirmation when the delete fails, and keeps the row", async () => {
    const { events } = renderApp({
      route: "/manage-papers",
      user: admin,
      mocks: [papersMock([exam]), deleteMock("p1", { error: new Error("Network down") })],
    });
    await screen.findByRole("table");
    await events.click(screen.getByRole("button", { name: "Delete Databases 2023 Exam" }));
    const dialog = await answerConfirm(events, TITLE);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to delete paper");
    await answerConfirm(events, TITLE, "Cancel");
    await confirmClosed();
    expect(screen.getByRole("cell", { name: "Databases 2023 Exam" })).toBeInTheDocument();
  });

  it("says No Papers Found when there are none, with a way to upload one", async () => {
    renderApp({ route: "/manage-papers", user: admin, mocks: [papersMock([])] });
    expect(await screen.findByRole("heading", { name: "No Papers Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upload your first paper" })).toHaveAttribute("href", "/add-paper");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says No Papers Found once the last paper is deleted", async () => {
    const { events } = renderApp({
      route: "/manage-papers",
      user: admin,
      mocks: [papersMock([exam]), deleteMock("p1", { result: { data: { deletePaper: "p1" } } })],
    });
    await screen.findByRole("table");
    await events.click(screen.getByRole("button", { name: "Delete Databases 2023 Exam" }));
    await answerConfirm(events, TITLE);
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
