import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringUnpublishQuizDocument } from "../../../graphql/__generated__/graphql";
import { readIsPublished, writeUnpublishedQuiz } from "../quiz-cache";

// Back to draft: the badge follows the normalized Quiz; the learners' published list loses it.
export const useUnpublishQuiz = () => {
  const client = useApolloClient();
  const [mutate, { loading, error }] = useMutation(AuthoringUnpublishQuizDocument);

  const unpublishQuiz = useCallback(
    async (id: string) => {
      const wasPublished = readIsPublished(client.cache, id);
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: result }) {
          if (result) writeUnpublishedQuiz(cache, result.unpublishQuiz.id, wasPublished);
        },
      });
      if (!data) throw new Error("Unpublishing the quiz returned no data");
      return data.unpublishQuiz;
    },
    [client, mutate],
  );

  return { unpublishQuiz, loading, error };
};
