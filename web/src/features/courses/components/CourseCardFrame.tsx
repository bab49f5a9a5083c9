import { Badge, Card, Heading, HStack, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import type { CourseSummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { COURSE_LEVELS } from "../course-level";

type CourseCardFrameProps = {
  course: CourseSummaryFieldsFragment;
  // Under the title (the management list's created date).
  header?: ReactNode;
  // The card's buttons, given the id of the title that names the card.
  footer: (titleId: string) => ReactNode;
};

// A course card, named by its title: the year level, the description and the screen's buttons.
// The catalogue and the management list both show courses so.
export const CourseCardFrame = ({ course, header, footer }: CourseCardFrameProps) => {
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} h="full" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="lg" id={titleId} wordBreak="break-word">
            {course.title}
          </Heading>
          <Badge colorPalette="teal" variant="subtle" flexShrink={0}>
            {COURSE_LEVELS.label(course.level)}
          </Badge>
        </HStack>
        {header}
      </Card.Header>
      <Card.Body>
        <Text color="fg.muted" lineClamp={3}>
          {course.description}
        </Text>
      </Card.Body>
      {footer(titleId)}
    </Card.Root>
  );
};

export const CourseCreated = ({ course }: { course: CourseSummaryFieldsFragment }) => (
  <Text fontSize="sm" color="fg.muted">
    Created: <time dateTime={course.createdAt}>{formatDate(course.createdAt)}</time>
  </Text>
);
