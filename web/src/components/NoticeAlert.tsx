import { Alert } from "@chakra-ui/react";

type NoticeAlertProps = {
  title: string;
  // "warning": something changed under the viewer (time up, a quiz now locked); "info": how things stand.
  status?: "warning" | "info";
};

// A one-line notice that is neither a failure (ErrorAlert) nor a done action (SuccessAlert).
export const NoticeAlert = ({ title, status = "warning" }: NoticeAlertProps) => (
  <Alert.Root status={status}>
    <Alert.Indicator />
    <Alert.Title>{title}</Alert.Title>
  </Alert.Root>
);
