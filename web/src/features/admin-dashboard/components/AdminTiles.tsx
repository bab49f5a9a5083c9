import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

type Tile = { title: string; description: string; to: string };

// SPEC.md section 2: the admin dashboard's tiles, in the order given there.
export const ADMIN_TILES: readonly Tile[] = [
  { title: "Add Paper", description: "Upload a new past paper with its PDF.", to: "/add-paper" },
  { title: "Create Course", description: "Start a new course and add its questions.", to: "/create-course" },
  { title: "Manage Courses", description: "Search, edit and delete courses.", to: "/manage-courses" },
  { title: "Manage Papers", description: "Review and delete past papers.", to: "/manage-papers" },
  { title: "Manage Opportunities", description: "Edit and delete bursaries, hackathons and jobs.", to: "/opportunity" },
  { title: "Add Opportunity", description: "Post a new bursary, hackathon, internship or job.", to: "/add-opportunity" },
  { title: "Contact Messages", description: "Read, reply to and delete contact messages.", to: "/contact-messages" },
  { title: "User Management", description: "Edit accounts, change roles and delete users.", to: "/user-management" },
];

// Each tile is one link (its title); the whole card is clickable and shows the focus ring.
export const AdminTiles = () => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
    {ADMIN_TILES.map((tile) => (
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
