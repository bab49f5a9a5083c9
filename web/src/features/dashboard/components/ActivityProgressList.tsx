import { HStack, Progress } from "@chakra-ui/react";
import type { MyProgressQuery } from "../../../graphql/__generated__/graphql";
import { ProgressItemLink, ProgressSection } from "./ProgressSection";

type ActivityProgress = MyProgressQuery["myProgress"]["activities"][number];

const NO_ACTIVITIES = {
  title: "Take a chapter's quiz to see your activities here",
  description: "Each activity shows how many of its chapters you have passed.",
  to: "/activity",
  action: "Browse Activities",
};

// Each activity the learner has taken a quiz of: chapters with a quiz passed out of those with published quizzes.
export const ActivityProgressList = ({ activities }: { activities: readonly ActivityProgress[] }) => (
  <ProgressSection title="Activities" items={activities} keyOf={({ activity }) => activity.id} empty={NO_ACTIVITIES}>
    {({ activity, chaptersPassed, chaptersWithQuizzes }) => (
      <Progress.Root
        value={Math.min(chaptersPassed, chaptersWithQuizzes)}
        // An activity whose quizzes were all unpublished has nothing to pass: an empty bar, not an invalid one.
        max={Math.max(chaptersWithQuizzes, 1)}
        colorPalette="teal"
        size="sm"
      >
        <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
          <Progress.Label>
            <ProgressItemLink to={`/activities/${activity.id}/chapters`}>{activity.title}</ProgressItemLink>
          </Progress.Label>
          <Progress.ValueText>
            {chaptersPassed} / {chaptersWithQuizzes} chapters passed
          </Progress.ValueText>
        </HStack>
        {/* Zag names the bar by its percentage alone: name it by the activity, and say the count. */}
        <Progress.Track aria-label={activity.title} aria-valuetext={`${chaptersPassed} of ${chaptersWithQuizzes} chapters passed`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    )}
  </ProgressSection>
);
