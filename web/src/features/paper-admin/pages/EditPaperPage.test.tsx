import { act, screen, waitFor, within } from "@testing-library/react";
import { gql, type ApolloClient, type NormalizedCacheObject, type TypedDocumentNode } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import {
  AdminPaperDocument,
  AdminPapersDocument,
  AdminUpdatePaperDocument,
  type AdminPaperFieldsFragment,
  type AdminUpdatePaperMutationVariables,
} from "../../../graphql/__generated__/graphql";
import { connectionOf, type ConnectionFixture } from "../../../test/connection";
import { makeUser, renderApp } from "../../../test/render";
import { PAPERS_PAGE_SIZE } from "../paper-types";
import { makeAdminPaper } from "../test/paper-mocks";

const tutor = makeUser({ role: "tutor" });
const quiz = makeAdminPaper({ id: "p9", title: "Week 3 Quiz", description: "Arrays and loops", paperType: "QUIZ" });

const paperMock = (paper: AdminPaperFieldsFragment): MockLink.MockedResponse => ({
  request: { query: AdminPaperDocument, variables: { id: paper.id } },
  result: { data: { paper } },
});

const papersMock = (items: AdminPaperFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: AdminPapersDocument, variables: { first: PAPERS_PAGE_SIZE } },
  result: { data: { papers: connectionOf("Paper", items) } },
});

// A list of one type, as a screen with a type filter would cache it (no screen has one yet).
type PapersOfType = { papers: ConnectionFixture<{ __typename: "Paper"; id: string }, "PaperConnection"> };
const PapersOfTypeDocument: TypedDocumentNode<PapersOfType, { type: string; first: number }> = gql`
  query PapersOfType($type: PaperType, $first: Int) {
    papers(type: $type, first: $first) {
      nodes {
        id
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`;
const ofType = (type: string) => ({ query: PapersOfTypeDocument, variables: { type, first: PAPERS_PAGE_SIZE } });
const cachedPaperLists = (client: ApolloClient) =>
  Object.keys((client.cache.extract() as NormalizedCacheObject).ROOT_QUERY ?? {}).filter((name) => name.startsWith("papers:"));

const updateMock = (
  matches: (variables: AdminUpdatePaperMutationVariables) => boolean,
  outcome: Pick<MockLink.MockedResponse, "result" | "error">,
): MockLink.MockedResponse => ({ request: { query: AdminUpdatePaperDocument, variables: matches }, ...outcome });

// jsdom has no PointerEvent, and Zag's press tracking behind Chakra's checkbox builds one on blur.
beforeAll(() => {
  if (typeof window.PointerEvent === "undefined") {
    Object.defineProperty(window, "PointerEvent", { configurable: true, writable: true, value: MouseEvent });
  }
});

