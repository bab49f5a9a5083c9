import type { ApolloCache } from "@apollo/client";
import { useSubscription } from "@apollo/client/react";
import {
  LearnerChapterQuizzesChangedDocument,
  type LearnerChapterQuizzesChangedSubscription,
} from "../../../graphql/__generated__/graphql";
import { removeNode } from "../../../graphql/connection-cache";
import { assertUnreachable } from "../../../lib/assert-unreachable";

type Change = LearnerChapterQuizzesChangedSubscription["chapterQuizzesChanged"];

// Puts a chapter's quiz change into the cached lists of published quizzes: one gone (or hidden from
// the viewer) is taken out; one listed already is updated in place by normalization (the event
// carries it); one newly published belongs where the server orders it, so the chapter's list is
// dropped and the page showing it asks again.
const applyChapterQuizChange = (cache: ApolloCache, { change, chapterId, quizId, quiz }: Change): void => {
  switch (change) {
    case "CREATED":
    case "EDITED":
    case "PUBLISHED":
      // A learner hears of published quizzes only (a null quiz is one hidden from them); a tutor of drafts too.
      if (!quiz?.isPublished) cache.modify({ fields: { publishedQuizzes: removeNode(cache.identify({ __typename: "Quiz", id: quizId })) } });
      else if (change !== "EDITED") cache.evict({ id: "ROOT_QUERY", fieldName: "publishedQuizzes", args: { chapterId } });
      return;
    case "UNPUBLISHED":
    case "DELETED":
      cache.modify({ fields: { publishedQuizzes: removeNode(cache.identify({ __typename: "Quiz", id: quizId })) } });
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
