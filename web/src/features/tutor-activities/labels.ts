import type { ChapterContent } from "../../graphql/__generated__/graphql";
import { plural } from "../../lib/format";

export { CHAPTER_CONTENTS } from "../activities/chapter-content";
export const DEFAULT_CHAPTER_CONTENT: ChapterContent = "HOMEWORK";

export const chapterCountText = (count: number): string => `${plural(count, "chapter")} found for this activity`;

// SPEC.md sections 2 and 5: the messages of this feature, word for word.
export const MESSAGES = {
  fillAllFields: "Please fill in all fields",
  incompleteProfile: "User information is incomplete. Please ensure your profile has name, surname, and email.",
  fetchActivities: "Failed to fetch activities",
  deleteActivity: "Failed to delete activity",
  createActivity: "Failed to create activity",
  fetchActivity: "Failed to fetch activity details",
  fetchChapters: "Failed to fetch chapters",
  saveChapter: "Failed to create or update chapter",
  createChapter: "Failed to create chapter",
  deleteChapter: "Failed to delete chapter",
  confirmDeleteActivity: "Are you sure you want to delete this activity? This action cannot be undone.",
  activityCreated: "Activity created successfully! Would you like to add chapters to this activity now?",
  tryAgain: "An error occurred. Please try again.",
} as const;
