import { Container, Heading } from "@chakra-ui/react";
import { CourseCatalogue } from "../../courses/components/CourseCatalogue";

// The signed-in home page: the course catalogue (fetched only for signed-in users, SPEC.md section 4).
export const CourseFinder = () => (
  <Container maxW="6xl" py={{ base: "8", md: "10" }}>
    <Heading as="h1" size="3xl" mb="6">
      Find Your Next Course
    </Heading>
    <CourseCatalogue />
  </Container>
);
