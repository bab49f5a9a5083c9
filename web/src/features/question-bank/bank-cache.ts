import type { ApolloCache } from "@apollo/client";

// The bank's lists (questionBank, keyed by its filters, latest change first) and the tag filter's
// counts (most used first) are the server's to filter and order: the mutations drop them
// (hooks/useBankMutations.ts). Only a regrade's effect on one question is written here.

type StoredUse = { quizId: string; version: number; [field: string]: unknown };

/**
 * A regrade moved a quiz to `version`: its row in the question's cached "Used by" says so (the
 * rows have no id of their own, so they live inside the question), and offers no update any more.
 */
export const markQuizMoved = (cache: ApolloCache, questionId: string, quizId: string, version: number) => {
  const id = cache.identify({ __typename: "BankQuestion", id: questionId });
  if (!id) return;
  cache.modify({
    id,
    fields: {
      usedBy: (existing: unknown) => {
        if (!Array.isArray(existing)) return existing;
        return (existing as StoredUse[]).map((use) => (use.quizId === quizId && use.version < version ? { ...use, version } : use));
      },
    },
  });
};
