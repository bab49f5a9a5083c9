import { createCache } from "../../graphql/cache";
import { BankQuestionDocument } from "../../graphql/__generated__/graphql";
import { markQuizMoved } from "./bank-cache";
import { listRow, makeBankQuestion } from "./test-fixtures";

describe("bank cache updates", () => {
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
