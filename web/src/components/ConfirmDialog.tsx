import { Button, Dialog, Stack } from "@chakra-ui/react";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { getErrorMessage } from "../graphql/errors";
import { ErrorAlert } from "./ErrorAlert";
import { ModalDialog } from "./ModalDialog";

type ConfirmDialogProps<T> = {
  // What the action is about; null keeps the dialog closed.
  target: T | null;
  // "Delete Course?", "Confirm Delete": SPEC.md's words where it gives them.
  title: string;
  // The question, saying what goes and that it cannot be undone.
  question: (target: T) => ReactNode;
  // Runs the action. Resolving closes the dialog; throwing keeps it open with `failure` (and the
  // server's reason when it says more), so the action can be tried again or cancelled.
  onConfirm: (target: T) => Promise<unknown>;
  // SPEC.md's message for a failed action.
  failure: string;
  // Cancel, Escape, the close button, or the action done.
  onClose: () => void;
  confirmLabel?: string;
  busyLabel?: string;
  // Where focus goes once it closes (the control that opened it, or a heading once that is gone).
  finalFocusEl?: () => HTMLElement | null;
};

// The one confirmation before every destructive action: an alert dialog that starts on Cancel (the
// safe choice, so Enter never deletes by accident), traps focus, closes on Escape, shows a busy
// confirm button while the action runs and the failure inside itself.
export const ConfirmDialog = <T,>({
  target,
  title,
  question,
  onConfirm,
  failure,
  onClose,
  confirmLabel = "Delete",
  busyLabel = "Deleting...",
  finalFocusEl,
}: ConfirmDialogProps<T>) => {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  // The server's reason of the last failure ("" when it gives none); null when nothing failed.
  const [reason, setReason] = useState<string | null>(null);
  // The question stays readable while the dialog fades out after its target is cleared.
  const [shown, setShown] = useState<T | null>(target);
  if (target !== null && target !== shown) setShown(target);

  const close = () => {
    if (running.current) return;
    setReason(null);
    onClose();
  };

  const confirm = async () => {
    // A second click while the action runs does not run it again.
    if (running.current || target === null) return;
    running.current = true;
    setBusy(true);
    setReason(null);
    try {
      await onConfirm(target);
      running.current = false;
      setBusy(false);
      onClose();
    } catch (caught) {
      running.current = false;
      setBusy(false);
      setReason(getErrorMessage(caught, ""));
    }
  };

  return (
    <ModalDialog
      role="alertdialog"
      open={target !== null}
      onClose={close}
      title={title}
      busy={busy}
      size={{ base: "xs", sm: "md" }}
      px="4"
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={() => void confirm()} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Dialog.Description>{shown !== null && question(shown)}</Dialog.Description>
        {reason !== null && <ErrorAlert title={failure} detail={reason} />}
      </Stack>
    </ModalDialog>
  );
};

// What a page keeps for its confirmation: the item asked about, and the control that asked, to
// hand focus back to (or `fallback`, a heading or search box, once a delete took that control away).
export const useConfirm = <T,>(fallback: () => HTMLElement | null) => {
  const [target, setTarget] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Stable, so memoized rows that receive it do not render again.
  const ask = useCallback((item: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTarget(item);
  }, []);

  return {
    target,
    ask,
    dialog: {
      target,
      onClose: () => setTarget(null),
      finalFocusEl: () => (opener.current?.isConnected ? opener.current : fallback()),
    },
  };
};
