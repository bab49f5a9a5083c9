import { useEffect, useRef } from "react";
import { toaster } from "../../../components/ui/toaster";
import type { AdminContactMessageFieldsFragment, DeliveryStatus } from "../../../graphql/__generated__/graphql";
import { deliveryToastId, REPLY_NOT_DELIVERED, REPLY_SENT, replyFailedText, replySentText } from "../labels";

// Toasts when a reply seen waiting in the queue goes out or fails, so the admin learns it without
// opening the message (replacing that reply's "queued" toast if still shown). Replies first seen
// already sent or failed say nothing.
export const useDeliveryNotices = (messages: readonly AdminContactMessageFieldsFragment[]): void => {
  const seen = useRef(new Map<string, DeliveryStatus>());

  useEffect(() => {
    for (const message of messages) {
      for (const reply of message.replies) {
        const before = seen.current.get(reply.id);
        seen.current.set(reply.id, reply.deliveryStatus);
        if (before !== "QUEUED" || reply.deliveryStatus === "QUEUED") continue;
        const id = deliveryToastId(reply.id);
        const toast =
          reply.deliveryStatus === "SENT"
            ? { id, type: "success", title: REPLY_SENT, description: `${replySentText(message.email)}.` }
            : { id, type: "error", title: REPLY_NOT_DELIVERED, description: replyFailedText(message.email, reply.deliveryError) };
        // After the commit: the toast store updates its region synchronously, which React refuses mid-effect.
        queueMicrotask(() => toaster.create(toast));
      }
    }
  }, [messages]);
};
