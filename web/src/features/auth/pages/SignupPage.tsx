import { Alert, Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage } from "../../../graphql/errors";
import { AuthCard, AuthFooterLink } from "../components/AuthCard";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { NewPasswordField } from "../../../components/form/NewPasswordField";
import { TextField } from "../../../components/form/TextField";
import { useFormFields } from "../../../components/form/useFormFields";
import { useSignup } from "../hooks/useSignup";
import { validateSignup, type SignupValues } from "../validation";

const EMPTY: SignupValues = { name: "", surname: "", email: "", password: "" };

// Under the form and under "Check Your E-mail".
const LOG_IN_LINK = <AuthFooterLink to="/login">Already have an account? Log In</AuthFooterLink>;

export const SignupPage = () => {
  usePageTitle("Sign Up");
  const { signup, loading, error } = useSignup();
  // What the server answered: a mail is on its way (its link finishes the signup).
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { values, field, submit } = useFormFields<SignupValues>(EMPTY, {
    validate: validateSignup,
    disabled: loading,
    required: true,
  });

  const handleSubmit = submit(async () => {
    setSent(
      await signup({
        name: values.name.trim(),
        surname: values.surname.trim(),
        email: values.email.trim(),
        password: values.password,
      }),
    );
  });

  if (sent) {
    return (
      <AuthCard title="Check Your E-mail" subtitle="One more step to create your account.">
        <Stack gap="5">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{sent.message}</Alert.Title>
              <Alert.Description>Nothing arrived after a few minutes? Look in your spam folder, or sign up again.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button variant="outline" onClick={() => setSent(null)}>
            Sign up again
          </Button>
          {LOG_IN_LINK}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create an Account" subtitle="Join LearnHub and start learning today.">
      <Stack gap="5">
        <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
          <Stack gap="4">
            <Stack direction={{ base: "column", sm: "row" }} gap="4">
              <TextField label="First Name" autoComplete="given-name" {...field("name")} />
              <TextField label="Last Name" autoComplete="family-name" {...field("surname")} />
            </Stack>
            <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
            <NewPasswordField label="Password" {...field("password")} />
            <Button type="submit" colorPalette="teal" width="full" loading={loading} loadingText="Creating Account...">
              Sign Up
            </Button>
          </Stack>
        </form>
        {error && <ErrorAlert title={getErrorMessage(error)} />}
        {LOG_IN_LINK}
      </Stack>
    </AuthCard>
  );
};
