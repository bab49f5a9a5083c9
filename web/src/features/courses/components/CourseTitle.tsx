import { Badge, Heading, HStack, type StackProps } from "@chakra-ui/react";
import type { CourseSummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { COURSE_LEVELS } from "../course-level";

// A course screen's h1 with the course's year level beside it: the viewer and Add Questions.
export const CourseTitle = ({ course, ...stack }: { course: Pick<CourseSummaryFieldsFragment, "title" | "level"> } & StackProps) => (
  <HStack gap="3" align="center" wrap="wrap" {...stack}>
    <Heading as="h1" size="3xl">
      {course.title}
    </Heading>
    <Badge colorPalette="teal" variant="subtle" size="lg">
      {COURSE_LEVELS.label(course.level)}
    </Badge>
  </HStack>
);
