import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useAuthContext } from "../../../auth/AuthContext";
import { usePageTitle } from "../../../components/usePageTitle";
import { AdminFigures } from "../components/AdminFigures";
import { AdminTiles, DeveloperTiles } from "../components/AdminTiles";

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export const AdminDashboardPage = () => {
  usePageTitle("Admin Dashboard");
  const { user } = useAuthContext();
  const name = user?.name.trim() ? capitalise(user.name.trim()) : "Admin";

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="8">
        <Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="2">
            Admin Dashboard
          </Heading>
          <Text color="fg.muted">Welcome back, {name}. Here is how the platform is doing.</Text>
        </Box>
        <Box as="section" aria-labelledby="admin-figures-title">
          <Heading as="h2" id="admin-figures-title" size="lg" mb="4">
            Platform Overview
          </Heading>
          <AdminFigures />
        </Box>
        <Box as="section" aria-labelledby="admin-links-title">
          <Heading as="h2" id="admin-links-title" size="lg" mb="4">
            Quick Links
          </Heading>
          <AdminTiles />
        </Box>
        <Box as="section" aria-labelledby="admin-developer-title">
          <Heading as="h2" id="admin-developer-title" size="lg" mb="4">
            Developer Tools
          </Heading>
          <DeveloperTiles />
        </Box>
      </Stack>
    </Container>
  );
};
