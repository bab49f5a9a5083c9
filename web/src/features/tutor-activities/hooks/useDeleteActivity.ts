import { useMutation } from "@apollo/client/react";
import { TutorDeleteActivityDocument } from "../../../graphql/__generated__/graphql";
import { removeDeletedActivity } from "../cache-updates";

// The deleted activity leaves every cached list and is evicted with what only it referenced.
export const useDeleteActivity = () =>
  useMutation(TutorDeleteActivityDocument, {
    update(cache, { data }) {
      if (data) removeDeletedActivity(cache, data.deleteActivity);
    },
  });
