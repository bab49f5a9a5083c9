import { Button, HStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

type FormActionsProps = {
  submitLabel: string;
  // The submit button's text while the form is sent ("Creating...").
  busyLabel: string;
  busy: boolean;
  // Cancel leads to a page, or runs this.
  cancel: string | (() => void);
  // Nothing more to send (a success shown while the page moves on).
  done?: boolean;
  // An inline editor (a card or a table row): small buttons, Save first, at the start.
  inline?: boolean;
  // The form submitted, when the buttons sit outside it (a dialog's footer).
  form?: string;
};

// A form's Cancel and submit buttons. Cancel stays usable while a link, and waits for a running
// request while it is a button (it would drop what is being sent).
export const FormActions = ({ submitLabel, busyLabel, busy, cancel, done = false, inline = false, form }: FormActionsProps) => {
  const size = inline ? "sm" : undefined;
  const cancelButton =
    typeof cancel === "string" ? (
      <Button asChild variant="outline" size={size}>
        <RouterLink to={cancel}>Cancel</RouterLink>
      </Button>
    ) : (
      <Button type="button" variant="outline" size={size} onClick={cancel} disabled={busy}>
        Cancel
      </Button>
    );
  const submitButton = (
    <Button type="submit" form={form} colorPalette="teal" size={size} loading={busy} loadingText={busyLabel} disabled={done}>
      {submitLabel}
    </Button>
  );
  return (
    <HStack gap={inline ? "2" : "3"} justify={inline ? "flex-start" : "flex-end"} wrap="wrap">
      {inline ? submitButton : cancelButton}
      {inline ? cancelButton : submitButton}
    </HStack>
  );
};
