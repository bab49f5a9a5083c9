import { Box, Link as ChakraLink, Container, Heading, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { ReactNode } from "react";

type AuthCardProps = { title: string; subtitle: string; children: ReactNode };

// The shared frame of the login and signup screens.
export const AuthCard = ({ title, subtitle, children }: AuthCardProps) => (
  <Container maxW="md" py={{ base: "8", md: "16" }}>
    <Box as="section" aria-labelledby="auth-title" borderWidth="1px" borderRadius="xl" p={{ base: "6", md: "8" }} bg="bg" shadow="sm">
      <Heading as="h1" id="auth-title" size="2xl" textAlign="center" mb="2">
        {title}
      </Heading>
      <Text textAlign="center" color="fg.muted" mb="6">
        {subtitle}
      </Text>
      {children}
    </Box>
  </Container>
);

// The centred link under an auth screen's content ("Back to Log In", "Already have an account? Log In").
export const AuthFooterLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Text textAlign="center">
    <ChakraLink asChild color="teal.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </ChakraLink>
  </Text>
);
