import { Box, Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useDisclosure } from "./useDisclosure";

type DisclosurePanelProps = {
  // The button's text ("Insight").
  label: string;
  // The region's name for screen readers ("Insight: Types basics").
  regionLabel: string;
  // Rendered only while open: what it loads is asked for once the panel is opened.
  children: ReactNode;
};

// A disclosure below a rule, on a card: a button that shows and hides a named region under it.
export const DisclosurePanel = ({ label, regionLabel, children }: DisclosurePanelProps) => {
  const { open, toggle, region } = useDisclosure();
  return (
    <Box borderTopWidth="1px" pt="3">
      <Button variant="ghost" size="sm" ms="-3" {...toggle}>
        <span aria-hidden="true">{open ? "▾" : "▸"}</span>
        {label}
      </Button>
      <Box {...region} role="region" aria-label={regionLabel} pt={open ? "3" : "0"}>
        {open && children}
      </Box>
    </Box>
  );
};
