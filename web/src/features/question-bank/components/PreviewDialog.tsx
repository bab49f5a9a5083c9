import { Button } from "@chakra-ui/react";
import { ModalDialog } from "../../../components/ModalDialog";
import type { BankQuestionVersionFieldsFragment } from "../../../graphql/__generated__/graphql";
import { BankQuestionPreview } from "./BankQuestionPreview";

export type PreviewTarget = { title: string; question: BankQuestionVersionFieldsFragment };

type PreviewDialogProps = {
  // What to show; null keeps the dialog closed.
  target: PreviewTarget | null;
  onClose: () => void;
  // Where the focus goes back to (the button that opened it).
  finalFocusEl?: () => HTMLElement | null;
};

// A question read, never edited: the list's Preview and the history's View.
export const PreviewDialog = ({ target, onClose, finalFocusEl }: PreviewDialogProps) => (
  <ModalDialog
    open={target !== null}
    onClose={onClose}
    title={target?.title ?? ""}
    finalFocusEl={finalFocusEl}
    footer={
      <Button variant="outline" onClick={onClose}>
        Done
      </Button>
    }
  >
    {target && <BankQuestionPreview question={target.question} />}
  </ModalDialog>
);
