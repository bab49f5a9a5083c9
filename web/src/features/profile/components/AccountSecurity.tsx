import { Button, Stack, Text } from "@chakra-ui/react";
import { toaster } from "../../../components/ui/toaster";
import { getErrorMessage } from "../../../graphql/errors";
import { useChangePassword } from "../hooks/useChangePassword";
import { validatePassword, type PasswordValues } from "../validation";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { NewPasswordField } from "../../../components/form/NewPasswordField";
import { TextField } from "../../../components/form/TextField";
import { useFormFields } from "../../../components/form/useFormFields";
import { hasErrors } from "../../../lib/forms";

const EMPTY: PasswordValues = { currentPassword: "", newPassword: "" };

// The change-password form. The API signs out every other session and returns a fresh token,
// which becomes the session's so this browser stays signed in.
export const AccountSecurity = () => {
  const { changePassword, loading } = useChangePassword();
  const { values, setValues, failure, field, submit } = useFormFields<PasswordValues>(EMPTY, {
    validate: validatePassword,
    disabled: loading,
    required: true,
  });

  const handleSubmit = submit(
    async () => {
      await changePassword(values);
      setValues(EMPTY);
      toaster.create({
        type: "success",
        title: "Password changed",
        description: "Your other sessions have been signed out.",
        closable: true,
      });
    },
    // A message tied to a field shows under it; anything else goes in the red box.
    (caught, fieldErrors) => (hasErrors(fieldErrors) ? null : getErrorMessage(caught, "An error occurred. Please try again.")),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="4" maxW="md">
        <Text color="fg.muted" textStyle="sm">
          Changing your password signs you out on every other device.
        </Text>
        {failure && <ErrorAlert title={failure} />}
        <TextField label="Current Password" type="password" autoComplete="current-password" requiredMark {...field("currentPassword")} />
        <NewPasswordField label="New Password" requiredMark {...field("newPassword")} />
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading} loadingText="Changing Password...">
          Change Password
        </Button>
      </Stack>
    </form>
  );
};
