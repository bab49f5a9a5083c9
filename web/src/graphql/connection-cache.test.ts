import { gql } from "@apollo/client";
import { createCache } from "./cache";
import { addToConnections, removeFromConnections } from "./connection-cache";

// Two cached lists of `papers`: all of them, and the EXAM ones; and a search list of `courses`.
const PAPERS = gql`
  query Papers($type: PaperType, $first: Int) {
    papers(type: $type, first: $first) {
      edges { cursor node { id title } }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }
`;

const paper = (id: string) => ({ __typename: "Paper", id, title: `Paper ${id}` });
const page = (ids: string[], totalCount: number, hasNextPage: boolean) => ({
  papers: {
    __typename: "PaperConnection",
    edges: ids.map((id) => ({ __typename: "PaperEdge", cursor: `c${id}`, node: paper(id) })),
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
const idsOf = (list?: ReturnType<typeof page>["papers"]) => list?.edges.map((edge) => edge.node.id);

describe("addToConnections", () => {
  it("puts a node at the start of the lists it belongs to and counts it; others are kept or dropped as asked", () => {
    const { cache, read } = seeded();
    addToConnections(cache, { fieldName: "papers" }, paper("9"), { lists: [{}, { type: "EXAM" }], at: "start", others: "keep" });
    expect(idsOf(read())).toEqual(["9", "1", "2"]);
    expect(read()?.totalCount).toBe(6);
    expect(idsOf(read("EXAM"))).toEqual(["9", "2"]);
    expect(idsOf(read("QUIZ"))).toEqual(["3"]);

    addToConnections(cache, { fieldName: "papers" }, paper("8"), { lists: [{}], at: "start", others: "drop" });
    // Dropped: nothing cached to read (they load afresh when next shown).
    expect(read("QUIZ") ?? null).toBeNull();
    expect(read("EXAM") ?? null).toBeNull();
    expect(read()?.totalCount).toBe(7);
  });

  it("at the end of a list with pages still to load, only counts the node: it arrives with its page", () => {
    const { cache, read } = seeded();
    addToConnections(cache, { fieldName: "papers" }, paper("9"), { lists: [{}, { type: "EXAM" }], at: "end", others: "keep" });
    expect(idsOf(read())).toEqual(["1", "2"]);
    expect(read()?.totalCount).toBe(6);
    expect(idsOf(read("EXAM"))).toEqual(["2", "9"]);
  });
});

describe("removeFromConnections", () => {
  it("takes a node out of every list that shows it, one less in each total", () => {
    const { cache, read } = seeded();
    removeFromConnections(cache, { fieldName: "papers" }, { __typename: "Paper", id: "2" });
    expect(idsOf(read())).toEqual(["1"]);
    expect(read()?.totalCount).toBe(4);
    expect(read("EXAM")?.totalCount).toBe(0);
    expect(read("QUIZ")?.totalCount).toBe(1);
  });

  it("lowers the total of a list known to hold the node even when its page is not loaded, and only there", () => {
    const { cache, read } = seeded();
    removeFromConnections(cache, { fieldName: "papers" }, { __typename: "Paper", id: "4" }, { from: [{}] });
    expect(read()?.totalCount).toBe(4);
    expect(idsOf(read())).toEqual(["1", "2"]);
    // Fully loaded lists that do not show it do not hold it.
    expect(read("QUIZ")?.totalCount).toBe(1);
    removeFromConnections(cache, { fieldName: "papers" }, { __typename: "Paper", id: "5" });
    expect(read()?.totalCount).toBe(4);
  });
});
