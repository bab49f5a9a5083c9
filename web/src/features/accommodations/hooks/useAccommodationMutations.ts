import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  RemoveQuizAccommodationDocument,
  SetQuizAccommodationDocument,
  type QuizAccommodationInput,
} from "../../../graphql/__generated__/graphql";
import { evictLists, evictObject } from "../../../graphql/connection-cache";
import { dataOf } from "../../../graphql/mutation";

// Sets (or replaces) a learner's accommodation. Which cached lists hold it is the server's call (an
// activity-wide one shows on every quiz's list of the activity, and replaces the learner's earlier
// one): the lists are dropped, and the one shown asks again.
export const useSetAccommodation = () => {
  const [mutate, { loading, error, reset }] = useMutation(SetQuizAccommodationDocument, {
    update: (cache) => evictLists(cache, "quizAccommodations", "activityAccommodations"),
  });
  const setAccommodation = useCallback(
    async (input: QuizAccommodationInput) => dataOf(await mutate({ variables: { input } })).setQuizAccommodation,
    [mutate],
  );
  return { setAccommodation, loading, error, reset };
};

// Removes one: the learner's terms are the quiz's again; it leaves the cache (lists skip it).
export const useRemoveAccommodation = () => {
  const [mutate, { loading }] = useMutation(RemoveQuizAccommodationDocument, {
    update: (cache, { data }) => data && evictObject(cache, { __typename: "QuizAccommodation", id: data.removeQuizAccommodation }),
  });
  const removeAccommodation = useCallback(
    async (id: string) => dataOf(await mutate({ variables: { id } })).removeQuizAccommodation,
    [mutate],
  );
  return { removeAccommodation, loading };
};
