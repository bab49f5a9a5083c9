import { Badge, Button, Card, Heading, HStack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import type { AdminCourseFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { COURSE_LEVEL_LABELS } from "../course-levels";

type CourseAdminCardProps = {
  course: AdminCourseFieldsFragment;
  onEdit: (course: AdminCourseFieldsFragment) => void;
  onDelete: (course: AdminCourseFieldsFragment) => void;
};

export const CourseAdminCard = ({ course, onEdit, onDelete }: CourseAdminCardProps) => {
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} h="full" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="lg" id={titleId} wordBreak="break-word">
            {course.title}
          </Heading>
          <Badge colorPalette="teal" variant="subtle" flexShrink={0}>
            {COURSE_LEVEL_LABELS[course.level]}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Created: <time dateTime={course.createdAt}>{formatDate(course.createdAt)}</time>
        </Text>
      </Card.Header>
      <Card.Body>
        <Text color="fg.muted" lineClamp={3}>
          {course.description}
        </Text>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild colorPalette="teal" size="sm" flex="1" minW="fit-content">
          <RouterLink to={`/course/${course.id}/questions`} aria-label={`View Details of ${course.title}`}>
            View Details
          </RouterLink>
        </Button>
        <Button size="sm" variant="outline" aria-label={`Edit ${course.title}`} onClick={() => onEdit(course)}>
          Edit
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={`Delete ${course.title}`} onClick={() => onDelete(course)}>
          Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
};
