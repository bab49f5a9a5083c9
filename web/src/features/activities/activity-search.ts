import type { LearnerActivityFieldsFragment } from "../../graphql/__generated__/graphql";

// The server's rule (activities(search)): the trimmed term, case-insensitively, anywhere in the
// title, description or the poster's name and surname. Used to narrow results while typing.
export const matchesActivity = (activity: LearnerActivityFieldsFragment, term: string): boolean => {
  const query = term.trim().toLowerCase();
  if (!query) return true;
  const text = [activity.title, activity.description, activity.poster.name, activity.poster.surname].join(" ");
  return text.toLowerCase().includes(query);
};

export const posterName = (activity: LearnerActivityFieldsFragment): string =>
  [activity.poster.name, activity.poster.surname].filter(Boolean).join(" ");
