import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";

type SuccessAlertProps = {
  title: ReactNode;
  // More under the title (what happens next).
  children?: ReactNode;
};

// The green box for a done action; role="status", so screen readers announce it politely as it appears.
export const SuccessAlert = ({ title, children }: SuccessAlertProps) => (
  <Alert.Root status="success" role="status">
    <Alert.Indicator />
    {children ? (
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    ) : (
      <Alert.Description>{title}</Alert.Description>
    )}
  </Alert.Root>
);
