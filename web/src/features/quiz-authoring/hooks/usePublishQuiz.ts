import type { ApolloCache, TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import {
  AuthoringPublishQuizDocument,
  AuthoringUnpublishQuizDocument,
  type AuthoringPublishQuizMutation,
  type AuthoringUnpublishQuizMutation,
} from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { readIsPublished, writePublishedQuiz, writeUnpublishedQuiz } from "../quiz-cache";

type WriteAnswer<TQuiz> = (cache: ApolloCache, quiz: TQuiz, wasPublished: boolean | undefined) => void;

// Publishing either way reads the quiz's flag before the answer overwrites it: the dashboard's
// figures change only on a real change. `pick` and `write` are module functions (stable).
const useSetPublished = <TData, TQuiz>(
  document: TypedDocumentNode<TData, { id: string }>,
  pick: (data: TData) => TQuiz,
  write: WriteAnswer<TQuiz>,
) => {
  const client = useApolloClient();
  const { call, ...state } = useMutationCall(document, pick);
  const setPublished = useCallback(
    (id: string) => {
      const wasPublished = readIsPublished(client.cache, id);
      return call({ id }, { update: (cache, { data }) => data && write(cache, pick(data), wasPublished) });
    },
    [client, call, pick, write],
  );
  return { setPublished, ...state };
};

const published = (data: AuthoringPublishQuizMutation) => data.publishQuiz;
const unpublished = (data: AuthoringUnpublishQuizMutation) => data.unpublishQuiz;
const writeUnpublished: WriteAnswer<{ id: string }> = (cache, quiz, wasPublished) => writeUnpublishedQuiz(cache, quiz.id, wasPublished);

// The answer's isPublished flips the badge and buttons; the learners' published list gains the quiz.
export const usePublishQuiz = () => {
  const { setPublished, ...state } = useSetPublished(AuthoringPublishQuizDocument, published, writePublishedQuiz);
  return { publishQuiz: setPublished, ...state };
};

// Back to draft: the badge follows the normalized Quiz; the learners' published list loses it.
export const useUnpublishQuiz = () => {
  const { setPublished, ...state } = useSetPublished(AuthoringUnpublishQuizDocument, unpublished, writeUnpublished);
  return { unpublishQuiz: setPublished, ...state };
};
