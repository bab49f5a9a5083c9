import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

type Tile = { title: string; description: string; to: string };

// SPEC.md section 2: the user dashboard's tiles.
export const DASHBOARD_TILES: readonly Tile[] = [
  { title: "My Profile", description: "View and update your personal details.", to: "/profile" },
  { title: "Activities", description: "Browse study activities posted by tutors.", to: "/activity" },
  { title: "My Quiz Results", description: "Review every quiz attempt and its score.", to: "/quiz/results" },
  { title: "Past Papers", description: "Practise with past tests, exams and assignments.", to: "/papers" },
  { title: "Opportunities", description: "Find bursaries, hackathons, internships and jobs.", to: "/connections" },
  { title: "Free Books", description: "Search free programming books to read or download.", to: "/books" },
];

// Each tile is one link (its title); the whole card is clickable and shows the focus ring.
export const DashboardTiles = () => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
    {DASHBOARD_TILES.map((tile) => (
      <li key={tile.to}>
        <LinkBox
          as="article"
          height="full"
          borderRadius="lg"
          _hover={{ shadow: "md", borderColor: "teal.muted" }}
          _focusWithin={{ outline: "2px solid", outlineColor: "teal.focusRing", outlineOffset: "2px" }}
        >
          <Card.Root height="full" variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                <LinkOverlay asChild _focusVisible={{ outline: "none" }}>
                  <RouterLink to={tile.to}>{tile.title}</RouterLink>
                </LinkOverlay>
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {tile.description}
              </Text>
            </Card.Body>
          </Card.Root>
        </LinkBox>
      </li>
    ))}
  </SimpleGrid>
);
