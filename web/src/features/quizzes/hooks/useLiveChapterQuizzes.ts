import type { ApolloCache } from "@apollo/client";
import { useSubscription } from "@apollo/client/react";
import {
  LearnerChapterQuizzesChangedDocument,
  type LearnerChapterQuizzesChangedSubscription,
} from "../../../graphql/__generated__/graphql";
import { addToConnections, removeFromConnections } from "../../../graphql/connection-cache";
import { assertUnreachable } from "../../../lib/assert-unreachable";

type Change = LearnerChapterQuizzesChangedSubscription["chapterQuizzesChanged"];

// Puts a chapter's quiz change into the cached list of its published quizzes (oldest first):
// one now visible is added (or, already listed, updated in place by normalization); one gone is
// taken out. No refetch.
export const applyChapterQuizChange = (cache: ApolloCache, { change, chapterId, quizId, quiz }: Change): void => {
  const target = { fieldName: "publishedQuizzes" } as const;
  switch (change) {
    case "CREATED":
    case "EDITED":
    case "PUBLISHED":
      // A learner hears of published quizzes only (a null quiz is one hidden from them); a tutor of drafts too.
      if (quiz?.isPublished)
        addToConnections(cache, target, { ...quiz, __typename: "Quiz" }, { lists: [{ chapterId }], at: "end", others: "keep" });
      else removeFromConnections(cache, target, { __typename: "Quiz", id: quizId }, { from: [{ chapterId }] });
      return;
    case "UNPUBLISHED":
    case "DELETED":
      removeFromConnections(cache, target, { __typename: "Quiz", id: quizId }, { from: [{ chapterId }] });
      return;
    default:
      assertUnreachable(change);
  }
};

// The learner's chapter page: quizzes the tutor publishes, edits, unpublishes or deletes show at once.
export const useLiveChapterQuizzes = (chapterId: string): void => {
  useSubscription(LearnerChapterQuizzesChangedDocument, {
    variables: { chapterId },
    onData: ({ client, data }) => {
      if (data.data) applyChapterQuizChange(client.cache, data.data.chapterQuizzesChanged);
    },
  });
};
