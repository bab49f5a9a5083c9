import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "../../app/AppProviders";
import { createApolloClient } from "../../graphql/client";
import { rowsLine, TablePager } from "./TablePager";
import { usePagedRows } from "./usePagedRows";

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ id: String(from + i) }));

describe("usePagedRows", () => {
  it("shows one page of the loaded rows, loads the next page only when it is not loaded, and goes back without a request", async () => {
    let nodes = ids(1, 40);
    const loadMore = jest.fn(async () => {
      nodes = ids(1, 60);
    });
    const { result, rerender } = renderHook(() => usePagedRows({ nodes, totalCount: 120, hasNextPage: true, loadMore, loadingMore: false }, 20));
    expect(result.current.rows.map((row) => row.id)).toEqual(ids(1, 20).map((row) => row.id));
    expect(result.current).toMatchObject({ from: 1, to: 20, total: 120, hasPrevious: false, hasNext: true });

    await act(() => result.current.next());
    expect(loadMore).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ from: 21, to: 40 });

    // Rows 41-60 are not loaded: Next loads them first.
    await act(() => result.current.next());
    rerender();
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ from: 41, to: 60 });

    act(() => result.current.previous());
    expect(result.current).toMatchObject({ from: 21, to: 40, hasPrevious: true });
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it("starts again at the first page when the search changes, and steps back when a delete empties the page", async () => {
    let nodes = ids(1, 45);
    const { result, rerender } = renderHook(({ search }) => usePagedRows({ nodes, totalCount: nodes.length, hasNextPage: false, loadMore: jest.fn(), loadingMore: false }, 20, search), {
      initialProps: { search: "" },
    });
    await act(() => result.current.next());
    await act(() => result.current.next());
    expect(result.current).toMatchObject({ from: 41, to: 45, hasNext: false });
    nodes = ids(1, 40);
    rerender({ search: "" });
    expect(result.current).toMatchObject({ from: 21, to: 40 });
    rerender({ search: "ada" });
    expect(result.current).toMatchObject({ from: 1, to: 20 });
  });
});

it("tops up a page a delete left short while the server has more, so the next row moves up instead of being skipped", async () => {
  let nodes = ids(1, 20);
  const loadMore = jest.fn(async () => {
    nodes = [...nodes, ...ids(21, 40)];
  });
  const { result, rerender } = renderHook(() => usePagedRows({ nodes, totalCount: 60, hasNextPage: true, loadMore, loadingMore: false }, 20));
  expect(loadMore).not.toHaveBeenCalled();
  nodes = nodes.filter((node) => node.id !== "7");
  await act(async () => rerender());
  expect(loadMore).toHaveBeenCalledTimes(1);
  rerender();
  expect(result.current.rows.map((row) => row.id)).toContain("21");
  expect(result.current).toMatchObject({ from: 1, to: 20 });
});

it("pages neither way while the list is not settled (a new search awaited), and again once it is", async () => {
  const nodes = ids(1, 60);
  const loadMore = jest.fn(async () => {});
  const { result, rerender } = renderHook(
    ({ settled }) => usePagedRows({ nodes, totalCount: 80, hasNextPage: true, loadMore, loadingMore: false, settled }, 20),
    { initialProps: { settled: true } },
  );
  await act(() => result.current.next());
  expect(result.current).toMatchObject({ from: 21, hasNext: true, hasPrevious: true });
  rerender({ settled: false });
  expect(result.current).toMatchObject({ from: 21, hasNext: false, hasPrevious: false });
  await act(() => result.current.next());
  act(() => result.current.previous());
  expect(result.current.from).toBe(21);
  rerender({ settled: true });
  act(() => result.current.previous());
  expect(result.current).toMatchObject({ from: 1, hasNext: true, hasPrevious: false });
  expect(loadMore).not.toHaveBeenCalled();
});

describe("TablePager", () => {
  const client = createApolloClient();
  it("names the rows shown, and keeps the focus on a button that has nowhere to go", async () => {
    const events = userEvent.setup();
    const next = jest.fn();
    const previous = jest.fn();
    render(
      <AppProviders client={client}>
        <TablePager from={51} to={100} total={10000} noun="users" hasNext={false} hasPrevious loading={false} next={next} previous={previous} />
      </AppProviders>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Rows 51–100 of 10000 users");
    const nextButton = screen.getByRole("button", { name: "Next page" });
    expect(nextButton).toHaveAttribute("aria-disabled", "true");
    nextButton.focus();
    await events.keyboard("{Enter}");
    expect(next).not.toHaveBeenCalled();
    expect(nextButton).toHaveFocus();
    await events.click(screen.getByRole("button", { name: "Previous page" }));
    expect(previous).toHaveBeenCalledTimes(1);
    expect(rowsLine(0, 0, 0, "users")).toBe("No users");
  });
});
