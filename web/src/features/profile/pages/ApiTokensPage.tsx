import { Button, Container, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import { BackLink } from "../../../components/BackLink";
import { ConfirmDialog, useConfirm } from "../../../components/ConfirmDialog";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { PageHeader } from "../../../components/PageHeader";
import { PageSpinner } from "../../../components/PageSpinner";
import { Section } from "../../../components/Section";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { MyApiTokensDocument, type ApiTokenFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ApiTokenList } from "../components/ApiTokenList";
import { CreateApiTokenForm, type CreatedApiToken } from "../components/CreateApiTokenForm";
import { NewApiTokenSecret } from "../components/NewApiTokenSecret";
import { useRevokeApiToken } from "../hooks/useApiTokens";

const API_TOKENS_INTRO =
  "A token lets a script or another app use LearnHub's API as you, without your password: you choose what it may do and when it expires, and you can revoke it at any time.";

// Profile > API Tokens (issue 39): the caller's personal access tokens, a form to make one (its
// secret shown once), and Revoke with a confirmation. Both change the cached list, never refetch it.
export const ApiTokensPage = () => {
  usePageTitle("API Tokens");
  const { data, loading, error, refetch } = useQuery(MyApiTokensDocument);
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const createButtonRef = useRef<HTMLButtonElement>(null);
  const confirm = useConfirm<ApiTokenFieldsFragment>(() => headingRef.current);

  const tokens = data?.personalAccessTokens ?? [];
  const now = new Date();

  const openForm = () => {
    setCreated(null);
    setCreating(true);
  };
  const closeForm = () => {
    setCreating(false);
    requestAnimationFrame(() => createButtonRef.current?.focus());
  };
  const handleRevoke = async (token: ApiTokenFieldsFragment) => {
    await revoke(token.id);
    toaster.create({ type: "success", title: "Token revoked", description: `Tools using “${token.name}” are refused from now on.`, closable: true });
  };

  const createButton = (
    <Button ref={createButtonRef} colorPalette="teal" onClick={openForm} disabled={creating}>
      Create token
    </Button>
  );

  const list = () => {
    if (error && !data) return <LoadError message="Failed to load your API tokens." onRetry={() => refetch()} />;
    if (loading && !data) return <PageSpinner />;
    if (tokens.length === 0) {
      return (
        <EmptyState
          title="No API tokens yet"
          description="Create one to let a tool read your courses and results (or do more, if you allow it) through LearnHub's API. Its secret is shown once, when you create it."
          action={creating ? undefined : createButton}
        />
      );
    }
    return <ApiTokenList tokens={tokens} now={now} onRevoke={confirm.ask} />;
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <BackLink to="/profile" label="Back to My Profile" />
        <PageHeader
          title="API Tokens"
          description={API_TOKENS_INTRO}
          headingRef={headingRef}
          action={data && tokens.length > 0 && !creating ? createButton : undefined}
        />
        {created && (
          <NewApiTokenSecret
            name={created.token.name}
            secret={created.secret}
            onDone={() => {
              setCreated(null);
              headingRef.current?.focus();
            }}
          />
        )}
        {creating && data && (
          <CreateApiTokenForm
            scopes={data.apiScopes}
            onCancel={closeForm}
            onCreated={(token) => {
              setCreating(false);
              setCreated(token);
            }}
          />
        )}
        <Section title="Your tokens" busy={loading && !data}>
          {list()}
        </Section>
      </Stack>
      <ConfirmDialog
        {...confirm.dialog}
        title="Revoke token?"
        question={(token) => `Revoke “${token.name}”? Every tool using it is refused from then on. This cannot be undone.`}
        failure="Failed to revoke the token."
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        onConfirm={handleRevoke}
      />
    </Container>
  );
};
