import { Stack } from "@chakra-ui/react";
import type { SubmitEvent, KeyboardEvent, ReactNode } from "react";
import { ErrorAlert } from "../ErrorAlert";
import { FormActions } from "./FormActions";

type InlineEditFormProps = {
  // The form's name for screen readers ("Edit Ada Lovelace").
  label: string;
  busy: boolean;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  onCancel: () => void;
  // SPEC.md's message for a failed save, with the server's reason under it.
  failureTitle: string;
  failure: string | null;
  children: ReactNode;
};

// The edit mode of a card or a table row (SPEC.md section 4: view -> edit -> save or cancel -> view):
// its fields, the failure, Save and Cancel; Escape cancels too while nothing is being saved.
export const InlineEditForm = ({ label, busy, onSubmit, onCancel, failureTitle, failure, children }: InlineEditFormProps) => {
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape" && !busy) {
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    // Escape in any of the form's fields cancels the edit: the keys come from those fields.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <form noValidate onSubmit={(event) => void onSubmit(event)} onKeyDown={handleKeyDown} aria-label={label}>
      <Stack gap="4" py="2">
        {children}
        {failure !== null && <ErrorAlert title={failureTitle} detail={failure} />}
        <FormActions submitLabel="Save" busyLabel="Saving..." busy={busy} cancel={onCancel} inline />
      </Stack>
    </form>
  );
};
