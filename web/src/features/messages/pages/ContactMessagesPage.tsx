import { Box, Container, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useCallback, useMemo, useRef, useState, type MouseEvent } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { PageSpinner } from "../../../components/PageSpinner";
import { toaster } from "../../../components/ui/toaster";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { CardGrid } from "../../../components/CardGrid";
import { usePageTitle } from "../../../components/usePageTitle";
import { TablePager } from "../../../components/paging/TablePager";
import { useSearchedList } from "../../../components/paging/useSearchedList";
import { usePagedRows } from "../../../components/paging/usePagedRows";
import { AdminContactMessagesDocument } from "../../../graphql/__generated__/graphql";
import { LoadError } from "../../../components/LoadError";
import { MessageCard, type MessageAction } from "../components/MessageCard";
import { MessageSearch } from "../components/MessageSearch";
import { ReplyDeliveryPoller } from "../components/ReplyDeliveryPoller";
import { ReplyDialog } from "../components/ReplyDialog";
import { ViewMessageDialog } from "../components/ViewMessageDialog";
import { messagesToPoll } from "../delivery";
import { useSearchTerm } from "../../../components/useSearchTerm";
import { useDeleteMessage } from "../hooks/useDeleteMessage";
import { useDeliveryNotices } from "../hooks/useDeliveryNotices";
import { useLiveContactMessages, useLiveReplyDeliveries } from "../hooks/useLiveContactMessages";
import { DELETE_MESSAGE_ERROR, FETCH_MESSAGES_ERROR, MESSAGE_DELETED, MESSAGE_PAGE_SIZE, NO_MESSAGES } from "../labels";

export const SEARCH_DEBOUNCE_MS = 300;

type OpenDialog = { kind: MessageAction; id: string } | null;

export const ContactMessagesPage = () => {
  usePageTitle("Contact Messages");
  // Enter searches at once; typing searches after a pause.
  const { term, search, variables, change: setSearchTerm, submit } = useSearchTerm(SEARCH_DEBOUNCE_MS, MESSAGE_PAGE_SIZE);
  const { data, shown, loading, error, refetch, list: loaded, searching } = useSearchedList(
    AdminContactMessagesDocument,
    variables,
    (data) => data.contactMessages,
    "messages",
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const opener = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const { nodes: messages, totalCount } = loaded;
  // One page of the loaded messages on screen at a time, back to the first when the search changes.
  const pager = usePagedRows(loaded, MESSAGE_PAGE_SIZE, search);
  const active = dialog ? messages.find((message) => message.id === dialog.id) : undefined;
  // Replies waiting in the mail queue are polled until they go out or fail; each change toasts.
  const openId = dialog?.id;
  const polled = useMemo(() => messagesToPoll(messages, openId), [messages, openId]);
  useDeliveryNotices(messages);
  // New messages and replies' delivery changes as they happen.
  useLiveContactMessages();
  useLiveReplyDeliveries();
  // Focus goes back to the card button that opened the dialog, or to the heading once that card is gone.
  const returnFocus = () => (opener.current?.isConnected ? opener.current : headingRef.current);
  const close = () => setDialog(null);
  const { remove } = useDeleteMessage();

  const deleteMessage = async (id: string) => {
    await remove(id);
    toaster.create({ type: "success", title: MESSAGE_DELETED });
  };

  // Stable, so the memoized cards do not render again when the page around them does.
  const handleAction = useCallback((action: MessageAction, id: string, event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setDialog({ kind: action, id });
  }, []);

  const content = () => {
    if (error && !data) return <LoadError message={FETCH_MESSAGES_ERROR} onRetry={() => refetch()} />;
    // Nothing to keep on screen yet (or only "No messages found"): the spinner.
    if (!shown || (loading && !data && messages.length === 0)) return <PageSpinner label="Loading messages" />;
    if (messages.length === 0) {
      return (
        <EmptyState
          heading
          title={NO_MESSAGES}
          description={
            search
              ? "No message matches your search. Try a different name, email or word."
              : "Messages sent through the contact form appear here."
          }
        />
      );
    }
    return (
      <Stack gap="4">
        <HStack gap="2">
          <Text color="fg.muted" aria-live="polite">
            {totalCount} {totalCount === 1 ? "message" : "messages"} found
          </Text>
          {searching && <Spinner role="img" size="sm" color="teal.solid" aria-label="Searching" />}
        </HStack>
        <CardGrid items={pager.rows}>{(message) => <MessageCard message={message} onAction={handleAction} />}</CardGrid>
        <TablePager {...pager} noun="messages" />
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <PageHeader
          title="Contact Messages"
          description="Read, reply to and delete messages sent through the contact form."
          headingRef={headingRef}
        />
        <MessageSearch
          value={term}
          onChange={setSearchTerm}
          onSubmit={submit}
          onClear={() => {
            setSearchTerm("");
            searchRef.current?.focus();
          }}
          inputRef={searchRef}
        />
        <Box aria-busy={searching}>
          {content()}
        </Box>
      </Stack>
      {polled.map((id) => (
        <ReplyDeliveryPoller key={id} messageId={id} />
      ))}
      <ViewMessageDialog
        message={active}
        open={dialog?.kind === "view"}
        onClose={close}
        onReply={() => dialog && setDialog({ kind: "reply", id: dialog.id })}
        onDelete={() => dialog && setDialog({ kind: "delete", id: dialog.id })}
        finalFocusEl={returnFocus}
      />
      <ReplyDialog message={active} open={dialog?.kind === "reply"} onClose={close} finalFocusEl={returnFocus} />
      {/* SPEC.md section 2: the confirmation panel, then Confirm Delete with a Deleting... state. */}
      <ConfirmDialog
        target={dialog?.kind === "delete" ? (active ?? null) : null}
        title="Delete Message?"
        question={(message) => `Are you sure you want to delete the message from ${message.name}? This action cannot be undone.`}
        confirmLabel="Confirm Delete"
        failure={DELETE_MESSAGE_ERROR}
        onConfirm={(message) => deleteMessage(message.id)}
        onClose={close}
        finalFocusEl={returnFocus}
      />
    </Container>
  );
};
