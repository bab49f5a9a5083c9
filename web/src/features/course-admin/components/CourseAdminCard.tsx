import { Button, Card } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { DeleteButton } from "../../../components/DeleteButton";
import type { AdminCourseFieldsFragment } from "../../../graphql/__generated__/graphql";
import { CourseCardFrame, CourseCreated } from "../../courses/components/CourseCardFrame";

type CourseAdminCardProps = {
  course: AdminCourseFieldsFragment;
  onEdit: (course: AdminCourseFieldsFragment) => void;
  onDelete: (course: AdminCourseFieldsFragment) => void;
};

export const CourseAdminCard = ({ course, onEdit, onDelete }: CourseAdminCardProps) => (
  <CourseCardFrame
    course={course}
    header={<CourseCreated course={course} />}
    footer={() => (
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild colorPalette="teal" size="sm" flex="1" minW="fit-content">
          <RouterLink to={`/course/${course.id}/questions`} aria-label={`View Details of ${course.title}`}>
            View Details
          </RouterLink>
        </Button>
        {/* Another tutor's course: no buttons the server would refuse. */}
        {course.canEdit && (
          <>
            <Button size="sm" variant="outline" aria-label={`Edit ${course.title}`} onClick={() => onEdit(course)}>
              Edit
            </Button>
            <DeleteButton label={`Delete ${course.title}`} onClick={() => onDelete(course)} />
          </>
        )}
      </Card.Footer>
    )}
  />
);
