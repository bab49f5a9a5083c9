import { Button, CloseButton, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { ErrorAlert } from "../../../components/ErrorAlert";

type ConfirmDeleteDialogProps = {
  // The chapter's title while open; null when closed.
  itemTitle: string | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  // Where focus goes when the dialog closes (the trigger may be gone after a delete).
  finalFocus: () => HTMLElement | null;
};

// SPEC.md section 2: "Confirm Delete", saying it cannot be undone. Chakra's Dialog traps focus,
// starts on Cancel (the safe choice) and hands focus back on close.
export const ConfirmDeleteDialog = ({ itemTitle, busy, error, onConfirm, onClose, finalFocus }: ConfirmDeleteDialogProps) => {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={itemTitle !== null}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocus}
      placement="center"
      size={{ base: "xs", sm: "md" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Confirm Delete</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  Are you sure you want to delete the chapter &quot;{itemTitle}&quot;? This action cannot be undone.
                </Text>
                {error && <ErrorAlert title={error} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Deleting...">
                Delete
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
