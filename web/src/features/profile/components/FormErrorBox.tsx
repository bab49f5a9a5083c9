import { Alert } from "@chakra-ui/react";

// A red error box; role="alert" so screen readers announce it.
export const FormErrorBox = ({ message }: { message: string }) => (
  <Alert.Root status="error" role="alert">
    <Alert.Indicator />
    <Alert.Description>{message}</Alert.Description>
  </Alert.Root>
);
