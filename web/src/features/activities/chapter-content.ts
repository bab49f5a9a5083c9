import type { ChapterContent } from "../../graphql/__generated__/graphql";
import { labelsOf } from "../../lib/format";

// SPEC.md section 9: a chapter's content types, homework first (the default).
export const CHAPTER_CONTENTS = labelsOf<ChapterContent>({ HOMEWORK: "Homework", ACTIVITY: "Activity" });
