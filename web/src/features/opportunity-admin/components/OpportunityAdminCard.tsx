import { Card, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { AdminOpportunityFieldsFragment } from "../../../graphql/__generated__/graphql";
import { OpportunityEditForm } from "./OpportunityEditForm";
import { OpportunityView } from "./OpportunityView";

type OpportunityAdminCardProps = {
  opportunity: AdminOpportunityFieldsFragment;
  now: Date;
  onDelete: (opportunity: AdminOpportunityFieldsFragment) => void;
};

// SPEC.md section 4: an opportunity card goes view -> edit -> save or cancel -> view.
export const OpportunityAdminCard = ({ opportunity, now, onDelete }: OpportunityAdminCardProps) => {
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving edit mode puts focus back on the Edit button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Card.Root as="article" height="full" aria-label={opportunity.title}>
      <Card.Body>
        <Stack gap="4" height="full">
          {editing ? (
            <OpportunityEditForm opportunity={opportunity} onDone={() => setEditing(false)} />
          ) : (
            <OpportunityView
              opportunity={opportunity}
              now={now}
              onEdit={() => setEditing(true)}
              onDelete={() => onDelete(opportunity)}
              editButtonRef={editButtonRef}
            />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
