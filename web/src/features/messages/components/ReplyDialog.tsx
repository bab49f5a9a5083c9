import { Button, Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toaster } from "../../../components/ui/toaster";
import type { AdminContactMessageFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { useReplyToMessage } from "../hooks/useReplyToMessage";
import { MAX_REPLY, REPLY_ERROR, REPLY_REQUIRED, REPLY_SENT } from "../labels";
import { MessageDialog } from "./MessageDialog";

type ReplyDialogProps = {
  message: AdminContactMessageFieldsFragment | undefined;
  open: boolean;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
};

const FORM_ID = "contact-reply-form";

// Stores a reply (e-mailed to the sender by the API) and marks the message replied.
export const ReplyDialog = ({ message, open, onClose, finalFocusEl }: ReplyDialogProps) => {
  const { reply, loading } = useReplyToMessage();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // Each opening starts with an empty form.
  useEffect(() => {
    if (!open) return;
    setBody("");
    setError(undefined);
  }, [open, message?.id]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
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
      await reply(message.id, trimmed);
      toaster.create({ type: "success", title: REPLY_SENT, description: `Your reply was sent to ${message.email}.` });
      onClose();
    } catch (caught) {
      setError(getFieldErrors(caught).reply ?? getErrorMessage(caught, REPLY_ERROR));
    }
  };

  return (
    <MessageDialog
      open={open && message !== undefined}
      onClose={onClose}
      title={message ? `Reply to ${message.name}` : "Reply"}
      busy={loading}
      initialFocusEl={() => textareaRef.current}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} colorPalette="teal" loading={loading} loadingText="Sending...">
            Send Reply
          </Button>
        </>
      }
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
    </MessageDialog>
  );
};
