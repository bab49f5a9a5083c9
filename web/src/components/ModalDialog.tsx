import { CloseButton, Dialog, Portal, type DialogRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

type ModalDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  role?: "dialog" | "alertdialog";
  // While a request runs, Escape, outside clicks and the close button do not close it.
  busy?: boolean;
  // Full screen on small phones unless told otherwise.
  size?: DialogRootProps["size"];
  // Room kept around a dialog that is not full screen on a phone.
  px?: string;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
};

// The app's one modal dialog: focus moves in and is trapped, Escape closes it, and focus returns to
// `finalFocusEl` (the button that opened it) afterwards. Its content is mounted while it is open only.
export const ModalDialog = ({
  open,
  onClose,
  title,
  children,
  footer,
  role = "dialog",
  busy = false,
  size = { smDown: "full", sm: "lg" },
  px,
  initialFocusEl,
  finalFocusEl,
}: ModalDialogProps) => (
  <Dialog.Root
    open={open}
    onOpenChange={(details) => {
      if (!details.open) onClose();
    }}
    role={role}
    size={size}
    placement="center"
    scrollBehavior="inside"
    closeOnEscape={!busy}
    closeOnInteractOutside={!busy}
    initialFocusEl={initialFocusEl}
    finalFocusEl={finalFocusEl}
    lazyMount
    unmountOnExit
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner px={px}>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close" disabled={busy} />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
