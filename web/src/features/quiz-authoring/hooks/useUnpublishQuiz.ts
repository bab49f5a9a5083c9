import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringUnpublishQuizDocument } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { readIsPublished, writeUnpublishedQuiz } from "../quiz-cache";

// Back to draft: the badge follows the normalized Quiz; the learners' published list loses it.
export const useUnpublishQuiz = () => {
  const client = useApolloClient();
  const { call, ...state } = useMutationCall(AuthoringUnpublishQuizDocument, (data) => data.unpublishQuiz);
  const unpublishQuiz = useCallback(
    (id: string) => {
      const wasPublished = readIsPublished(client.cache, id);
      return call({ id }, { update: (cache, { data }) => data && writeUnpublishedQuiz(cache, data.unpublishQuiz.id, wasPublished) });
    },
    [client, call],
  );
  return { unpublishQuiz, ...state };
};
