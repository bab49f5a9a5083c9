import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { WhyJoin } from "./WhyJoin";
import { InfoCards } from "../../../components/InfoCards";

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
        <InfoCards items={WAYS_TO_TAKE_PART} columns={{ base: 1, md: 2 }} />
      </Box>
      <Box>
        <Button asChild colorPalette="teal" size="lg">
          <RouterLink to="/signup">Create an Account</RouterLink>
        </Button>
      </Box>
    </Stack>
  </Container>
);
