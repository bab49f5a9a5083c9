import { useQuery } from "@apollo/client/react";
import { AdminContactReplyDeliveriesDocument } from "../../../graphql/__generated__/graphql";
import { DELIVERY_POLL_MS } from "../delivery";

// Asks for one message's reply statuses now and every few seconds (not while the tab is hidden).
// The answer carries only ids and delivery fields, so the cached replies update in place and every
// screen showing them follows; unmounting (no reply of the message queued any more) stops it.
export const useReplyDeliveryPolling = (messageId: string): void => {
  useQuery(AdminContactReplyDeliveriesDocument, {
    variables: { id: messageId },
    fetchPolicy: "network-only",
    pollInterval: DELIVERY_POLL_MS,
    skipPollAttempt: () => document.hidden,
  });
};
