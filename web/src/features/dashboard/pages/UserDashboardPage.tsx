import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useAuthContext } from "../../../auth/AuthContext";
import { usePageTitle } from "../../../components/usePageTitle";
import { DashboardTiles } from "../components/DashboardTiles";
import { LearnerFigures } from "../components/LearnerFigures";

// SPEC.md section 2: the welcome uses the user's name, or "User" when there is none.
export const welcomeName = (name: string | undefined): string => {
  const trimmed = name?.trim() ?? "";
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : "User";
};

export const UserDashboardPage = () => {
  usePageTitle("My Dashboard");
  const { user } = useAuthContext();

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="8">
        <Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="2">
            Welcome, {welcomeName(user?.name)}!
          </Heading>
          <Text color="fg.muted">Pick up where you left off or explore something new.</Text>
        </Box>
        <Box as="section" aria-labelledby="dashboard-progress-title">
          <Heading as="h2" id="dashboard-progress-title" size="lg" mb="4">
            Your Progress
          </Heading>
          <LearnerFigures />
        </Box>
        <Box as="section" aria-labelledby="dashboard-links-title">
          <Heading as="h2" id="dashboard-links-title" size="lg" mb="4">
            Quick Links
          </Heading>
          <DashboardTiles />
        </Box>
      </Stack>
    </Container>
  );
};
