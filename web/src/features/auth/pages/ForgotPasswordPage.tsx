import { Alert, Box, Button, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useState, type SubmitEvent } from "react";
import { Link as RouterLink } from "react-router";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { TextField } from "../../../components/form/TextField";
import { useFormFields } from "../../../components/form/useFormFields";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage } from "../../../graphql/errors";
import { AuthCard } from "../components/AuthCard";
import { useRequestPasswordReset } from "../hooks/useRequestPasswordReset";
import { validateForgotPassword, type ForgotPasswordValues } from "../validation";

// The same words whether or not an account uses the address: the page must not tell which.
export const resetLinkSentText = (email: string): string =>
  `If an account uses ${email}, a link to choose a new password is on its way. The link is valid for one hour.`;

export const ForgotPasswordPage = () => {
  usePageTitle("Forgot Password");
  const { requestReset, loading, error, reset } = useRequestPasswordReset();
  const { values, field, submit } = useFormFields<ForgotPasswordValues>(
    { email: "" },
    { validate: validateForgotPassword, disabled: loading, required: true },
  );
  // The address the last link was requested for; null until a request went through.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = submit(async () => {
    const email = values.email.trim();
    await requestReset(email);
    setSentTo(email);
  });
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    reset();
    setSentTo(null);
    void send(event);
  };

  return (
    <AuthCard title="Forgot Your Password?" subtitle="Enter the email of your account and we will send you a link to choose a new password.">
      <Stack gap="5">
        {/* Always in the page, so screen readers announce the confirmation when it appears. */}
        <Box aria-live="polite" aria-atomic="true">
          {sentTo && (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Check your email</Alert.Title>
                <Alert.Description>
                  <Text>{resetLinkSentText(sentTo)}</Text>
                  <ChakraLink asChild color="teal.fg" fontWeight="medium" display="inline-block" mt="2">
                    <RouterLink to="/login">Back to Log In</RouterLink>
                  </ChakraLink>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Box>
        {error && <ErrorAlert title={getErrorMessage(error)} />}
        <form onSubmit={handleSubmit} noValidate aria-label="Request a password reset link">
          <Stack gap="4">
            <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
            <Button type="submit" colorPalette="teal" width="full" loading={loading} loadingText="Sending...">
              {sentTo ? "Send Another Link" : "Send Reset Link"}
            </Button>
          </Stack>
        </form>
        <Text textAlign="center">
          <ChakraLink asChild color="teal.fg">
            <RouterLink to="/login">Remembered your password? Log In</RouterLink>
          </ChakraLink>
        </Text>
      </Stack>
    </AuthCard>
  );
};
