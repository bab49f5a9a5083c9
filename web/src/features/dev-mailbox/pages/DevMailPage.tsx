import { useQuery } from "@apollo/client/react";
import { Box, Container, DataList, Heading, Stack, Text } from "@chakra-ui/react";
import { useParams } from "react-router";
import { LoadError } from "../../../components/LoadError";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { DevMailDocument } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, hasErrorCode, hasErrorReason } from "../../../graphql/errors";
import { formatDateTime } from "../../../lib/dates";
import { BackLink } from "../../../components/BackLink";
import { MailBody } from "../components/MailBody";
import { MailboxOff } from "../components/MailboxOff";
import { subjectOf } from "../components/MailList";
import { BACK_TO_MAILBOX, FETCH_MAIL_ERROR, MAIL_NOT_FOUND, MAILBOX_OFF_REASON, MAILBOX_TITLE } from "../labels";

// One caught mail: its headers, the HTML body in a sandboxed frame and the plain text.
export const DevMailPage = () => {
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(DevMailDocument, { variables: { id } });
  const mailboxOff = hasErrorReason(error, MAILBOX_OFF_REASON);
  const notFound = !mailboxOff && hasErrorCode(error, "NOT_FOUND");
  const mail = data?.devMail;
  usePageTitle(mail ? subjectOf(mail) : notFound ? MAIL_NOT_FOUND : MAILBOX_TITLE);

  const content = () => {
    if (loading && !mail) return <PageSpinner label="Loading mail" />;
    if (mailboxOff) {
      return (
        <>
          <Heading as="h1" size="2xl">
            {MAILBOX_TITLE}
          </Heading>
          <MailboxOff message={getErrorMessage(error)} />
        </>
      );
    }
    if (notFound) {
      return (
        <Box textAlign="center" py="12">
          <Heading as="h1" size="2xl" mb="3">
            {MAIL_NOT_FOUND}
          </Heading>
          <Text color="fg.muted">This mail is not in the mailbox (it may have been cleared).</Text>
        </Box>
      );
    }
    if (error || !mail) {
      return (
        <>
          <Heading as="h1" size="2xl">
            {MAILBOX_TITLE}
          </Heading>
          <LoadError message={FETCH_MAIL_ERROR} onRetry={() => refetch()} />
        </>
      );
    }
    return (
      <>
        <Heading as="h1" size={{ base: "xl", md: "2xl" }} wordBreak="break-word">
          {subjectOf(mail)}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {[
            { label: "From", value: mail.sender },
            { label: "To", value: mail.recipients },
            {
              label: "Received",
              value: <time dateTime={mail.receivedAt}>{formatDateTime(mail.receivedAt)}</time>,
            },
            ...(mail.messageId ? [{ label: "Message-ID", value: mail.messageId }] : []),
          ].map((item) => (
            <DataList.Item key={item.label} flexWrap={{ base: "wrap", sm: "nowrap" }}>
              <DataList.ItemLabel minW="6.5rem">{item.label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{item.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <MailBody subject={subjectOf(mail)} html={mail.html} text={mail.text} />
      </>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Stack gap="5">
        <BackLink to="/dev/mailbox" label={BACK_TO_MAILBOX} />
        {content()}
      </Stack>
    </Container>
  );
};
