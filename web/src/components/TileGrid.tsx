import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

export type Tile = { title: string; description: string; to: string };

// The dashboards' tiles. Each tile is one link (its title); the whole card is clickable and
// shows the focus ring.
export const TileGrid = ({ tiles }: { tiles: readonly Tile[] }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
    {tiles.map((tile) => (
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
