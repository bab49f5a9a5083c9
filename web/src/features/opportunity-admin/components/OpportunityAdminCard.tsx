import { Card, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { AdminOpportunityFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { toaster } from "../../../components/ui/toaster";
import { useDeleteOpportunity } from "../hooks/useDeleteOpportunity";
import { DELETE_OPPORTUNITY_CONFIRM, DELETE_OPPORTUNITY_ERROR } from "../labels";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { OpportunityEditForm } from "./OpportunityEditForm";
import { OpportunityView } from "./OpportunityView";

type OpportunityAdminCardProps = {
  opportunity: AdminOpportunityFieldsFragment;
  now: Date;
  onDeleted: () => void;
};

// SPEC.md section 4: an opportunity card goes view -> edit -> save or cancel -> view.
export const OpportunityAdminCard = ({ opportunity, now, onDeleted }: OpportunityAdminCardProps) => {
  const [editing, setEditing] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const { remove, loading: deleting } = useDeleteOpportunity();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving edit mode puts focus back on the Edit button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const handleDelete = async () => {
    if (!window.confirm(DELETE_OPPORTUNITY_CONFIRM)) return;
    setDeleteFailure(null);
    try {
      await remove(opportunity.id);
      toaster.create({ type: "success", title: "Opportunity deleted" });
      onDeleted();
    } catch (caught) {
      setDeleteFailure(getErrorMessage(caught, ""));
    }
  };

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
              deleting={deleting}
              onEdit={() => {
                setDeleteFailure(null);
                setEditing(true);
              }}
              onDelete={() => void handleDelete()}
              editButtonRef={editButtonRef}
            />
          )}
          {deleteFailure !== null && !editing && <ErrorAlert title={DELETE_OPPORTUNITY_ERROR} detail={deleteFailure} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
