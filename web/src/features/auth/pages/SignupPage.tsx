import { Button, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useAuthContext } from "../../../auth/AuthContext";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { AuthCard } from "../components/AuthCard";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { TextField } from "../components/TextField";
import { useSignup } from "../hooks/useSignup";
import { useAuthForm } from "../hooks/useAuthForm";
import { PASSWORD_MIN_LENGTH, validateSignup, type FormErrors, type SignupValues } from "../validation";

const EMPTY: SignupValues = { name: "", surname: "", email: "", password: "" };
const FIELDS: readonly (keyof SignupValues)[] = ["name", "surname", "email", "password"];

// Keeps only the server field errors that belong to a field of this form.
const pickFieldErrors = (error: unknown): FormErrors<SignupValues> => {
  const serverErrors = getFieldErrors(error);
  const result: FormErrors<SignupValues> = {};
  for (const field of FIELDS) {
    if (serverErrors[field]) result[field] = serverErrors[field];
  }
  return result;
};

export const SignupPage = () => {
  usePageTitle("Sign Up");
  const auth = useAuthContext();
  const navigate = useNavigate();
  const { signup, loading, error } = useSignup();
  const { values, fieldErrors, setFieldErrors, setValue, check } = useAuthForm<SignupValues>(EMPTY, validateSignup);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    try {
      const user = await signup({
        name: values.name.trim(),
        surname: values.surname.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      auth.login(user);
      void navigate("/", { replace: true });
    } catch (caught) {
      setFieldErrors(pickFieldErrors(caught));
    }
  };

  const field = (name: keyof SignupValues) => ({
    name,
    required: true,
    disabled: loading,
    value: values[name],
    onValueChange: setValue(name),
    error: fieldErrors[name],
  });

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
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              helperText="Minimum 6 characters"
              {...field("password")}
            />
            <Button type="submit" colorPalette="teal" width="full" loading={loading} loadingText="Creating Account...">
              Sign Up
            </Button>
          </Stack>
        </form>
        {error && <ErrorAlert title={getErrorMessage(error)} />}
        <Text textAlign="center">
          <ChakraLink asChild color="teal.fg">
            <RouterLink to="/login">Already have an account? Log In</RouterLink>
          </ChakraLink>
        </Text>
      </Stack>
    </AuthCard>
  );
};
