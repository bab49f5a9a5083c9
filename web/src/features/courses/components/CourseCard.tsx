import { Button, Card } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { CourseSummaryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { CourseCardFrame, CourseCreated } from "./CourseCardFrame";

type CourseCardProps = { course: CourseSummaryFieldsFragment };

export const CourseCard = ({ course }: CourseCardProps) => (
  <CourseCardFrame
    course={course}
    footer={(titleId) => (
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        <CourseCreated course={course} />
        <Button asChild colorPalette="teal">
          {/* Every card has this button: the course title describes which course it opens. */}
          <RouterLink to={`/course-details/${course.id}`} aria-describedby={titleId}>
            Start Practicing
          </RouterLink>
        </Button>
      </Card.Footer>
    )}
  />
);
