import { Box, Heading, HStack } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

// One part of the community page: a region named by its heading, with an action beside it.
export const CommunityPanel = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="lg" p="6" bg="bg">
      <HStack justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
        <Heading as="h2" id={titleId} size="lg">
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Box>
  );
};

// An item of a panel's list (a post, an opportunity): its title, then what it says.
export const CommunityCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box borderWidth="1px" borderRadius="md" p="4">
    <Heading as="h3" size="md" mb="1">
      {title}
    </Heading>
    {children}
  </Box>
);
