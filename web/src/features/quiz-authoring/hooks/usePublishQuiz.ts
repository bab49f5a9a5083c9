import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AuthoringPublishQuizDocument } from "../../../graphql/__generated__/graphql";
import { readIsPublished, writePublishedQuiz } from "../quiz-cache";

// The answer's isPublished flips the badge and buttons; the learners' published list gains the quiz.
export const usePublishQuiz = () => {
  const client = useApolloClient();
  const [mutate, { loading, error }] = useMutation(AuthoringPublishQuizDocument);

  const publishQuiz = useCallback(
    async (id: string) => {
      // Read before the answer overwrites it: the dashboard figure changes only on a real change.
      const wasPublished = readIsPublished(client.cache, id);
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: result }) {
          if (result) writePublishedQuiz(cache, result.publishQuiz, wasPublished);
        },
      });
      if (!data) throw new Error("Publishing the quiz returned no data");
      return data.publishQuiz;
    },
    [client, mutate],
  );

  return { publishQuiz, loading, error };
};
