import { Button, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { toaster } from "../../../components/ui/toaster";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { useChangePassword } from "../hooks/useChangePassword";
import {
  hasErrors,
  PASSWORD_FIELDS,
  PASSWORD_MIN_LENGTH,
  pickFieldErrors,
  validatePassword,
  type FormErrors,
  type PasswordValues,
} from "../validation";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { FormField } from "./FormField";

const EMPTY: PasswordValues = { currentPassword: "", newPassword: "" };

// The change-password form. The API signs out every other session and returns a fresh token,
// which becomes the session's so this browser stays signed in.
export const AccountSecurity = () => {
  const { changePassword, loading } = useChangePassword();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<PasswordValues>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const setValue = (field: keyof PasswordValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePassword(values);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    try {
      await changePassword(values);
      setValues(EMPTY);
      toaster.create({
        type: "success",
        title: "Password changed",
        description: "Your other sessions have been signed out.",
        closable: true,
      });
    } catch (caught) {
      const fieldErrors = pickFieldErrors<PasswordValues>(getFieldErrors(caught), PASSWORD_FIELDS);
      setErrors(fieldErrors);
      // A message tied to a field shows under it; anything else goes in the red box.
      if (!hasErrors(fieldErrors)) setFailure(getErrorMessage(caught, "An error occurred. Please try again."));
    }
  };

  const field = (name: keyof PasswordValues) => ({
    name,
    type: "password",
    required: true,
    disabled: loading,
    value: values[name],
    onValueChange: setValue(name),
    error: errors[name],
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="4" maxW="md">
        <Text color="fg.muted" textStyle="sm">
          Changing your password signs you out on every other device.
        </Text>
        {failure && <ErrorAlert title={failure} />}
        <FormField label="Current Password" autoComplete="current-password" {...field("currentPassword")} />
        <FormField
          label="New Password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          helperText="Minimum 6 characters"
          {...field("newPassword")}
        />
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={loading} loadingText="Changing Password...">
          Change Password
        </Button>
      </Stack>
    </form>
  );
};
