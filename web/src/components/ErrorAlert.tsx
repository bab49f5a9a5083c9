import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";

type ErrorAlertProps = {
  // What failed: SPEC.md's message.
  title: ReactNode;
  // The server's reason, shown below the title when it says something more.
  detail?: string | null;
  // More below the title (links, hints).
  children?: ReactNode;
  mt?: string;
  mb?: string;
};

/**
 * The red box for a failure, one for the whole app; role="alert" so screen readers announce it
 * as it appears.
 */
export function ErrorAlert({ title, detail, children, mt, mb }: ErrorAlertProps) {
  const reason = detail && detail !== title ? detail : null;
  return (
    <Alert.Root status="error" role="alert" mt={mt} mb={mb}>
      <Alert.Indicator />
      {reason || children ? (
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {reason && <Alert.Description>{reason}</Alert.Description>}
          {children}
        </Alert.Content>
      ) : (
        <Alert.Description>{title}</Alert.Description>
      )}
    </Alert.Root>
  );
}
