import { HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

// The detail page's ways back (SPEC.md section 2).
export const OpportunityNav = () => (
  <HStack as="nav" aria-label="Opportunity navigation" gap="6" wrap="wrap">
    <Link asChild color="teal.fg">
      <RouterLink to="/community">Back to Community</RouterLink>
    </Link>
    <Link asChild color="teal.fg">
      <RouterLink to="/connections">All Opportunities</RouterLink>
    </Link>
  </HStack>
);
