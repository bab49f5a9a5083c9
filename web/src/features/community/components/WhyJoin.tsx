import { Box, Heading, List } from "@chakra-ui/react";

const REASONS = [
  "Share knowledge and get help",
  "Find tech bursaries",
  "Get feedback and read others' posts",
  "Stay updated on events and hackathons",
] as const;

export const WhyJoin = () => (
  <Box as="section" aria-labelledby="why-join-title" borderWidth="1px" borderRadius="lg" p="6" bg="bg">
    <Heading as="h2" id="why-join-title" size="lg" mb="3">
      Why join?
    </Heading>
    <List.Root gap="2" ps="5">
      {REASONS.map((reason) => (
        <List.Item key={reason}>{reason}</List.Item>
      ))}
    </List.Root>
  </Box>
);
