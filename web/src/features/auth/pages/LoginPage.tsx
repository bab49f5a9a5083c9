import { Button, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { SubmitEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useAuthContext } from "../../../auth/AuthContext";
import { homePathForRole } from "../../../auth/session-paths";
import { useHydrated } from "../../../components/useHydrated";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage } from "../../../graphql/errors";
import { AuthCard } from "../components/AuthCard";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { TextField } from "../../../components/form/TextField";
import { useFormFields } from "../../../components/form/useFormFields";
import { useLogin } from "../hooks/useLogin";
import { validateLogin, type LoginValues } from "../validation";

export const LoginPage = () => {
  usePageTitle("Log In");
  const auth = useAuthContext();
  const navigate = useNavigate();
  const { login, loading, error } = useLogin();
  // The page is prerendered: usable once hydrated (see useHydrated).
  const hydrated = useHydrated();
  const { values, field, check } = useFormFields<LoginValues>(
    { email: "", password: "" },
    { validate: validateLogin, disabled: loading || !hydrated, required: true },
  );

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    try {
      const user = await login({ email: values.email.trim(), password: values.password });
      auth.login(user);
      void navigate(homePathForRole(user.role), { replace: true });
    } catch {
      // The hook's error state drives the error box.
    }
  };

  return (
    <AuthCard title="Welcome Back" subtitle="Log in to continue learning.">
      <Stack gap="5">
        {error && <ErrorAlert title={getErrorMessage(error)} />}
        <form onSubmit={handleSubmit} noValidate aria-label="Log in">
          <Stack gap="4">
            <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
            <TextField label="Password" type="password" autoComplete="current-password" {...field("password")} />
            <ChakraLink asChild color="teal.fg" fontSize="sm" alignSelf="flex-end">
              <RouterLink to="/forgot-password">Forgot password?</RouterLink>
            </ChakraLink>
            <Button
              type="submit"
              colorPalette="teal"
              width="full"
              disabled={!hydrated}
              loading={loading}
              loadingText="Logging in..."
            >
              Log In
            </Button>
          </Stack>
        </form>
        <Text textAlign="center">
          <ChakraLink asChild color="teal.fg">
            <RouterLink to="/signup">Don't have an account? Signup</RouterLink>
          </ChakraLink>
        </Text>
      </Stack>
    </AuthCard>
  );
};
