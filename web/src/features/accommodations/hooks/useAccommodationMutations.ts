import {
  RemoveQuizAccommodationDocument,
  SetQuizAccommodationDocument,
  type QuizAccommodationInput,
} from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { evictAccommodation, placeAccommodation, type ShownLists } from "../accommodation-cache";

// Sets (or replaces) a learner's accommodation; the cached lists take it in place.
export const useSetAccommodation = (shown: ShownLists) => {
  const { call, loading, error, reset } = useMutationCall(SetQuizAccommodationDocument, (data) => data.setQuizAccommodation, {
    update: (cache, { data }) => {
      if (data) placeAccommodation(cache, data.setQuizAccommodation, shown);
    },
  });
  return { setAccommodation: (input: QuizAccommodationInput) => call({ input }), loading, error, reset };
};

// Removes one: the learner's terms are the quiz's again; it leaves the cache.
export const useRemoveAccommodation = () => {
  const { call, loading } = useMutationCall(RemoveQuizAccommodationDocument, (data) => data.removeQuizAccommodation, {
    update: (cache, { data }) => {
      if (data) evictAccommodation(cache, data.removeQuizAccommodation);
    },
  });
  return { removeAccommodation: (id: string) => call({ id }), loading };
};
