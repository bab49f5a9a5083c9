import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { WhyJoin } from "./WhyJoin";

const WAYS_TO_TAKE_PART = [
  { title: "Forum", text: "Ask questions, start discussions and help other students with their code." },
  { title: "Comments", text: "Give feedback on posts and learn from what others share." },
] as const;

// The community page for visitors: why join, how to take part, and the way in.
export const CommunityGuest = () => (
  <Container maxW="5xl" py="10">
    <Stack gap="8">
      <Box>
        <Heading as="h1" size="3xl" mb="2">
          Join the Community
        </Heading>
        <Text color="fg.muted">Connect with other application-development students, tutors and opportunities.</Text>
      </Box>
      <WhyJoin />
      <Box as="section" aria-labelledby="get-involved-title">
        <Heading as="h2" id="get-involved-title" size="lg" mb="4">
          Get Involved
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {WAYS_TO_TAKE_PART.map((way) => (
            <Box as="li" key={way.title} borderWidth="1px" borderRadius="lg" p="5" bg="bg">
              <Heading as="h3" size="md" mb="1">
                {way.title}
              </Heading>
              <Text color="fg.muted">{way.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
      <Box>
        <Button asChild colorPalette="teal" size="lg">
          <RouterLink to="/signup">Create an Account</RouterLink>
        </Button>
      </Box>
    </Stack>
  </Container>
);
