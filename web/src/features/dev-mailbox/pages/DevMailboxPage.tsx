import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Box, Button, Container, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { LoadError } from "../../../components/LoadError";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { usePageTitle } from "../../../components/usePageTitle";
import { DevMailboxDocument } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, hasErrorReason } from "../../../graphql/errors";
import { MailboxOff } from "../components/MailboxOff";
import { MailList } from "../components/MailList";
import { FETCH_MAILBOX_ERROR, MAILBOX_OFF_REASON, MAILBOX_PAGE_SIZE, MAILBOX_POLL_MS, MAILBOX_TITLE, NO_MAIL } from "../labels";

export const OLDER_MAIL_SHOWN = "Older mail is shown, so new mail is not checked for: Refresh shows the newest.";

// The e-mails the API caught instead of sending (no SMTP_URL outside production), newest first.
export const DevMailboxPage = () => {
  usePageTitle(MAILBOX_TITLE);
  const query = useQuery(DevMailboxDocument, {
    variables: { first: MAILBOX_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
    skipPollAttempt: () => document.hidden,
  });
  const { data, previousData, error, networkStatus, refetch, startPolling, stopPolling } = query;
  const mailboxOff = hasErrorReason(error, MAILBOX_OFF_REASON);

  // A failed poll keeps the last list on screen.
  const shown = data ?? previousData;
  const { nodes: mails, totalCount, hasNextPage, loadMore, loadingMore } = useConnection(shown?.devMailbox, query, "mails");
  // A poll asks for the newest page again, and that answer replaces the cached list: with older
  // pages loaded it would take them away, so checking waits until Refresh brings the newest page.
  const olderShown = mails.length > MAILBOX_PAGE_SIZE;

  // New mail appears on its own; with the mailbox off there is nothing to wait for.
  useEffect(() => {
    if (mailboxOff || olderShown) return undefined;
    startPolling(MAILBOX_POLL_MS);
    return () => stopPolling();
  }, [mailboxOff, olderShown, startPolling, stopPolling]);

  const refreshing = networkStatus === NetworkStatus.refetch;

  const content = () => {
    if (mailboxOff) return <MailboxOff message={getErrorMessage(error)} />;
    if (error && !shown) return <LoadError message={FETCH_MAILBOX_ERROR} onRetry={() => refetch()} />;
    if (!shown) return <PageSpinner label="Loading mailbox" />;
    if (mails.length === 0) {
      return (
        <EmptyState
          heading
          title={NO_MAIL}
          description="Password resets, replies to contact messages and welcome mails appear here as they are sent."
        />
      );
    }
    return (
      <>
        <MailList mails={mails} />
        <LoadMore shown={mails.length} total={totalCount} noun="mails" hasMore={hasNextPage} loading={loadingMore} onLoadMore={() => void loadMore()} />
      </>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <PageHeader
          title={MAILBOX_TITLE}
          description="Without a mail server (SMTP_URL), the e-mails the platform sends are kept here instead of being delivered. New ones appear every few seconds."
          action={
            !mailboxOff && (
              <Button
                variant="outline"
                colorPalette="teal"
                onClick={() => void refetch().catch(() => undefined)}
                loading={refreshing}
                loadingText="Refreshing..."
              >
                Refresh
              </Button>
            )
          }
        />
        {/* The count is read out when a poll or Refresh brings new mail. */}
        <HStack gap="2" minH="6" flexWrap="wrap">
          {shown && !mailboxOff && (
            <Text color="fg.muted" aria-live="polite">
              {`${totalCount} ${totalCount === 1 ? "mail" : "mails"}`}
            </Text>
          )}
          {shown && !mailboxOff && olderShown && (
            <Text color="fg.muted" fontSize="sm">
              {OLDER_MAIL_SHOWN}
            </Text>
          )}
          {error && shown && !mailboxOff && (
            <Text color="fg.error" fontSize="sm" role="alert">
              Could not check for new mail: {getErrorMessage(error, "the server did not answer")}
            </Text>
          )}
        </HStack>
        <Box aria-busy={refreshing}>{content()}</Box>
      </Stack>
    </Container>
  );
};
