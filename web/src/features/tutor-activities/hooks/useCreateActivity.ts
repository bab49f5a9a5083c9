import { useMutation } from "@apollo/client/react";
import { TutorCreateActivityDocument } from "../../../graphql/__generated__/graphql";
import { evictLists } from "../../../graphql/connection-cache";

// The activity lists (the tutor's own and everyone's, newest first) are searched on the server: a new
// activity drops them and the tutor's dashboard figures; the screen showing one asks again.
export const useCreateActivity = () =>
  useMutation(TutorCreateActivityDocument, { update: (cache) => evictLists(cache, "myActivities", "activities", "tutorDashboard") });
