import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useAuthContext } from "../../../auth/AuthContext";
import { usePageTitle } from "../../../components/usePageTitle";
import { TutorFigures } from "../components/TutorFigures";
import { TutorTiles } from "../components/TutorTiles";

const capitalise = (name: string | undefined): string => {
  const trimmed = name?.trim() ?? "";
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : "";
};

export const TutorDashboardPage = () => {
  usePageTitle("Tutor Dashboard");
  const { user } = useAuthContext();
  const name = capitalise(user?.name);

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="8">
        <Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="2">
            Tutor Dashboard
          </Heading>
          <Text color="fg.muted">{name ? `Welcome back, ${name}!` : "Welcome back!"} Here is how your teaching is going.</Text>
        </Box>
        <Box as="section" aria-labelledby="tutor-figures-title">
          <Heading as="h2" id="tutor-figures-title" size="lg" mb="4">
            Your Figures
          </Heading>
          <TutorFigures />
        </Box>
        <Box as="section" aria-labelledby="tutor-links-title">
          <Heading as="h2" id="tutor-links-title" size="lg" mb="4">
            Quick Links
          </Heading>
          <TutorTiles />
        </Box>
      </Stack>
    </Container>
  );
};
