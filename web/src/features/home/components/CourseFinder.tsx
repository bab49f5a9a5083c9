import { Alert, Container, Heading } from "@chakra-ui/react";

// The signed-in home page. The course catalogue (search, grid, empty states) arrives in a later issue.
export const CourseFinder = () => (
  <Container maxW="6xl" py="10">
    <Heading as="h1" size="3xl" mb="6">
      Find Your Next Course
    </Heading>
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>The course catalogue is on its way. Check back soon to search and browse courses.</Alert.Description>
    </Alert.Root>
  </Container>
);
