import { useMutation } from "@apollo/client/react";
import { TutorDeleteActivityDocument } from "../../../graphql/__generated__/graphql";
import { evictLists, evictObject, removeNode } from "../../../graphql/connection-cache";

// The deleted activity leaves every cached list (totals one less) and is evicted with what only it
// referenced; a learner's list of its chapters and the tutor's figures (its chapters and quizzes went
// with it) are dropped.
export const useDeleteActivity = () =>
  useMutation(TutorDeleteActivityDocument, {
    update(cache, { data }) {
      if (!data) return;
      const activity = { __typename: "Activity", id: data.deleteActivity };
      cache.modify({ fields: { myActivities: removeNode(cache.identify(activity)), activities: removeNode(cache.identify(activity)) } });
      cache.evict({ id: "ROOT_QUERY", fieldName: "chapters", args: { activityId: activity.id } });
      evictLists(cache, "tutorDashboard");
      evictObject(cache, activity);
    },
  });
