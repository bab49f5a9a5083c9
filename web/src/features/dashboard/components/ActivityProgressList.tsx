import { Box, Heading, HStack, Link, Progress, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { LinkButton } from "../../../components/LinkButton";
import type { MyProgressQuery } from "../../../graphql/__generated__/graphql";

type ActivityProgress = MyProgressQuery["myProgress"]["activities"][number];

// Each activity the learner has taken a quiz of: chapters with a quiz passed out of those with published quizzes.
export const ActivityProgressList = ({ activities }: { activities: readonly ActivityProgress[] }) => (
  <Stack gap="3">
    <Heading as="h3" size="md">
      Activities
    </Heading>
    {activities.length === 0 ? (
      <EmptyState
        title="Take a chapter's quiz to see your activities here"
        description="Each activity shows how many of its chapters you have passed."
        action={
          <LinkButton to="/activity" size="sm" variant="outline">
            Browse Activities
          </LinkButton>
        }
      />
    ) : (
      <Stack as="ul" gap="3" listStyleType="none">
        {activities.map(({ activity, chaptersPassed, chaptersWithQuizzes }) => (
          <Box as="li" key={activity.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
            <Progress.Root
              value={Math.min(chaptersPassed, chaptersWithQuizzes)}
              // An activity whose quizzes were all unpublished has nothing to pass: an empty bar, not an invalid one.
              max={Math.max(chaptersWithQuizzes, 1)}
              colorPalette="teal"
              size="sm"
            >
              <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
                <Progress.Label>
                  <Link asChild color="teal.fg" fontWeight="semibold" wordBreak="break-word">
                    <RouterLink to={`/activities/${activity.id}/chapters`}>{activity.title}</RouterLink>
                  </Link>
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
          </Box>
        ))}
      </Stack>
    )}
  </Stack>
);
