import { Alert } from "@chakra-ui/react";

type ErrorNoteProps = { title: string; detail?: string };

// A failed action: SPEC.md's message, with the server's reason below it when it gives one.
export const ErrorNote = ({ title, detail }: ErrorNoteProps) => (
  <Alert.Root status="error" role="alert">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>{title}</Alert.Title>
      {detail && detail !== title && <Alert.Description>{detail}</Alert.Description>}
    </Alert.Content>
  </Alert.Root>
);
