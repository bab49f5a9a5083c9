import { Container, Heading, Text } from "@chakra-ui/react";
import { usePageTitle } from "./usePageTitle";

type PlaceholderPageProps = { title: string };

// Stands in for screens delivered by later issues; the route and its guard are already final.
export const PlaceholderPage = ({ title }: PlaceholderPageProps) => {
  usePageTitle(title);
  return (
    <Container maxW="5xl" py="10">
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <Text color="fg.muted">This screen is coming soon.</Text>
    </Container>
  );
};
