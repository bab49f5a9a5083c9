import { ApolloLink } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { Observable, type Subscription } from "rxjs";
import { openLiveConnection } from "./live-connection";

// Subscriptions go over WebSocket (the live connection), everything else over HTTP as before.
export const splitLiveLink = (live: ApolloLink, http: ApolloLink): ApolloLink =>
  ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, live, http);

// Forwards each subscription to the live connection's link once its module has loaded.
export const createLazyLiveLink = (connect: () => Promise<{ link: ApolloLink }> = openLiveConnection): ApolloLink =>
  new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: Subscription | undefined;
        let closed = false;
        connect().then(
          ({ link }) => {
            if (!closed) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
