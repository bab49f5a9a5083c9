import { configure, screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { PapersArchiveDocument, type PaperCardFieldsFragment } from "../../../graphql/__generated__/graphql";
import { connectionOf, cursorOf } from "../../../test/connection";
import { makeUser, renderApp } from "../../../test/render";
import { PAPERS_PAGE_SIZE } from "../labels";

// Pages are lazy chunks rendered with the whole app shell: give a busy machine time to render them.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const request = { query: PapersArchiveDocument, variables: { first: PAPERS_PAGE_SIZE } };

const makePaper = (overrides: Partial<PaperCardFieldsFragment> = {}): PaperCardFieldsFragment => ({
  __typename: "Paper",
  id: "p1",
  title: "Databases 2023 Exam",
  description: "Normalisation, SQL joins and transactions.",
  paperType: "EXAM",
  // Midday UTC: the same calendar day in every time zone.
  createdAt: "2024-01-05T12:00:00.000Z",
  image: { __typename: "StoredFile", id: "f-img", url: "/files/f-img" },
  pdf: { __typename: "StoredFile", id: "f-pdf", url: "/files/f-pdf", size: 1536 },
  ...overrides,
});

type Page = { totalCount?: number; hasNextPage?: boolean; after?: string };

const papersMock = (items: PaperCardFieldsFragment[], extra: Partial<MockLink.MockedResponse> = {}, { after, ...page }: Page = {}) => ({
  request: after ? { query: PapersArchiveDocument, variables: { first: PAPERS_PAGE_SIZE, after } } : request,
  result: { data: { papers: connectionOf("Paper", items, page) } },
  ...extra,
});

const manyPapers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => makePaper({ id: `p-${from + i}`, title: `Paper ${from + i + 1}` }));

const renderPapers = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/papers", user: makeUser(), mocks });

const cardOf = async (title: string) => {
  const card = (await screen.findByRole("heading", { name: title })).closest("article");
  if (!(card instanceof HTMLElement)) throw new Error(`No card for ${title}`);
  return within(card);
};

describe("PapersPage", () => {
  it("shows Loading papers... then the cards", async () => {
    renderPapers([papersMock([makePaper()], { delay: 200 })]);
    expect(await screen.findByRole("heading", { level: 1, name: "Past Papers Archive" })).toBeInTheDocument();
    expect(await screen.findByText("Loading papers...")).toBeInTheDocument();

    const card = await cardOf("Databases 2023 Exam");
    expect(screen.queryByText("Loading papers...")).not.toBeInTheDocument();
    expect(card.getByRole("img", { name: "Cover of Databases 2023 Exam" })).toHaveAttribute("src", "/files/f-img");
    expect(card.getByText("Exam")).toBeInTheDocument();
    expect(card.getByText("Normalisation, SQL joins and transactions.")).toBeInTheDocument();
    expect(card.getByText("Posted Jan 5th, 2024")).toBeInTheDocument();
    const download = card.getByRole("link", { name: "Download PDF (2 KB)" });
    expect(download).toHaveAttribute("href", "/files/f-pdf");
    expect(download).toHaveAttribute("target", "_blank");
    expect(download).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("Showing 1 paper")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more papers" })).not.toBeInTheDocument();
  });

  it("counts every paper and shows the next ones with Load more papers, keeping the cards on screen", async () => {
    const first = manyPapers(PAPERS_PAGE_SIZE);
    const rest = manyPapers(3, PAPERS_PAGE_SIZE);
    const total = first.length + rest.length;
    const { events } = renderPapers([
      papersMock(first, {}, { totalCount: total, hasNextPage: true }),
      papersMock(rest, { delay: 100 }, { totalCount: total, hasNextPage: false, after: cursorOf("Paper", first[first.length - 1].id) }),
    ]);
    expect(await screen.findByRole("heading", { name: "Paper 1" })).toBeInTheDocument();
    expect(screen.getByText(`Showing ${PAPERS_PAGE_SIZE} of ${total} papers`)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: `Paper ${total}` })).not.toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Load more papers" }));
    expect(await screen.findByRole("button", { name: /Loading more\.\.\./ })).toBeInTheDocument();
    expect(screen.queryByText("Loading papers...")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Paper 1" })).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: `Paper ${total}` })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(total);
    expect(screen.getByText(`Showing all ${total} papers`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more papers" })).not.toBeInTheDocument();
    expect(within(screen.getByTestId("load-more")).getByRole("status")).toHaveTextContent(`3 more papers loaded. Showing all ${total} papers.`);
  });

  it("badges every paper type, rounds the size to KB, and copes without a cover or a PDF", async () => {
    renderPapers([
      papersMock([
        makePaper({ id: "t", title: "Test paper", paperType: "TEST", image: null, pdf: { __typename: "StoredFile", id: "a", url: "/files/a", size: 1535 } }),
        makePaper({ id: "q", title: "Quiz paper", paperType: "QUIZ", pdf: { __typename: "StoredFile", id: "b", url: "/files/b", size: 1024 * 250 + 511 } }),
        makePaper({ id: "a", title: "Assignment paper", paperType: "ASSIGNMENT", createdAt: "2024-02-22T12:00:00.000Z", pdf: { __typename: "StoredFile", id: "c", url: "", size: 2048 } }),
      ]),
    ]);

    const test = await cardOf("Test paper");
    expect(test.getByText("Test")).toBeInTheDocument();
    expect(test.getByText("No preview available")).toBeInTheDocument();
    expect(test.queryByRole("img")).not.toBeInTheDocument();
    // 1535 / 1024 = 1.499 -> 1
    expect(test.getByRole("link", { name: "Download PDF (1 KB)" })).toBeInTheDocument();

    const quiz = await cardOf("Quiz paper");
    expect(quiz.getByText("Quiz")).toBeInTheDocument();
    expect(quiz.getByRole("link", { name: "Download PDF (250 KB)" })).toBeInTheDocument();

    const assignment = await cardOf("Assignment paper");
    expect(assignment.getByText("Assignment")).toBeInTheDocument();
    expect(assignment.getByText("Posted Feb 22nd, 2024")).toBeInTheDocument();
    expect(assignment.getByText("PDF unavailable")).toBeInTheDocument();
    expect(assignment.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows the error with Try Again, which loads again", async () => {
    const { events } = renderPapers([{ request, error: new Error("Network down") }, papersMock([makePaper()])]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load papers. Please try again later.");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Databases 2023 Exam" })).toBeInTheDocument();
  });

  it("says No past papers found with Refresh, which loads again", async () => {
    const { events } = renderPapers([papersMock([]), papersMock([makePaper({ title: "Fresh paper" })])]);
    expect(await screen.findByRole("heading", { name: "No past papers found" })).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("heading", { name: "Fresh paper" })).toBeInTheDocument();
  });
});
