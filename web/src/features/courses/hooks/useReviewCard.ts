import { isReference, type ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  CourseStudyDocument,
  ReviewCardDocument,
  type PracticeStudyFieldsFragment,
  type ReviewRating,
} from "../../../graphql/__generated__/graphql";
import { dataOf } from "../../../graphql/mutation";

/**
 * The queue after a grade, in the cache without a refetch: the course's `courseStudy` becomes the
 * returned `study` (the next card, the counts), and the navigation's `myProgress.dueToday` moves by
 * as much as this course's `dueToday` did (a card graded Again is due again today, a card graded
 * Good is not). Other `myProgress` fields (the dashboard's figures) are left to their own screen.
 */
const writeReviewedStudy = (cache: ApolloCache, study: PracticeStudyFieldsFragment): void => {
  const variables = { courseId: study.courseId };
  const before = cache.readQuery({ query: CourseStudyDocument, variables })?.courseStudy.counts.dueToday;
  cache.writeQuery({ query: CourseStudyDocument, variables, data: { courseStudy: study } });
  const delta = before === undefined ? 0 : study.counts.dueToday - before;
  if (delta === 0) return;
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      // Stored inline (LearnerProgress has no id); left alone when the navigation has not read it.
      myProgress: (progress: unknown) => {
        const inline = isReference(progress) ? undefined : (progress as { dueToday?: unknown } | null | undefined);
        const dueToday = inline?.dueToday;
        return typeof dueToday === "number" ? { ...inline, dueToday: Math.max(0, dueToday + delta) } : progress;
      },
    },
  });
};

export type ReviewInput = { cardId: string; rating: ReviewRating; shownState: number };

export const useReviewCard = () => {
  const [mutate, { loading, error, reset }] = useMutation(ReviewCardDocument, {
    update: (cache, { data }) => data && writeReviewedStudy(cache, data.reviewCard.study),
  });
  const review = useCallback(async (input: ReviewInput) => dataOf(await mutate({ variables: input })).reviewCard, [mutate]);
  return { review, loading, error, reset };
};
