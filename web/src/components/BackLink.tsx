import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

type BackLinkProps = { to: string; label: string; mb?: string };

// A quiet "← label" link at the top of a page (the arrow is not read out).
export const BackLink = ({ to, label, mb }: BackLinkProps) => (
  <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-3" mb={mb}>
    <RouterLink to={to}>
      <span aria-hidden="true">←</span> {label}
    </RouterLink>
  </Button>
);
