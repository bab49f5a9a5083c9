import { act, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { SearchBooksDocument, type SearchBooksQuery } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";

// Pages are lazy chunks rendered with the whole app shell: give a busy machine time to render them.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const book = (id: string, title: string): SearchBooksQuery["searchBooks"][number] => ({
  __typename: "Book",
  id,
  title,
  subtitle: `${title} subtitle`,
  authors: "Jane Doe, John Roe",
  image: `https://img.example.com/${id}.png`,
  url: `https://books.example.com/${id}`,
});

const searchMock = (
  term: string,
  result: MockLink.MockedResponse["result"],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({ request: { query: SearchBooksDocument, variables: { term } }, result, ...extra });

const renderBooks = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/books", user: makeUser(), mocks });

// Moves fake time on, then lets the work it started (renders, the mocked request) settle.
const advance = async (ms: number) => {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await act(() => jest.advanceTimersByTimeAsync(0));
};

const searchBox = () => screen.findByRole("searchbox", { name: "Search books" });

describe("BooksPage", () => {
  it("shows the heading and a labelled search box", async () => {
    renderBooks([]);
    expect(await screen.findByRole("heading", { level: 1, name: "Search Free Programming Books" })).toBeInTheDocument();
    expect(await searchBox()).toHaveAttribute("placeholder", "search by title, author, keyword");
  });

  describe("debounce", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("sends one request with the trimmed term 500 ms after typing stops", async () => {
      // Records the term of every request the page makes, whatever it is.
      const requestedTerms = new Set<string>();
      const result = jest.fn(() => ({ data: { searchBooks: [book("b1", "Learning React")] } }));
      renderBooks([
        {
          request: {
            query: SearchBooksDocument,
            variables: (variables: Record<string, unknown>) => {
              requestedTerms.add(String(variables.term));
              return variables.term === "react";
            },
          },
          result,
        },
      ]);
      const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      await events.type(await searchBox(), "  react ");
      await advance(499);
      expect(result).not.toHaveBeenCalled();

      await advance(1);
      expect(await screen.findByRole("heading", { name: "Learning React" })).toBeInTheDocument();
      expect(result).toHaveBeenCalledTimes(1);
      expect([...requestedTerms]).toEqual(["react"]);
    });

    it("clears the results without a request when the term becomes empty", async () => {
      const result = jest.fn(() => ({ data: { searchBooks: [book("b1", "Learning React")] } }));
      renderBooks([searchMock("react", result)]);
      const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      const box = await searchBox();
      await events.type(box, "react");
      await advance(500);
      expect(await screen.findByRole("heading", { name: "Learning React" })).toBeInTheDocument();

      await events.clear(box);
      await events.type(box, "   ");
      expect(screen.queryByRole("heading", { name: "Learning React" })).not.toBeInTheDocument();
      await advance(1000);
      expect(screen.queryByRole("heading", { name: "Learning React" })).not.toBeInTheDocument();
      expect(screen.queryByText(/No books found/)).not.toBeInTheDocument();
      expect(result).toHaveBeenCalledTimes(1);
    });
  });

  it("shows a spinner while searching, then the results grid", async () => {
    const { events } = renderBooks([
      searchMock("typescript", { data: { searchBooks: [book("b1", "TypeScript Deep Dive"), book("b2", "Effective TS")] } }, { delay: 200 }),
    ]);
    await events.type(await searchBox(), "typescript");

    expect(await screen.findByLabelText("Searching books")).toBeInTheDocument();
    const card = (await screen.findByRole("heading", { name: "TypeScript Deep Dive" })).closest("article");
    if (!card) throw new Error("no card");
    const inCard = within(card);
    expect(inCard.getByRole("img", { name: "TypeScript Deep Dive" })).toHaveAttribute("src", "https://img.example.com/b1.png");
    expect(inCard.getByText("TypeScript Deep Dive subtitle")).toBeInTheDocument();
    expect(inCard.getByText("Jane Doe, John Roe")).toBeInTheDocument();
    const link = inCard.getByRole("link", { name: "Download or View Book" });
    expect(link).toHaveAttribute("href", "https://books.example.com/b1");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("heading", { name: "Effective TS" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Searching books")).not.toBeInTheDocument();
  });

  it("says when nothing was found", async () => {
    const { events } = renderBooks([searchMock("cobol", { data: { searchBooks: [] } })]);
    await events.type(await searchBox(), " cobol ");
    expect(await screen.findByText('No books found for "cobol".')).toBeInTheDocument();
  });

  it("shows the server's message when the search fails", async () => {
    const { events } = renderBooks([
      searchMock("react", {
        errors: [{ message: "Search failed: 503", extensions: { code: "INTERNAL_SERVER_ERROR", reason: "UPSTREAM_FAILED" } }],
      }),
    ]);
    await events.type(await searchBox(), "react");
    expect(await screen.findByRole("alert")).toHaveTextContent("Search failed: 503");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
