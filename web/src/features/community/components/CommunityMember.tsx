import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ForumSample } from "./ForumSample";
import { UpcomingOpportunities } from "./UpcomingOpportunities";
import { WhyJoin } from "./WhyJoin";

// The community page for signed-in users: the forum sample and the latest opportunities.
export const CommunityMember = () => (
  <Container maxW="6xl" py="10">
    <Stack gap="8">
      <Box>
        <Heading as="h1" size="3xl" mb="2">
          Community
        </Heading>
        <Text color="fg.muted">Share knowledge, get help and keep up with bursaries, events and hackathons.</Text>
      </Box>
      <WhyJoin />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
        <ForumSample />
        <UpcomingOpportunities />
      </SimpleGrid>
    </Stack>
  </Container>
);
