import { Badge, Box, Heading, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

type FlashCardHeaderProps = { headingId: string; category: string; children: ReactNode };

// A flash card's top line (course viewer and practice): its heading, which names the card, and its category.
export const FlashCardHeader = ({ headingId, category, children }: FlashCardHeaderProps) => (
  <HStack justify="space-between" align="center" wrap="wrap" gap="2">
    <Heading as="h2" size="md" id={headingId}>
      {children}
    </Heading>
    <Badge colorPalette="purple" variant="subtle">
      <Box as="span" srOnly>
        Category:{" "}
      </Box>
      {category}
    </Badge>
  </HStack>
);