describe("EditPaperPage", () => {
  it("prefills the paper, shows its cover and PDF, and saves the changes back to Manage Papers", async () => {
    const saved = { ...quiz, title: "Week 3 Quiz (revised)", paperType: "ASSIGNMENT" as const, image: null };
    const { events, router } = renderApp({
      route: "/papers/edit/p9",
      user: tutor,
      mocks: [
        paperMock(quiz),
        updateMock(
          (variables) =>
            variables.id === "p9" &&
            variables.input.title === "Week 3 Quiz (revised)" &&
            variables.input.description === "Arrays and loops" &&
            variables.input.paperType === "ASSIGNMENT" &&
            variables.removeImage === true &&
            !variables.image &&
            !variables.pdf,
          { result: { data: { updatePaper: saved } } },
        ),
        papersMock([saved]),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Past Paper" })).toBeInTheDocument();
    const title = await screen.findByRole("textbox", { name: "Title" });
    expect(title).toHaveValue("Week 3 Quiz");
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveValue("Arrays and loops");
    const type = screen.getByRole("combobox", { name: "Paper Type" });
    expect(type).toHaveValue("QUIZ");
    expect(Array.from((type as HTMLSelectElement).options).map((option) => option.text)).toEqual(["Test", "Exam", "Quiz", "Assignment"]);
    expect(screen.getByRole("img", { name: "Current cover of Week 3 Quiz" })).toHaveAttribute("src", "/files/f-img");
    expect(screen.getByRole("link", { name: "exam.pdf (2 KB)" })).toHaveAttribute("href", "/files/f-pdf");
    expect(screen.getByLabelText("New PDF File (optional)")).toHaveAttribute("accept", "application/pdf");

    await events.type(title, " (revised)");
    await events.selectOptions(type, "Assignment");
    await events.click(screen.getByRole("checkbox", { name: "Remove cover image" }));
    expect(screen.queryByLabelText("New Cover Image (optional)")).not.toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-papers"));
    expect(await screen.findByText("Paper updated successfully")).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "Week 3 Quiz (revised)" })).toBeInTheDocument();
  });

  it("moves a paper whose type changed: the lists of its old and new type load afresh, the list of all keeps it in place", async () => {
    const exam = makeAdminPaper({ id: "p1", title: "Databases 2023 Exam", paperType: "EXAM", createdAt: "2024-03-01T12:00:00.000Z" });
    const saved = { ...quiz, paperType: "ASSIGNMENT" as const };
    const { events, router, client } = renderApp({
      route: "/manage-papers",
      user: tutor,
      mocks: [
        // Answered once: Manage Papers after the save reads the cache (a refetch would fail the test).
        papersMock([exam, quiz]),
        paperMock(quiz),
        updateMock((variables) => variables.id === "p9" && variables.input.paperType === "ASSIGNMENT", { result: { data: { updatePaper: saved } } }),
      ],
    });
    expect(await screen.findByText("Rows 1–2 of 2 papers")).toBeInTheDocument();
    client.writeQuery({ ...ofType("QUIZ"), data: { papers: connectionOf("Paper", [{ __typename: "Paper" as const, id: "p9" }], { totalCount: 3 }) } });
    client.writeQuery({ ...ofType("ASSIGNMENT"), data: { papers: connectionOf("Paper", [{ __typename: "Paper" as const, id: "a1" }], { totalCount: 4 }) } });
    client.writeQuery({ ...ofType("EXAM"), data: { papers: connectionOf("Paper", [{ __typename: "Paper" as const, id: "p1" }], { totalCount: 5 }) } });

    await act(() => router.navigate("/papers/edit/p9"));
    await events.selectOptions(await screen.findByRole("combobox", { name: "Paper Type" }), "Assignment");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-papers"));
    const row = (await screen.findByRole("cell", { name: "Week 3 Quiz" })).closest("tr");
    expect(within(row as HTMLElement).getByText("Assignment")).toBeInTheDocument();
    expect(screen.getAllByRole("row").slice(1).map((tr) => within(tr).getAllByRole("cell")[0].textContent)).toEqual(["Databases 2023 Exam", "Week 3 Quiz"]);
    expect(screen.getByText("Rows 1–2 of 2 papers")).toBeInTheDocument();
    // Where it falls in its new type's list only the server knows: those lists go, the others stay.
    expect(cachedPaperLists(client).sort()).toEqual(['papers:{"type":"EXAM"}', "papers:{}"]);
    expect(client.readQuery(ofType("EXAM"))?.papers.totalCount).toBe(5);
  });

  it("keeps every cached list when the type stays", async () => {
    const saved = { ...quiz, title: "Week 3 Quiz (revised)" };
    const { events, router, client } = renderApp({
      route: "/papers/edit/p9",
      user: tutor,
      mocks: [paperMock(quiz), updateMock((variables) => variables.input.paperType === "QUIZ", { result: { data: { updatePaper: saved } } }), papersMock([saved])],
    });
    client.writeQuery({ ...ofType("QUIZ"), data: { papers: connectionOf("Paper", [{ __typename: "Paper" as const, id: "p9" }], { totalCount: 3 }) } });
    await events.type(await screen.findByRole("textbox", { name: "Title" }), " (revised)");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-papers"));
    expect(await screen.findByRole("cell", { name: "Week 3 Quiz (revised)" })).toBeInTheDocument();
    expect(client.readQuery(ofType("QUIZ"))?.papers.totalCount).toBe(3);
  });

  it("sends a new PDF and cover when picked", async () => {
    const { events, router } = renderApp({
      route: "/papers/edit/p9",
      user: tutor,
      mocks: [
        paperMock(quiz),
        updateMock(
          (variables) => variables.pdf?.name === "new.pdf" && variables.image?.name === "new.png" && variables.removeImage === false,
          { result: { data: { updatePaper: quiz } } },
        ),
        papersMock([quiz]),
      ],
    });
    await events.upload(await screen.findByLabelText("New PDF File (optional)"), new File(["%PDF"], "new.pdf", { type: "application/pdf" }));
    await events.upload(screen.getByLabelText("New Cover Image (optional)"), new File(["png"], "new.png", { type: "image/png" }));
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-papers"));
  });

  it("asks for title and description, and shows a failed save", async () => {
    const { events } = renderApp({
      route: "/papers/edit/p9",
      user: tutor,
      mocks: [paperMock(quiz), updateMock(() => true, { error: new Error("Network down") })],
    });
    const description = await screen.findByRole("textbox", { name: "Description" });
    await events.clear(description);
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Title and description are required");
    expect(description).toHaveAttribute("aria-invalid", "true");

    await events.type(description, "Arrays");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update paper")).toBeInTheDocument();
  });

  it("says when the paper does not exist, with a way back", async () => {
    renderApp({
      route: "/papers/edit/gone",
      user: tutor,
      mocks: [
        {
          request: { query: AdminPaperDocument, variables: { id: "gone" } },
          result: { errors: [{ message: "Paper not found", extensions: { code: "NOT_FOUND" } }] },
        },
      ],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Paper not found");
    expect(screen.getByRole("link", { name: "Back to Manage Papers" })).toHaveAttribute("href", "/manage-papers");
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
  });
});
