import { screen, waitFor } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import {
  AdminPaperDocument,
  AdminPapersDocument,
  AdminUpdatePaperDocument,
  type AdminPaperFieldsFragment,
  type AdminUpdatePaperMutationVariables,
} from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { PAPERS_LIMIT } from "../paper-types";
import { makeAdminPaper } from "../test/paper-mocks";

const tutor = makeUser({ role: "tutor" });
const quiz = makeAdminPaper({ id: "p9", title: "Week 3 Quiz", description: "Arrays and loops", paperType: "QUIZ" });

const paperMock = (paper: AdminPaperFieldsFragment): MockLink.MockedResponse => ({
  request: { query: AdminPaperDocument, variables: { id: paper.id } },
  result: { data: { paper } },
});

const papersMock = (items: AdminPaperFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: AdminPapersDocument, variables: { limit: PAPERS_LIMIT } },
  result: { data: { papers: { __typename: "PaperPage", items, total: items.length } } },
});

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
