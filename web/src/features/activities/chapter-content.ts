import type { ChapterContent } from "../../graphql/__generated__/graphql";
import { assertUnreachable } from "../../lib/assert-unreachable";

// The one place a chapter's content type becomes display text.
export const chapterContentLabel = (content: ChapterContent): string => {
  switch (content) {
    case "HOMEWORK":
      return "Homework";
    case "ACTIVITY":
      return "Activity";
    default:
      return assertUnreachable(content);
  }
};
