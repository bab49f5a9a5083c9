import type { ApolloCache } from "@apollo/client";
import { useSubscription } from "@apollo/client/react";
import {
  AdminContactMessageReceivedDocument,
  AdminContactReplyDeliveryChangedDocument,
} from "../../../graphql/__generated__/graphql";
import { evictLists } from "../../../graphql/connection-cache";

// A new contact message belongs in the lists (newest first) and the searches it matches, which only
// the server knows: they are dropped, and the screen showing one asks again. The dashboard's cached
// count of unreplied messages goes up by one (figures not cached yet load with the count as it is).
const addReceivedMessage = (cache: ApolloCache): void => {
  evictLists(cache, "contactMessages");
  cache.modify<{ adminDashboard: { unrepliedMessages?: number } }>({
    fields: { adminDashboard: (figures) => ("unrepliedMessages" in figures ? { ...figures, unrepliedMessages: (figures.unrepliedMessages ?? 0) + 1 } : figures) },
  });
};

// Admins' messages screen and dashboard: each contact message as it arrives.
export const useLiveContactMessages = (): void => {
  useSubscription(AdminContactMessageReceivedDocument, {
    onData: ({ client, data }) => {
      if (data.data) addReceivedMessage(client.cache);
    },
  });
};

// The messages screen: a reply's e-mail changing state. ContactReply is normalized by id, so the
// event's delivery fields update the cached reply where it is shown.
export const useLiveReplyDeliveries = (): void => {
  useSubscription(AdminContactReplyDeliveryChangedDocument);
};
