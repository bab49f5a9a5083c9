import { Container, Heading, Text } from "@chakra-ui/react";
import { usePageTitle } from "./usePageTitle";
import { LinkButton } from "./LinkButton";

export const NotFoundPage = () => {
  usePageTitle("Page Not Found");
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        Page Not Found
      </Heading>
      <Text color="fg.muted" mb="6">
        The page you are looking for does not exist or has moved.
      </Text>
      <LinkButton to="/">Back to home</LinkButton>
    </Container>
  );
};
