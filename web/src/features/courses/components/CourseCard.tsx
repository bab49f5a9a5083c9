import { Badge, Button, Card, Heading, HStack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import type { CatalogueCourseFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { courseLevelLabel } from "../course-level";

type CourseCardProps = { course: CatalogueCourseFieldsFragment };

export const CourseCard = ({ course }: CourseCardProps) => {
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} h="full" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="lg" id={titleId}>
            {course.title}
          </Heading>
          <Badge colorPalette="teal" variant="subtle" flexShrink={0}>
            {courseLevelLabel(course.level)}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Text color="fg.muted" lineClamp={3}>
          {course.description}
        </Text>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        <Text fontSize="sm" color="fg.muted">
          Created: <time dateTime={course.createdAt}>{formatDate(course.createdAt)}</time>
        </Text>
        <Button asChild colorPalette="teal">
          {/* Every card has this button: the course title describes which course it opens. */}
          <RouterLink to={`/course-details/${course.id}`} aria-describedby={titleId}>
            Start Practicing
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
};
