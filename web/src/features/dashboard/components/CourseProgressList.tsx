import { Box, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { LinkButton } from "../../../components/LinkButton";
import type { MyProgressQuery } from "../../../graphql/__generated__/graphql";

type CourseProgress = MyProgressQuery["myProgress"]["courses"][number];

// Practise is offered when the course has something for today: cards due, or new cards the daily limit still allows.
const hasWorkToday = ({ counts }: CourseProgress) => counts.dueToday > 0 || (counts.new > 0 && counts.newToday > 0);

// Each course the learner practises: its cards by state, what is due today, and the way into practice.
export const CourseProgressList = ({ courses }: { courses: readonly CourseProgress[] }) => (
  <Stack gap="3">
    <Heading as="h3" size="md">
      Courses
    </Heading>
    {courses.length === 0 ? (
      <EmptyState
        title="Practise a course to see your cards here"
        description="Open a course and choose Practise: the cards you grade come back when they are due."
        action={
          <LinkButton to="/" size="sm" variant="outline">
            Find a Course
          </LinkButton>
        }
      />
    ) : (
      <Stack as="ul" gap="3" listStyleType="none">
        {courses.map((item) => (
          <Box as="li" key={item.course.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
              <Stack gap="1" minW="0">
                <Link asChild color="teal.fg" fontWeight="semibold" wordBreak="break-word">
                  <RouterLink to={`/course-details/${item.course.id}`}>{item.course.title}</RouterLink>
                </Link>
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
          </Box>
        ))}
      </Stack>
    )}
  </Stack>
);
