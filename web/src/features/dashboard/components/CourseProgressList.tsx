import { HStack, Stack, Text } from "@chakra-ui/react";
import { LinkButton } from "../../../components/LinkButton";
import type { MyProgressQuery } from "../../../graphql/__generated__/graphql";
import { ProgressItemLink, ProgressSection } from "./ProgressSection";

type CourseProgress = MyProgressQuery["myProgress"]["courses"][number];

const NO_COURSES = {
  title: "Practise a course to see your cards here",
  description: "Open a course and choose Practise: the cards you grade come back when they are due.",
  to: "/",
  action: "Find a Course",
};

// Practise is offered when the course has something for today: cards due, or new cards the daily limit still allows.
const hasWorkToday = ({ counts }: CourseProgress) => counts.dueToday > 0 || (counts.new > 0 && counts.newToday > 0);

// Each course the learner practises: its cards by state, what is due today, and the way into practice.
export const CourseProgressList = ({ courses }: { courses: readonly CourseProgress[] }) => (
  <ProgressSection title="Courses" items={courses} keyOf={({ course }) => course.id} empty={NO_COURSES}>
    {(item) => (
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1" minW="0">
          <ProgressItemLink to={`/course-details/${item.course.id}`}>{item.course.title}</ProgressItemLink>
          <Text textStyle="sm" color="fg.muted">
            {item.counts.new} new · {item.counts.learning} learning · {item.counts.review} review
          </Text>
          <Text textStyle="sm" fontWeight="medium">
            Due today: {item.counts.dueToday}
          </Text>
        </Stack>
        {hasWorkToday(item) && (
          <LinkButton to={`/course-details/${item.course.id}/practise`} size="sm" aria-label={`Practise ${item.course.title}`}>
            Practise
          </LinkButton>
        )}
      </HStack>
    )}
  </ProgressSection>
);
