import { gql } from "@apollo/client";
import { createCache } from "./cache";
import { evictLists, evictObject, insertNode, removeNode } from "./connection-cache";

// Two cached lists of `papers`: all of them, and the EXAM ones; and a search list of `courses`.
const PAPERS = gql`
  query Papers($type: PaperType, $first: Int) {
    papers(type: $type, first: $first) {
      nodes { id title }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }
`;

const paper = (id: string) => ({ __typename: "Paper", id, title: `Paper ${id}` });
const page = (ids: string[], totalCount: number, hasNextPage: boolean) => ({
  papers: {
    __typename: "PaperConnection",
    nodes: ids.map(paper),
    pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: `c${ids[ids.length - 1]}` },
    totalCount,
  },
});

const seeded = () => {
  const cache = createCache();
  cache.writeQuery({ query: PAPERS, variables: { first: 2 }, data: page(["1", "2"], 5, true) });
  cache.writeQuery({ query: PAPERS, variables: { type: "EXAM", first: 2 }, data: page(["2"], 1, false) });
  cache.writeQuery({ query: PAPERS, variables: { type: "QUIZ", first: 2 }, data: page(["3"], 1, false) });
  const read = (type?: string) => cache.readQuery<ReturnType<typeof page>>({ query: PAPERS, variables: { ...(type ? { type } : {}), first: 2 } })?.papers;
  return { cache, read };
};
const idsOf = (list?: ReturnType<typeof page>["papers"]) => list?.nodes.map((node) => node.id);

const ref = (cache: ReturnType<typeof createCache>, id: string) => cache.identify({ __typename: "Paper", id });

describe("insertNode", () => {
  it("puts a row first in each loaded list of the field and counts it, once", () => {
    const { cache, read } = seeded();
    cache.writeFragment({ id: ref(cache, "9"), fragment: gql`fragment NewPaper on Paper { id title }`, data: paper("9") });
    cache.modify({ fields: { papers: insertNode(ref(cache, "9"), "start") } });
    expect(idsOf(read())).toEqual(["9", "1", "2"]);
    expect(read()?.totalCount).toBe(6);
    cache.modify({ fields: { papers: insertNode(ref(cache, "9"), "start") } });
    expect(idsOf(read())).toEqual(["9", "1", "2"]);
    expect(read()?.totalCount).toBe(6);
  });

  it("at the end of a list with pages still to load, only counts the row: it arrives with its page", () => {
    const { cache, read } = seeded();
    cache.writeFragment({ id: ref(cache, "9"), fragment: gql`fragment NewPaper on Paper { id title }`, data: paper("9") });
    cache.modify({ fields: { papers: insertNode(ref(cache, "9"), "end") } });
    expect(idsOf(read())).toEqual(["1", "2"]);
    expect(read()?.totalCount).toBe(6);
    expect(idsOf(read("EXAM"))).toEqual(["2", "9"]);
    expect(read("EXAM")?.totalCount).toBe(2);
  });
});

describe("removeNode", () => {
  it("takes a row out of every list that shows it, one less in each total; the others stand", () => {
    const { cache, read } = seeded();
    cache.modify({ fields: { papers: removeNode(ref(cache, "2")) } });
    expect(idsOf(read())).toEqual(["1"]);
    expect(read()?.totalCount).toBe(4);
    expect(idsOf(read("EXAM"))).toEqual([]);
    expect(read("EXAM")?.totalCount).toBe(0);
    expect(idsOf(read("QUIZ"))).toEqual(["3"]);
    expect(read("QUIZ")?.totalCount).toBe(1);
  });
});

describe("evictLists and evictObject", () => {
  it("drops every cached list of the fields (they load afresh when shown), and an object with what only it referenced", () => {
    const { cache, read } = seeded();
    evictLists(cache, "papers");
    expect(read() ?? null).toBeNull();
    expect(read("EXAM") ?? null).toBeNull();
    // gc(): the rows only the lists referenced are gone too.
    expect(cache.extract()["Paper:1"]).toBeUndefined();

    const again = seeded();
    evictObject(again.cache, { __typename: "Paper", id: "2" });
    expect(again.cache.extract()["Paper:2"]).toBeUndefined();
    // A list skips a row whose object is gone.
    expect(idsOf(again.read())).toEqual(["1"]);
  });
});

describe("a list's pages in the cache (nodesPagination)", () => {
  const LIST = gql`
    query PaperList($first: Int, $after: String) {
      papers(first: $first, after: $after) {
        nodes {
          id
          title
        }
        ...ListEnd
      }
    }
    fragment ListEnd on Connection {
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  `;
  const COUNT = gql`
    query PaperCount {
      papers(first: 1) {
        totalCount
      }
    }
  `;
  type List = { papers: { nodes: { id: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; totalCount: number } };
  const pageOf = (ids: string[], totalCount: number, hasNextPage: boolean) => ({
    papers: {
      __typename: "PaperConnection",
      nodes: ids.map(paper),
      pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: `c${ids[ids.length - 1]}` },
      totalCount,
    },
  });
  const read = (cache: ReturnType<typeof createCache>) => cache.readQuery<List>({ query: LIST, variables: { first: 2 } })?.papers;

  it("reads a list through the fragment on the Connection interface (the cache knows its types)", () => {
    const cache = createCache();
    cache.writeQuery({ query: LIST, variables: { first: 2 }, data: pageOf(["1", "2"], 5, true) });
    expect(read(cache)).toMatchObject({ nodes: [{ id: "1" }, { id: "2" }], pageInfo: { hasNextPage: true, endCursor: "c2" }, totalCount: 5 });
  });

  it("appends a later page after the rows held, skipping one a create already put in, and takes its end and count", () => {
    const cache = createCache();
    cache.writeQuery({ query: LIST, variables: { first: 2 }, data: pageOf(["1", "2"], 5, true) });
    cache.writeFragment({ id: cache.identify(paper("4")), fragment: gql`fragment NewPaper on Paper { id title }`, data: paper("4") });
    cache.modify({ fields: { papers: insertNode(cache.identify(paper("4")), "start") } });
    cache.writeQuery({ query: LIST, variables: { first: 2, after: "c2" }, data: pageOf(["3", "4"], 6, true) });
    expect(read(cache)?.nodes.map((node) => node.id)).toEqual(["4", "1", "2", "3"]);
    expect(read(cache)).toMatchObject({ pageInfo: { hasNextPage: true, endCursor: "c4" }, totalCount: 6 });
  });

  it("replaces the rows with a first page (a refetch), and keeps them for a query that selects only the count", () => {
    const cache = createCache();
    cache.writeQuery({ query: LIST, variables: { first: 2 }, data: pageOf(["1", "2"], 5, true) });
    cache.writeQuery({ query: LIST, variables: { first: 2, after: "c2" }, data: pageOf(["3"], 5, false) });
    cache.writeQuery({ query: COUNT, data: { papers: { __typename: "PaperConnection", totalCount: 7 } } });
    expect(read(cache)?.nodes.map((node) => node.id)).toEqual(["1", "2", "3"]);
    expect(read(cache)?.totalCount).toBe(7);
    cache.writeQuery({ query: LIST, variables: { first: 2 }, data: pageOf(["9", "1"], 8, true) });
    expect(read(cache)?.nodes.map((node) => node.id)).toEqual(["9", "1"]);
    expect(read(cache)).toMatchObject({ pageInfo: { hasNextPage: true, endCursor: "c1" }, totalCount: 8 });
  });
});
