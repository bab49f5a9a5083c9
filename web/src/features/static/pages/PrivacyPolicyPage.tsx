import { Box, Container, Heading, Link as ChakraLink, List, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { usePageTitle } from "../../../components/usePageTitle";
import {
  PRIVACY_POLICY_DATE,
  PRIVACY_POLICY_DATE_ISO,
  PRIVACY_POLICY_INTRO,
  PRIVACY_POLICY_SECTIONS,
} from "../privacy-policy-content";

// SPEC.md section 2: static text with 12 numbered sections, dated July 01, 2025.
export const PrivacyPolicyPage = () => {
  usePageTitle("Privacy Policy");
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <Box as="header">
          <Heading as="h1" size="3xl" mb="2">
            Privacy Policy
          </Heading>
          <Text color="fg.muted">
            Last updated: <time dateTime={PRIVACY_POLICY_DATE_ISO}>{PRIVACY_POLICY_DATE}</time>
          </Text>
        </Box>
        {PRIVACY_POLICY_INTRO.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        <Box as="nav" aria-label="Privacy policy contents" borderWidth="1px" borderRadius="lg" p="5" bg="bg.subtle">
          <List.Root as="ol" ps="5" gap="1">
            {PRIVACY_POLICY_SECTIONS.map((section) => (
              <List.Item key={section.id}>
                <ChakraLink href={`#${section.id}`} color="teal.fg">
                  {section.title}
                </ChakraLink>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        {PRIVACY_POLICY_SECTIONS.map((section, index) => (
          <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} scrollMarginTop="20">
            <Heading as="h2" id={`${section.id}-title`} size="xl" mb="3">
              {index + 1}. {section.title}
            </Heading>
            <Stack gap="3">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.points && (
                <List.Root ps="5" gap="1">
                  {section.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List.Root>
              )}
              {section.id === "contact" && (
                <Text>
                  <ChakraLink asChild color="teal.fg">
                    <RouterLink to="/contact">Go to the contact page</RouterLink>
                  </ChakraLink>
                </Text>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
};
