import { useMutation } from "@apollo/client/react";
import { TutorCreateActivityDocument } from "../../../graphql/__generated__/graphql";
import { addCreatedActivity } from "../cache-updates";

// The new activity joins the cached activity lists and dashboard figures.
export const useCreateActivity = () =>
  useMutation(TutorCreateActivityDocument, {
    update(cache, { data }) {
      if (data) addCreatedActivity(cache, data.createActivity);
    },
  });
