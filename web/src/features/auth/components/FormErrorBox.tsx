import { Alert } from "@chakra-ui/react";

// The red error box for a server message; role="alert" so screen readers announce it.
export const FormErrorBox = ({ message }: { message: string }) => (
  <Alert.Root status="error" role="alert">
    <Alert.Indicator />
    <Alert.Description>{message}</Alert.Description>
  </Alert.Root>
);
