import { Box, Button, Container, Heading, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { InfoCards } from "../../../components/InfoCards";

const REASONS = [
  {
    title: "Tutor-created courses",
    text: "Learn from courses, questions and study material written by experienced tutors.",
  },
  {
    title: "Hands-on learning experiences",
    text: "Practise with activities, chapters and quizzes that put what you learn to work.",
  },
  {
    title: "Progress tracking",
    text: "Review every quiz attempt and see how your scores improve over time.",
  },
] as const;

// The logged-out home page: who we are, why learn here, and the way in.
export const Welcome = () => (
  <Container maxW="5xl" py={{ base: "10", md: "16" }}>
    <Box textAlign="center" mb="12">
      <Heading as="h1" size={{ base: "3xl", md: "4xl" }} mb="4">
        Welcome to LearnHub
      </Heading>
      <Text fontSize="lg" color="fg.muted" maxW="2xl" mx="auto">
        Courses, past papers, opportunities and quizzes for application-development students.
      </Text>
    </Box>
    <Box as="section" aria-labelledby="reasons-title" mb="12">
      <Heading as="h2" id="reasons-title" size="xl" textAlign="center" mb="6">
        Why learn with us?
      </Heading>
      <InfoCards items={REASONS} columns={{ base: 1, md: 3 }} />
    </Box>
    <HStack justify="center" gap="4" wrap="wrap">
      <Button asChild colorPalette="teal" size="lg">
        <RouterLink to="/signup">Sign Up Now</RouterLink>
      </Button>
      <Button asChild variant="outline" size="lg">
        <RouterLink to="/login">Log In</RouterLink>
      </Button>
    </HStack>
  </Container>
);
