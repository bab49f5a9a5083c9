import { MockLink } from "@apollo/client/testing";
import { ApolloProvider } from "@apollo/client/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { AdminContactMessagesDocument } from "../../graphql/__generated__/graphql";
import { createApolloClient } from "../../graphql/client";
import { listMock, manyMessages } from "../../features/messages/test/fixtures";
import { MESSAGE_PAGE_SIZE } from "../../features/messages/labels";
import { usePagedRows } from "./usePagedRows";
import { useSearchedList } from "./useSearchedList";

// A searched list (the contact messages') read through a mocked API, paged as the admin tables page it.
const renderSearchedList = (mocks: MockLink.MockedResponse[]) => {
  const client = createApolloClient({ terminatingLink: new MockLink(mocks, { defaultOptions: { delay: 0 } }) });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return renderHook(
    ({ search }: { search?: string }) => {
      const variables = { ...(search ? { search } : {}), first: MESSAGE_PAGE_SIZE };
      const searched = useSearchedList(AdminContactMessagesDocument, variables, (data) => data.contactMessages, "messages");
      return { ...searched, pager: usePagedRows(searched.list, MESSAGE_PAGE_SIZE / 2, search) };
    },
    { wrapper, initialProps: {} },
  );
};

describe("useSearchedList", () => {
  it("pages neither way while a new search is awaited, keeping the last answer on screen, and pages again once it is in", async () => {
    const { result, rerender } = renderSearchedList([
      listMock(manyMessages(MESSAGE_PAGE_SIZE), undefined, {}, { totalCount: 80 }),
      listMock(manyMessages(MESSAGE_PAGE_SIZE, 101), "sender", { delay: 1000 }, { totalCount: 70 }),
    ]);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.list).toMatchObject({ settled: true, hasNextPage: true, footer: { hasMore: true } });
    await act(() => result.current.pager.next());
    expect(result.current.pager).toMatchObject({ from: MESSAGE_PAGE_SIZE / 2 + 1, hasNext: true, hasPrevious: true });

    rerender({ search: "sender" });
    // The last search's rows stay, busy, and none of their paging is offered.
    expect(result.current.searching).toBe(true);
    expect(result.current.list.nodes).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(result.current.list).toMatchObject({ settled: false, hasNextPage: false, footer: { hasMore: false } });
    expect(result.current.pager).toMatchObject({ from: 1, hasNext: false, hasPrevious: false });
    await act(() => result.current.pager.next());
    expect(result.current.pager.from).toBe(1);

    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.list.nodes[0]).toMatchObject({ id: "msg-101" });
    expect(result.current.list).toMatchObject({ settled: true, hasNextPage: true, footer: { hasMore: true } });
    expect(result.current.pager).toMatchObject({ from: 1, hasNext: true, hasPrevious: false });
  });
});
