import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { LinkButton } from "../../../components/LinkButton";
import { LoadError } from "../../../components/LoadError";

export const COURSE_NOT_FOUND = "Course not found";

type CourseLoadFailureProps = {
  /** The API answered NOT_FOUND: the course is gone, so there is nothing to retry. */
  notFound: boolean;
  /** The screen's own failure message (SPEC.md section 8), its heading too. */
  failure: string;
  onRetry: () => unknown;
  /** Where the screen was opened from. */
  back: { to: string; label: string };
};

// A course screen (viewer, practice) whose course did not load: a removed course points to the
// catalogue; a failed load shows its error with Try Again and the way back.
export const CourseLoadFailure = ({ notFound, failure, onRetry, back }: CourseLoadFailureProps) => (
  <Container maxW="3xl" py="10">
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {notFound ? COURSE_NOT_FOUND : failure}
      </Heading>
      {notFound ? (
        <>
          <Text color="fg.muted">This course may have been removed. Browse the catalogue for another one.</Text>
          <LinkButton to="/" alignSelf="flex-start">
            Back to courses
          </LinkButton>
        </>
      ) : (
        <LoadError message={failure} onRetry={onRetry} back={back} />
      )}
    </Stack>
  </Container>
);
