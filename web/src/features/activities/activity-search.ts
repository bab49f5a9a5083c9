import type { ActivitySummaryFieldsFragment } from "../../graphql/__generated__/graphql";

// Searching runs on the server (activities(search): title, description or the poster's name and
// surname); cards and headers name the poster the same way.
export const posterName = (activity: ActivitySummaryFieldsFragment): string =>
  [activity.poster.name, activity.poster.surname].filter(Boolean).join(" ");
