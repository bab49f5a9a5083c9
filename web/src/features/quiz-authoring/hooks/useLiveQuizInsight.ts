import { useSubscription } from "@apollo/client/react";
import { AuthoringQuizAttemptSubmittedDocument } from "../../../graphql/__generated__/graphql";

// While the insight panel is open, each attempt's event carries the quiz's insight as it now stands:
// QuizInsight is keyed by quizId (graphql/cache.ts), so writing the event updates the panel's query
// in the cache. The quiz card's own count ("4 attempts") follows. No refetch.
export const useLiveQuizInsight = (quizId: string): void => {
  useSubscription(AuthoringQuizAttemptSubmittedDocument, {
    variables: { quizId },
    onData: ({ client: { cache }, data }) => {
      const insight = data.data?.quizAttemptSubmitted.insight;
      const id = cache.identify({ __typename: "Quiz", id: quizId });
      if (insight && id) cache.modify({ id, fields: { attemptCount: () => insight.attemptCount } });
    },
  });
};
