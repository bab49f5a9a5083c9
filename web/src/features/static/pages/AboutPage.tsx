import { Badge, Box, Container, Flex, Heading, HStack, Link as ChakraLink, List, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { usePageTitle } from "../../../components/usePageTitle";
import { DEVELOPER } from "../about-content";
import { DeveloperAvatar } from "../components/DeveloperAvatar";

// SPEC.md section 2: a static about-the-developer page (profile text, photo, contact details, social links).
export const AboutPage = () => {
  usePageTitle("About");
  return (
    <Container maxW="5xl" py={{ base: "8", md: "12" }}>
      <Heading as="h1" size="3xl" mb="8">
        About the Developer
      </Heading>
      <Flex direction={{ base: "column", md: "row" }} gap={{ base: "6", md: "10" }} align={{ base: "center", md: "start" }}>
        <DeveloperAvatar name={DEVELOPER.name} />
        <Stack gap="4" flex="1">
          <Box>
            <Heading as="h2" size="xl">
              {DEVELOPER.name}
            </Heading>
            <Text color="fg.muted">
              {DEVELOPER.role} · {DEVELOPER.location}
            </Text>
          </Box>
          {DEVELOPER.bio.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <HStack as="ul" listStyleType="none" wrap="wrap" gap="2" aria-label="Skills">
            {DEVELOPER.skills.map((skill) => (
              <li key={skill}>
                <Badge colorPalette="teal" variant="subtle">
                  {skill}
                </Badge>
              </li>
            ))}
          </HStack>
        </Stack>
      </Flex>

      <Flex direction={{ base: "column", md: "row" }} gap="8" mt="12">
        <Box as="section" aria-labelledby="about-contact" flex="1" borderWidth="1px" borderRadius="lg" p="6">
          <Heading as="h2" id="about-contact" size="lg" mb="3">
            Contact details
          </Heading>
          <Stack as="address" fontStyle="normal" gap="2">
            <Text>
              Email: <ChakraLink href={`mailto:${DEVELOPER.email}`} color="teal.fg">{DEVELOPER.email}</ChakraLink>
            </Text>
            <Text>
              Phone:{" "}
              <ChakraLink href={`tel:${DEVELOPER.phone.replace(/\s/g, "")}`} color="teal.fg">
                {DEVELOPER.phone}
              </ChakraLink>
            </Text>
            <Text>Location: {DEVELOPER.location}</Text>
          </Stack>
          <Text mt="4">
            Prefer a form?{" "}
            <ChakraLink asChild color="teal.fg">
              <RouterLink to="/contact">Send a message on the contact page</RouterLink>
            </ChakraLink>
            .
          </Text>
        </Box>
        <Box as="section" aria-labelledby="about-social" flex="1" borderWidth="1px" borderRadius="lg" p="6">
          <Heading as="h2" id="about-social" size="lg" mb="3">
            Find me online
          </Heading>
          <List.Root gap="2" variant="plain">
            {DEVELOPER.social.map((link) => (
              <List.Item key={link.label}>
                <ChakraLink href={link.href} target="_blank" rel="noopener noreferrer" color="teal.fg">
                  {link.label}
                  <Box as="span" srOnly>
                    {" "}
                    (opens in a new tab)
                  </Box>
                </ChakraLink>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Flex>
    </Container>
  );
};
