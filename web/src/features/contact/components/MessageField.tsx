import { Field, Textarea } from "@chakra-ui/react";
import { MAX_MESSAGE } from "../validation";

type MessageFieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

export const MessageField = ({ value, onValueChange, error, disabled }: MessageFieldProps) => (
  <Field.Root invalid={Boolean(error)} disabled={disabled} required>
    <Field.Label>Message</Field.Label>
    <Textarea
      name="message"
      rows={6}
      maxLength={MAX_MESSAGE}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      placeholder="How can we help?"
    />
    <Field.ErrorText>{error}</Field.ErrorText>
  </Field.Root>
);
