import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

type MessageDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  role?: "dialog" | "alertdialog";
  // While a request runs, Escape and outside clicks do not close it.
  busy?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
};

// A modal dialog: focus moves in and is trapped, Escape closes it, and focus returns to
// `finalFocusEl` (the button that opened it) afterwards. Full screen on small phones.
export const MessageDialog = ({
  open,
  onClose,
  title,
  children,
  footer,
  role = "dialog",
  busy = false,
  initialFocusEl,
  finalFocusEl,
}: MessageDialogProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={(details) => {
      if (!details.open) onClose();
    }}
    role={role}
    size={{ smDown: "full", sm: "lg" }}
    placement="center"
    scrollBehavior="inside"
    closeOnEscape={!busy}
    closeOnInteractOutside={!busy}
    initialFocusEl={initialFocusEl}
    finalFocusEl={finalFocusEl}
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
          <Dialog.CloseTrigger asChild disabled={busy}>
            <CloseButton size="sm" aria-label="Close" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
