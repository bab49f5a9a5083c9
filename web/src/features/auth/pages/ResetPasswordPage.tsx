import { useApolloClient } from "@apollo/client/react";
import { Button, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation, useNavigate, useParams } from "react-router";
import { useAuthContext } from "../../../auth/AuthContext";
import { homePathForRole } from "../../../auth/session-paths";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { NewPasswordField } from "../../../components/form/NewPasswordField";
import { TextField } from "../../../components/form/TextField";
import { useFormFields } from "../../../components/form/useFormFields";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage, hasErrorReason } from "../../../graphql/errors";
import { AuthCard, AuthFooterLink } from "../components/AuthCard";
import { useResetPassword } from "../hooks/useResetPassword";
import { tokenInFragment } from "../link-token";
import { validateNewPassword, type NewPasswordValues } from "../validation";

export const PASSWORD_CHANGED = "Your password has been changed.";

const EMPTY: NewPasswordValues = { password: "", confirmPassword: "" };

// Opened from the link in the reset mail (/reset-password#token={token}, or /reset-password/{token}
// in mails sent before); a success signs in like /login.
export const ResetPasswordPage = () => {
  usePageTitle("Choose a New Password");
  const { hash } = useLocation();
  const token = useParams().token ?? tokenInFragment(hash);
  const auth = useAuthContext();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { resetPassword, loading, error } = useResetPassword();
  const { values, field, submit } = useFormFields<NewPasswordValues>(EMPTY, {
    validate: validateNewPassword,
    disabled: loading,
    required: true,
  });
  // Used, expired or never issued: the form cannot help any more, only a new link can.
  const linkInvalid = hasErrorReason(error, "RESET_LINK_INVALID");

  const handleSubmit = submit(async () => {
    const user = await resetPassword(token, values.password);
    // Opened while signed in (perhaps as someone else): what is cached belongs to that session.
    if (auth.user) await client.clearStore();
    auth.login(user);
    toaster.create({ type: "success", title: PASSWORD_CHANGED });
    // Replaced, so Back does not return to a link that no longer works.
    void navigate(homePathForRole(user.role), { replace: true });
  });

  return (
    <AuthCard title="Choose a New Password" subtitle="Pick a new password for your LearnHub account.">
      <Stack gap="5">
        {linkInvalid ? (
          <ErrorAlert title={getErrorMessage(error)}>
            <Text mt="1">
              Reset links work once, for one hour.{" "}
              <ChakraLink asChild color="teal.fg" fontWeight="medium" textDecoration="underline">
                <RouterLink to="/forgot-password">Request a new link</RouterLink>
              </ChakraLink>
            </Text>
          </ErrorAlert>
        ) : (
          <>
            {error && <ErrorAlert title={getErrorMessage(error)} />}
            <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
              <Stack gap="4">
                <NewPasswordField label="New Password" {...field("password")} />
                <TextField label="Confirm New Password" type="password" autoComplete="new-password" {...field("confirmPassword")} />
                <Button type="submit" colorPalette="teal" width="full" loading={loading} loadingText="Changing Password...">
                  Change Password
                </Button>
              </Stack>
            </form>
          </>
        )}
        <AuthFooterLink to="/login">Back to Log In</AuthFooterLink>
      </Stack>
    </AuthCard>
  );
};
