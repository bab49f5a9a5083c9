import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

type Tile = { title: string; description: string; to: string };

// SPEC.md section 2: the tutor dashboard's tiles.
export const TUTOR_TILES: readonly Tile[] = [
  { title: "Create Activity", description: "Post new study material for your learners.", to: "/create-activity" },
  { title: "Manage Activities", description: "Open your activities to add chapters and quizzes.", to: "/manage-activity" },
  { title: "Create Course", description: "Start a new course with its question set.", to: "/create-course" },
  { title: "Manage Courses", description: "Edit, review or remove existing courses.", to: "/manage-courses" },
  { title: "Add Past Paper", description: "Upload a test or exam as a PDF.", to: "/add-paper" },
  { title: "Manage Papers", description: "Review and remove uploaded past papers.", to: "/manage-papers" },
];

// Each tile is one link (its title); the whole card is clickable and shows the focus ring.
export const TutorTiles = () => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
    {TUTOR_TILES.map((tile) => (
      <li key={tile.to}>
        <LinkBox
          as="article"
          height="full"
          borderRadius="lg"
          _hover={{ shadow: "md" }}
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
