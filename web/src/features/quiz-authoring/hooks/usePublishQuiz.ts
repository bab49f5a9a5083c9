import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringPublishQuizDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { readIsPublished, writePublishedQuiz } from "../quiz-cache";

// The answer's isPublished flips the badge and buttons; the learners' published list gains the quiz.
export const usePublishQuiz = () => {
  const client = useApolloClient();
  const { call, ...state } = useMutationCall(AuthoringPublishQuizDocument, (data) => data.publishQuiz);
  const publishQuiz = useCallback(
    (id: string) => {
      // Read before the answer overwrites it: the dashboard figure changes only on a real change.
      const wasPublished = readIsPublished(client.cache, id);
      return call({ id }, { update: (cache, { data }) => data && writePublishedQuiz(cache, data.publishQuiz, wasPublished) });
    },
    [client, call],
  );
  return { publishQuiz, ...state };
};
