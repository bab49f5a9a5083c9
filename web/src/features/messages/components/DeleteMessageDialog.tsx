import { Button, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { toaster } from "../../../components/ui/toaster";
import type { AdminContactMessageFieldsFragment } from "../../../graphql/__generated__/graphql";
import { useDeleteMessage } from "../hooks/useDeleteMessage";
import { DELETE_MESSAGE_ERROR, MESSAGE_DELETED } from "../labels";
import { MessageDialog } from "./MessageDialog";
import { ErrorAlert } from "../../../components/ErrorAlert";

type DeleteMessageDialogProps = {
  message: AdminContactMessageFieldsFragment | undefined;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
  finalFocusEl: () => HTMLElement | null;
};

// SPEC.md section 2: the confirmation panel, then Confirm Delete with a Deleting... state.
export const DeleteMessageDialog = ({ message, open, onClose, onDeleted, finalFocusEl }: DeleteMessageDialogProps) => {
  const { remove, loading } = useDeleteMessage();
  const [failed, setFailed] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) setFailed(false);
  }, [open, message?.id]);

  const handleConfirm = async () => {
    if (!message) return;
    setFailed(false);
    try {
      await remove(message.id);
      toaster.create({ type: "success", title: MESSAGE_DELETED });
      onDeleted();
    } catch {
      setFailed(true);
    }
  };

  return (
    <MessageDialog
      open={open && message !== undefined}
      onClose={onClose}
      role="alertdialog"
      title="Delete Message?"
      busy={loading}
      // The safe choice has focus first.
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={() => void handleConfirm()} loading={loading} loadingText="Deleting...">
            Confirm Delete
          </Button>
        </>
      }
    >
      {message && (
        <>
          <Text>
            Are you sure you want to delete the message from {message.name}? This action cannot be undone.
          </Text>
          {failed && (
            <ErrorAlert title={DELETE_MESSAGE_ERROR} mt="4" />
          )}
        </>
      )}
    </MessageDialog>
  );
};
