import { createCache } from "../../graphql/cache";
import { BankQuestionDocument, QuestionBankDocument, QuestionBankTagsDocument } from "../../graphql/__generated__/graphql";
import { addCreated, adjustTagCounts, listArgsOf, markQuizMoved, moveUpdated, removeDeleted, removeRetired } from "./bank-cache";
import { bankPage, listRow, makeBankQuestion, tagsResult } from "./test-fixtures";

type Variables = Record<string, unknown>;
const write = (cache: ReturnType<typeof createCache>, variables: Variables, ids: number[]) =>
  cache.writeQuery({ query: QuestionBankDocument, variables: { first: 20, ...variables }, data: bankPage(ids.map((n) => makeBankQuestion(n))).data });
const idsOf = (cache: ReturnType<typeof createCache>, variables: Variables) =>
  cache.readQuery({ query: QuestionBankDocument, variables: { first: 20, ...variables } })?.questionBank.nodes.map((node) => node.id) ?? null;
const totalOf = (cache: ReturnType<typeof createCache>, variables: Variables) =>
  cache.readQuery({ query: QuestionBankDocument, variables: { first: 20, ...variables } })?.questionBank.totalCount;

describe("bank cache updates", () => {
  it("reads a list's filters from its store name", () => {
    expect(listArgsOf('questionBank:{"includeRetired":true,"tags":["a"]}')).toEqual({ includeRetired: true, tags: ["a"] });
    expect(listArgsOf("questionBank")).toEqual({});
  });

  it("a created question comes first in the lists without filters; filtered lists are dropped", () => {
    const cache = createCache();
    write(cache, {}, [1, 2]);
    write(cache, { includeRetired: true }, [1, 2]);
    write(cache, { type: "ESSAY" }, [2]);
    cache.writeQuery({ query: QuestionBankDocument, variables: { first: 1, search: "x" }, data: bankPage([makeBankQuestion(9)]).data });
    addCreated(cache, "bq-9");
    expect(idsOf(cache, {})).toEqual(["bq-9", "bq-1", "bq-2"]);
    expect(totalOf(cache, {})).toBe(3);
    expect(idsOf(cache, { includeRetired: true })).toEqual(["bq-9", "bq-1", "bq-2"]);
    expect(idsOf(cache, { type: "ESSAY" })).toBeNull();
  });

  it("a saved question moves to the start; a retired one leaves the lists in use only; a deleted one leaves all", () => {
    const cache = createCache();
    write(cache, {}, [1, 2, 3]);
    write(cache, { includeRetired: true }, [1, 2, 3]);
    moveUpdated(cache, "bq-3");
    expect(idsOf(cache, {})).toEqual(["bq-3", "bq-1", "bq-2"]);
    removeRetired(cache, "bq-1");
    expect(idsOf(cache, {})).toEqual(["bq-3", "bq-2"]);
    expect(totalOf(cache, {})).toBe(2);
    expect(idsOf(cache, { includeRetired: true })).toEqual(["bq-3", "bq-1", "bq-2"]);
    removeDeleted(cache, "bq-2");
    expect(idsOf(cache, {})).toEqual(["bq-3"]);
    expect(idsOf(cache, { includeRetired: true })).toEqual(["bq-3", "bq-1"]);
    expect(totalOf(cache, { includeRetired: true })).toBe(2);
  });

  it("counts the tags of questions in use: one less, gone at 0, a new one added, any case, most used first", () => {
    const cache = createCache();
    cache.writeQuery({ query: QuestionBankTagsDocument, data: tagsResult([["algebra", 2], ["week 1", 1]]).data });
    adjustTagCounts(cache, ["week 1", "ALGEBRA"], ["geometry"]);
    adjustTagCounts(cache, [], ["Geometry"]);
    expect(cache.readQuery({ query: QuestionBankTagsDocument })?.questionBankTags.map(({ tag, count }) => [tag, count])).toEqual([
      ["geometry", 2],
      ["algebra", 1],
    ]);
  });

  it("keeps list rows without history", () => {
    expect(listRow(makeBankQuestion(1))).not.toHaveProperty("versions");
  });

  it("a regraded quiz's Used by row moves to the version; other rows and an older version change nothing", () => {
    const cache = createCache();
    const use = (quizId: string, version: number) => ({ __typename: "BankQuestionUse" as const, quizId, quizTitle: quizId, version, attemptCount: 3 });
    const question = makeBankQuestion(1, { version: 3, quizCount: 2, usedBy: [use("quiz-1", 1), use("quiz-2", 2)] });
    cache.writeQuery({ query: BankQuestionDocument, variables: { id: "bq-1" }, data: { bankQuestion: question } });
    const versions = () => cache.readQuery({ query: BankQuestionDocument, variables: { id: "bq-1" } })?.bankQuestion.usedBy.map((row) => [row.quizId, row.version]);
    markQuizMoved(cache, "bq-1", "quiz-1", 3);
    expect(versions()).toEqual([["quiz-1", 3], ["quiz-2", 2]]);
    markQuizMoved(cache, "bq-1", "quiz-2", 1);
    expect(versions()).toEqual([["quiz-1", 3], ["quiz-2", 2]]);
  });
});
