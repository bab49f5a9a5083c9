import { useReplyDeliveryPolling } from "../hooks/useReplyDeliveryPolling";

// One per message with a queued reply (hooks cannot be called in a loop); renders nothing.
export const ReplyDeliveryPoller = ({ messageId }: { messageId: string }) => {
  useReplyDeliveryPolling(messageId);
  return null;
};
