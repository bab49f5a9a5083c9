import { Alert } from "@chakra-ui/react";

// Not a failure: where mail goes out through SMTP_URL, the API keeps none and says so.
export const MailboxOff = ({ message }: { message: string }) => (
  <Alert.Root status="info" role="status">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>{message}</Alert.Title>
      <Alert.Description>E-mails go to their recipients' inboxes, so there is nothing to show here.</Alert.Description>
    </Alert.Content>
  </Alert.Root>
);
