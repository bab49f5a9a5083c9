import { Card, Heading, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { EntryControls, type EntryPlacement } from "./EntryControls";

type EntryCardProps = {
  // Names the card's heading: `${id}-title`.
  id: string;
  // The card itself carries the id and takes focus (a link to a message about the whole entry lands on it).
  focusable?: boolean;
  title: string;
  // How its buttons name the entry to screen readers ("question 3", "slot 4").
  name: string;
  removeLabel: string;
  placement: EntryPlacement;
  gap: "3" | "4";
  children: ReactNode;
};

// A bank question's or a random draw's card in the quiz's list: its heading and the buttons that move
// or remove it, then what the entry shows.
export const EntryCard = ({ id, focusable = false, title, name, removeLabel, placement: { controlsId, ...controls }, gap, children }: EntryCardProps) => (
  <Card.Root as="section" variant="outline" aria-labelledby={`${id}-title`} {...(focusable ? { id, tabIndex: -1 } : {})}>
    <Card.Body gap={gap} p={{ base: "4", md: "6" }}>
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id={`${id}-title`}>
          {title}
        </Heading>
        <EntryControls id={controlsId} name={name} removeLabel={removeLabel} {...controls} />
      </HStack>
      {children}
    </Card.Body>
  </Card.Root>
);
