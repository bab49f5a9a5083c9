import { Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { FormActions } from "../../../components/form/FormActions";
import { ModalDialog } from "../../../components/ModalDialog";
import { toaster } from "../../../components/ui/toaster";
import type { AdminContactMessageFieldsFragment, AdminContactReplyFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { assertUnreachable } from "../../../lib/assert-unreachable";
import { useReplyToMessage } from "../hooks/useReplyToMessage";
import {
  deliveryToastId,
  MAX_REPLY,
  REPLY_ERROR,
  REPLY_NOT_DELIVERED,
  REPLY_REQUIRED,
  REPLY_SAVED,
  REPLY_SENT,
  replyFailedText,
  replyQueuedText,
  replySentText,
} from "../labels";

type ReplyDialogProps = {
  message: AdminContactMessageFieldsFragment | undefined;
  open: boolean;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
};

const FORM_ID = "contact-reply-form";

// The e-mail goes out from a queue: "sent" only once the answer says so.
const announceReply = (email: string, created: AdminContactReplyFieldsFragment | undefined): void => {
  const status = created?.deliveryStatus;
  const id = created ? deliveryToastId(created.id) : undefined;
  switch (status) {
    case "SENT":
      toaster.create({ id, type: "success", title: REPLY_SENT, description: `${replySentText(email)}.` });
      return;
    case "FAILED":
      toaster.create({ id, type: "error", title: REPLY_NOT_DELIVERED, description: replyFailedText(email, created?.deliveryError) });
      return;
    case "QUEUED":
    case undefined:
      toaster.create({ id, type: "success", title: REPLY_SAVED, description: replyQueuedText(email) });
      return;
    default:
      assertUnreachable(status);
  }
};

// Stores a reply (queued by the API for e-mailing to the sender) and marks the message replied.
export const ReplyDialog = ({ message, open, onClose, finalFocusEl }: ReplyDialogProps) => {
  const { reply, loading } = useReplyToMessage();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // Each opening starts with an empty form.
  useEffect(() => {
    if (!open) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the dialog stays mounted while closed; each opening clears it
    setBody("");
    setError(undefined);
  }, [open, message?.id]);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message) return;
    const trimmed = body.trim();
    if (!trimmed) {
      setError(REPLY_REQUIRED);
      textareaRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      announceReply(message.email, await reply(message.id, trimmed));
      onClose();
    } catch (caught) {
      setError(getFieldErrors(caught).reply ?? getErrorMessage(caught, REPLY_ERROR));
    }
  };

  return (
    <ModalDialog
      open={open && message !== undefined}
      onClose={onClose}
      title={message ? `Reply to ${message.name}` : "Reply"}
      busy={loading}
      initialFocusEl={() => textareaRef.current}
      finalFocusEl={finalFocusEl}
      footer={<FormActions submitLabel="Send Reply" busyLabel="Sending..." busy={loading} cancel={onClose} form={FORM_ID} />}
    >
      {message && (
        <form id={FORM_ID} noValidate onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="4">
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">
                Their message
              </Text>
              <Text lineClamp={3} whiteSpace="pre-line" wordBreak="break-word" fontStyle="italic">
                {message.message}
              </Text>
            </Stack>
            <Field.Root invalid={Boolean(error)} disabled={loading} required>
              <Field.Label>
                Your Reply
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                ref={textareaRef}
                name="reply"
                rows={6}
                maxLength={MAX_REPLY}
                value={body}
                onChange={(event) => {
                  setBody(event.target.value);
                  setError(undefined);
                }}
              />
              <Field.HelperText>The reply is e-mailed to {message.email}.</Field.HelperText>
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </form>
      )}
    </ModalDialog>
  );
};
