import { act, render, screen, waitFor } from "@testing-library/react";
import { gql, type TypedDocumentNode } from "@apollo/client";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../../../app/AppProviders";
import { appRoutes } from "../../../app/routes";
import { USER_STORAGE_KEY } from "../../../auth/session-user";
import {
  AdminPapersDocument,
  AdminUploadPaperDocument,
  PapersArchiveDocument,
  type AdminUploadPaperMutationVariables,
} from "../../../graphql/__generated__/graphql";
import { createApolloClient } from "../../../graphql/client";
import { connectionOf, type ConnectionFixture } from "../../../test/connection";
import { FakeXhr, installFakeXhr } from "../../../test/fake-xhr";
import { makeUser, renderApp } from "../../../test/render";
import { PAPERS_PAGE_SIZE } from "../paper-types";
import { makeAdminPaper } from "../test/paper-mocks";
import { UPLOAD_REDIRECT_MS } from "./AddPaperPage";

const admin = makeUser({ role: "admin", name: "ada" });
const pdfFile = () => new File(["%PDF-1.4 exam"], "exam.pdf", { type: "application/pdf" });
const coverFile = () => new File(["png"], "cover.png", { type: "image/png" });

const uploaded = makeAdminPaper({ id: "new-paper", title: "Networks Test", description: "Subnetting", paperType: "TEST" });

// Matches on the text fields and the file names (File objects have no comparable fields).
const uploadMock = (
  expected: { title: string; description: string; paperType: string; pdf: string; image: string | null },
  outcome: Pick<MockLink.MockedResponse, "result" | "error" | "delay">,
): MockLink.MockedResponse => ({
  request: {
    query: AdminUploadPaperDocument,
    variables: (variables: AdminUploadPaperMutationVariables) =>
      variables.input.title === expected.title &&
      variables.input.description === expected.description &&
      variables.input.paperType === expected.paperType &&
      variables.pdf.name === expected.pdf &&
      (variables.image?.name ?? null) === expected.image,
  },
  ...outcome,
});

