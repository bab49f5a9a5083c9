import { Badge, Link as ChakraLink } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

type CountNavLinkProps = {
  to: string;
  // The words shown, then the count's badge (none at 0).
  children: ReactNode;
  count: number;
  // Starts with the text shown, words then count (WCAG 2.5.3, axe's label-content-name-mismatch): "Due today 3 cards".
  label: string;
  onClick?: () => void;
};

// A navigation list item with a count beside its words: "Due today 3", "Grading 2".
export const CountNavLink = ({ to, children, count, label, onClick }: CountNavLinkProps) => (
  <li>
    <ChakraLink
      asChild
      fontWeight="medium"
      color="fg"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      _hover={{ color: "teal.fg", textDecoration: "none" }}
    >
      <RouterLink to={to} aria-label={label} onClick={onClick}>
        {children}{" "}
        {count > 0 && (
          <Badge colorPalette="orange" variant="solid" borderRadius="full">
            {count}
          </Badge>
        )}
      </RouterLink>
    </ChakraLink>
  </li>
);
