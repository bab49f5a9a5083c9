import type { ApolloCache } from "@apollo/client";
import { useSubscription } from "@apollo/client/react";
import {
  AdminContactMessageReceivedDocument,
  AdminContactReplyDeliveryChangedDocument,
  type AdminContactMessageFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { addToConnections } from "../../../graphql/connection-cache";
import { countNewContactMessage } from "../../admin-dashboard/dashboard-cache";

type Message = AdminContactMessageFieldsFragment & { __typename: "ContactMessage" };

// A new contact message goes first in the unfiltered list (newest first) and counts as unreplied on
// the dashboard; a cached search drops, since only the server knows whether it matches. No refetch.
export const addReceivedMessage = (cache: ApolloCache, message: Message): void => {
  addToConnections(cache, { fieldName: "contactMessages" }, message, { lists: [{}], at: "start", others: "drop" });
  countNewContactMessage(cache);
};

// Admins' messages screen and dashboard: each contact message as it arrives.
export const useLiveContactMessages = (): void => {
  useSubscription(AdminContactMessageReceivedDocument, {
    onData: ({ client, data }) => {
      if (data.data) addReceivedMessage(client.cache, { ...data.data.contactMessageReceived, __typename: "ContactMessage" });
    },
  });
};

// The messages screen: a reply's e-mail changing state. ContactReply is normalized by id, so the
// event's delivery fields update the cached reply where it is shown.
export const useLiveReplyDeliveries = (): void => {
  useSubscription(AdminContactReplyDeliveryChangedDocument);
};