const archiveMock = (items = [uploaded]): MockLink.MockedResponse => ({
  request: { query: PapersArchiveDocument, variables: { first: PAPERS_PAGE_SIZE } },
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
const paperRef = (id: string) => ({ __typename: "Paper" as const, id });

const fillDetails = async (events: ReturnType<typeof userEvent.setup>, title = "Networks Test", description = "Subnetting") => {
  await events.type(await screen.findByLabelText("Title"), title);
  await events.type(screen.getByLabelText("Description"), description);
};

describe("AddPaperPage", () => {
  it("shows the form with Test and Exam offered (Test first), the file hints and Cancel to /papers", async () => {
    renderApp({ route: "/add-paper", user: admin });
    expect(await screen.findByRole("heading", { level: 1, name: "Add New Past Paper" })).toBeInTheDocument();
    const type = screen.getByLabelText("Paper Type");
    expect(type).toHaveValue("TEST");
    expect(Array.from((type as HTMLSelectElement).options).map((option) => option.text)).toEqual(["Test", "Exam"]);
    const cover = screen.getByLabelText("Cover Image (optional)");
    expect(cover).toHaveAttribute("accept", "image/*");
    expect(cover).toHaveAccessibleDescription("PNG, JPG (MAX. 5MB)");
    const pdf = screen.getByLabelText("PDF File");
    expect(pdf).toHaveAttribute("accept", "application/pdf");
    expect(pdf).toHaveAccessibleDescription("PDF (MAX. 20MB)");
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/papers");
    expect(screen.getByRole("button", { name: "Upload Paper" })).toBeEnabled();
  });

  it("is open to tutors too, but not to learners", async () => {
    const { unmount } = renderApp({ route: "/add-paper", user: makeUser({ role: "tutor" }) });
    expect(await screen.findByRole("heading", { name: "Add New Past Paper" })).toBeInTheDocument();
    unmount();
    window.localStorage.clear();
    renderApp({ route: "/add-paper", user: makeUser({ role: "user" }) });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Add New Past Paper" })).not.toBeInTheDocument());
  });

  it("asks for title and description (trimmed) first, then for the PDF", async () => {
    const { events } = renderApp({ route: "/add-paper", user: admin });
    await screen.findByLabelText("Title");
    await events.click(screen.getByRole("button", { name: "Upload Paper" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Title and description are required");
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Description")).toHaveAttribute("aria-invalid", "true");

    await fillDetails(events, "   ", "Subnetting");
    await events.click(screen.getByRole("button", { name: "Upload Paper" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Title and description are required");
    expect(screen.getByLabelText("Description")).not.toHaveAttribute("aria-invalid", "true");

    await events.type(screen.getByLabelText("Title"), "Networks Test");
    await events.click(screen.getByRole("button", { name: "Upload Paper" }));
    expect(screen.getByRole("alert")).toHaveTextContent("PDF file is required");
    expect(screen.getByLabelText("PDF File")).toHaveAttribute("aria-invalid", "true");
  });

  it("uploads with the progress bar, says Paper uploaded successfully! and opens /papers after 1.5 seconds", async () => {
    jest.useFakeTimers();
    try {
      const mocks = [
        uploadMock(
          { title: "Networks Test", description: "Subnetting", paperType: "EXAM", pdf: "exam.pdf", image: "cover.png" },
          { result: { data: { uploadPaper: uploaded } }, delay: 300 },
        ),
        archiveMock(),
      ];
      const { router } = renderApp({ route: "/add-paper", user: admin, mocks });
      // Typing and clicking wait on timers: let them move the fake clock.
      const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await fillDetails(events, "  Networks Test ", " Subnetting ");
      await events.selectOptions(screen.getByLabelText("Paper Type"), "Exam");
      await events.upload(screen.getByLabelText("Cover Image (optional)"), coverFile());
      await events.upload(screen.getByLabelText("PDF File"), pdfFile());
      await events.click(screen.getByRole("button", { name: "Upload Paper" }));

      expect(await screen.findByRole("button", { name: /Uploading\.\.\./ })).toBeDisabled();
      expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "0");

      expect(await screen.findByText("Paper uploaded successfully!")).toBeInTheDocument();
      expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/add-paper");
      act(() => jest.advanceTimersByTime(UPLOAD_REDIRECT_MS - 1));
      expect(router.state.location.pathname).toBe("/add-paper");
      // Async act: the archive is a lazy page that loads right after the navigation.
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      await waitFor(() => expect(router.state.location.pathname).toBe("/papers"));
      expect(await screen.findByRole("heading", { name: "Networks Test" })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's refusal of a file", async () => {
    const refusal = {
      message: "The PDF file must be at most 20 MB",
      extensions: { code: "PAYLOAD_TOO_LARGE", fieldErrors: { pdf: "The PDF file must be at most 20 MB" } },
    };
    const mocks = [
      uploadMock(
        { title: "Networks Test", description: "Subnetting", paperType: "TEST", pdf: "exam.pdf", image: null },
        { result: { errors: [refusal] } },
      ),
    ];
    const { events } = renderApp({ route: "/add-paper", user: admin, mocks });
    await fillDetails(events);
    await events.upload(screen.getByLabelText("PDF File"), pdfFile());
    await events.click(screen.getByRole("button", { name: "Upload Paper" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The PDF file must be at most 20 MB");
    expect(screen.getByRole("button", { name: "Upload Paper" })).toBeEnabled();
  });

  it("says Failed to upload paper when the upload fails without a reason", async () => {
    const mocks = [
      uploadMock(
        { title: "Networks Test", description: "Subnetting", paperType: "TEST", pdf: "exam.pdf", image: null },
        { error: new Error("Network down") },
      ),
    ];
    const { events } = renderApp({ route: "/add-paper", user: admin, mocks });
    await fillDetails(events);
    await events.upload(screen.getByLabelText("PDF File"), pdfFile());
    await events.click(screen.getByRole("button", { name: "Upload Paper" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to upload paper");
  });

  it("drops the cached papers lists (the server orders and filters them): the archive asks again, the new paper first", async () => {
    const older = makeAdminPaper({ id: "old", title: "Old Exam" });
    const firstPage = [older, ...Array.from({ length: PAPERS_PAGE_SIZE - 1 }, (_, i) => makeAdminPaper({ id: `p-${i}`, title: `Paper ${i + 1}` }))];
    const mocks = [
      { request: { query: AdminPapersDocument, variables: { first: PAPERS_PAGE_SIZE } }, result: { data: { papers: connectionOf("Paper", firstPage, { totalCount: 30, hasNextPage: true }) } } },
      uploadMock(
        { title: "Networks Test", description: "Subnetting", paperType: "TEST", pdf: "exam.pdf", image: null },
        { result: { data: { uploadPaper: uploaded } } },
      ),
      // The archive after the upload: the server's list, the new paper first.
      {
        request: { query: PapersArchiveDocument, variables: { first: PAPERS_PAGE_SIZE } },
        result: { data: { papers: connectionOf("Paper", [uploaded, ...firstPage.slice(0, -1)], { totalCount: 31, hasNextPage: true }) } },
      },
    ];
    const { events, client, router } = renderApp({ route: "/manage-papers", user: admin, mocks });
    expect(await screen.findByRole("cell", { name: "Old Exam" })).toBeInTheDocument();
    // A list of one type a filtered screen would have cached.
    const ofType = (type: string) => ({ query: PapersOfTypeDocument, variables: { type, first: PAPERS_PAGE_SIZE } });
    client.writeQuery({ ...ofType("TEST"), data: { papers: connectionOf("Paper", [paperRef("t-old")], { totalCount: 5 }) } });

    await act(() => router.navigate("/add-paper"));
    await fillDetails(events);
    await events.upload(screen.getByLabelText("PDF File"), pdfFile());
    await events.click(screen.getByRole("button", { name: "Upload Paper" }));
    await screen.findByText("Paper uploaded successfully!");

    expect(client.readQuery({ query: AdminPapersDocument, variables: { first: PAPERS_PAGE_SIZE } })).toBeNull();
    expect(client.readQuery(ofType("TEST"))).toBeNull();

    await waitFor(() => expect(router.state.location.pathname).toBe("/papers"), { timeout: UPLOAD_REDIRECT_MS + 2000 });
    expect(await screen.findByRole("heading", { name: "Networks Test" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Old Exam" })).toBeInTheDocument();
    expect(screen.getByText(`Showing ${PAPERS_PAGE_SIZE} of 31 papers`)).toBeInTheDocument();
  });
});

describe("AddPaperPage upload progress", () => {
  it("moves the progress bar as the browser sends the files", async () => {
    const restoreXhr = installFakeXhr();
    try {
      window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(admin));
      // The app's own client and upload link (no MockLink), so progress comes from the fake XMLHttpRequest.
      const router = createMemoryRouter(appRoutes, { initialEntries: ["/add-paper"] });
      const events = userEvent.setup();
      render(
        <AppProviders client={createApolloClient()}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
      await fillDetails(events);
      await events.upload(screen.getByLabelText("PDF File"), pdfFile());
      await events.click(screen.getByRole("button", { name: "Upload Paper" }));

      await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
      const xhr = FakeXhr.last();
      act(() => xhr.progress(512, 2048));
      const bar = screen.getByRole("progressbar", { name: "Upload progress" });
      expect(bar).toHaveAttribute("aria-valuenow", "25");
      expect(bar).toHaveAttribute("aria-valuetext", "25%");
      act(() => xhr.progress(2048, 2048));
      expect(bar).toHaveAttribute("aria-valuenow", "100");

      act(() => xhr.respond(200, JSON.stringify({ data: { uploadPaper: uploaded } })));
      expect(await screen.findByText("Paper uploaded successfully!")).toBeInTheDocument();
    } finally {
      restoreXhr();
    }
  });
});
