import { Badge, Button, HStack, Text } from "@chakra-ui/react";
import { toaster } from "../../../components/ui/toaster";
import type { ContactReplyDeliveryFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { assertUnreachable } from "../../../lib/assert-unreachable";
import { formatDateTime } from "../../../lib/dates";
import { deliveryBadge } from "../delivery";
import { useRetryReplyDelivery } from "../hooks/useRetryReplyDelivery";
import { deliveryToastId, replyQueuedText, replySentText, RETRY_ERROR, RETRY_QUEUED } from "../labels";

type ReplyDeliveryProps = { reply: ContactReplyDeliveryFieldsFragment; email: string };

const Detail = ({ reply, email }: ReplyDeliveryProps) => {
  switch (reply.deliveryStatus) {
    case "QUEUED":
      return <>{reply.deliveryError ? `Not sent yet: ${reply.deliveryError}` : `Waiting to be sent to ${email}`}</>;
    case "SENT":
      return (
        <>
          {replySentText(email)}
          {reply.deliveredAt && (
            <>
              {" on "}
              <time dateTime={reply.deliveredAt}>{formatDateTime(reply.deliveredAt)}</time>
            </>
          )}
        </>
      );
    case "FAILED":
      return <>{`Not delivered: ${reply.deliveryError ?? "no reason given"}`}</>;
    default:
      return assertUnreachable(reply.deliveryStatus);
  }
};

// Where a reply's e-mail is: a badge, when it went out or why not, and Try again after a failure.
// A live region, so a change seen by polling is read out in the open dialog.
export const ReplyDelivery = ({ reply, email }: ReplyDeliveryProps) => {
  const { retry, loading } = useRetryReplyDelivery();
  const badge = deliveryBadge(reply.deliveryStatus);

  const handleRetry = async () => {
    try {
      await retry(reply.id);
      toaster.create({ id: deliveryToastId(reply.id), type: "info", title: RETRY_QUEUED, description: replyQueuedText(email) });
    } catch (caught) {
      toaster.create({ type: "error", title: RETRY_ERROR, description: getErrorMessage(caught) });
    }
  };

  return (
    <HStack gap="2" wrap="wrap" mt="1" aria-live="polite">
      <Badge colorPalette={badge.palette} variant="subtle">
        {badge.label}
      </Badge>
      <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
        <Detail reply={reply} email={email} />
      </Text>
      {reply.deliveryStatus === "FAILED" && (
        <Button size="xs" variant="outline" colorPalette="teal" onClick={() => void handleRetry()} loading={loading} loadingText="Trying again...">
          Try again
        </Button>
      )}
    </HStack>
  );
};
