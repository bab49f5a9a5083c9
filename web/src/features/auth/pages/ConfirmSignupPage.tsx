import { useApolloClient } from "@apollo/client/react";
import { Button, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useAuthContext } from "../../../auth/AuthContext";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage, hasErrorReason } from "../../../graphql/errors";
import { AuthCard, AuthFooterLink } from "../components/AuthCard";
import { useConfirmSignup } from "../hooks/useConfirmSignup";
import { tokenInFragment } from "../link-token";

export const ACCOUNT_CREATED = "Welcome to LearnHub! Your account is ready.";

// Opened from the link in the signup mail (/confirm-signup#token={token}). The account is made by
// a click, not on load, so a mail scanner that opens links creates nothing.
export const ConfirmSignupPage = () => {
  usePageTitle("Confirm Your Account");
  const token = tokenInFragment(useLocation().hash);
  const auth = useAuthContext();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { confirmSignup, loading, error } = useConfirmSignup();
  // Used, expired or never issued: only a new signup helps. Taken meanwhile: logging in does.
  const linkInvalid = hasErrorReason(error, "CONFIRM_LINK_INVALID");
  const taken = hasErrorReason(error, "EMAIL_TAKEN");

  const finish = async () => {
    const user = await confirmSignup(token).catch(() => null);
    if (!user) return;
    // Opened while signed in (perhaps as someone else): what is cached belongs to that session.
    if (auth.user) await client.clearStore();
    auth.login(user);
    toaster.create({ type: "success", title: ACCOUNT_CREATED });
    // Replaced, so Back does not return to a link that no longer works.
    void navigate("/", { replace: true });
  };

  return (
    <AuthCard title="Confirm Your Account" subtitle="Finish creating your LearnHub account.">
      <Stack gap="5">
        {error && (
          <ErrorAlert title={getErrorMessage(error)}>
            {(linkInvalid || taken) && (
              <Text mt="1">
                <ChakraLink asChild color="teal.fg" fontWeight="medium" textDecoration="underline">
                  {taken ? <RouterLink to="/login">Log in</RouterLink> : <RouterLink to="/signup">Sign up again</RouterLink>}
                </ChakraLink>
              </Text>
            )}
          </ErrorAlert>
        )}
        {!linkInvalid && !taken && (
          <Button colorPalette="teal" width="full" loading={loading} loadingText="Creating Account..." onClick={() => void finish()}>
            Finish creating my account
          </Button>
        )}
        <AuthFooterLink to="/login">Back to Log In</AuthFooterLink>
      </Stack>
    </AuthCard>
  );
};
