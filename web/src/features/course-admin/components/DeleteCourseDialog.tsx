import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useRef } from "react";
import type { AdminCourseFieldsFragment } from "../../../graphql/__generated__/graphql";

type DeleteCourseDialogProps = {
  // The course to delete; null keeps the modal closed.
  course: AdminCourseFieldsFragment | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (course: AdminCourseFieldsFragment) => void;
  // Where the keyboard goes when the modal closes (the deleted course's buttons are gone).
  finalFocusEl: () => HTMLElement | null;
};

// An alert dialog: Cancel takes the focus first, so Enter never deletes by accident.
export const DeleteCourseDialog = ({ course, deleting, onCancel, onConfirm, finalFocusEl }: DeleteCourseDialogProps) => {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={course !== null}
      onOpenChange={(details) => {
        if (!details.open && !deleting) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete Course?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>
                  Are you sure you want to delete <strong>{course?.title}</strong>? Its questions are deleted with it. This action
                  cannot be undone.
                </Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={deleting}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={deleting} loadingText="Deleting..." onClick={() => course && onConfirm(course)}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
