import { ApolloClient, ApolloLink } from "@apollo/client";
// The module has only a default export (a named import breaks the production build).
import UploadHttpLink from "apollo-upload-client/UploadHttpLink.mjs";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { notifySessionExpired } from "../auth/session-events";
import { readStoredUser } from "../auth/session-user";
import { createCache } from "./cache";
import { uploadFetch } from "./upload-fetch";
import { isUnauthenticatedError } from "./errors";
import { createLazyLiveLink, splitLiveLink } from "./live-link";

const GRAPHQL_ENDPOINT = "/graphql";

// Failed credentials on these operations are a form error, not an expired session.
const SESSION_OPERATIONS: ReadonlySet<string> = new Set(["Login", "Signup"]);

const authLink = new SetContextLink((prevContext) => {
  const user = readStoredUser();
  if (!user) return {};
  return { headers: { ...(prevContext.headers as Record<string, string> | undefined), Authorization: `Bearer ${user.token}` } };
});

const sessionErrorLink = new ErrorLink(({ error, operation }) => {
  if (SESSION_OPERATIONS.has(operation.operationName ?? "")) return;
  if (isUnauthenticatedError(error) && readStoredUser()) notifySessionExpired();
});

type CreateApolloClientOptions = {
  // The link that talks to the server; tests pass a MockLink.
  terminatingLink?: ApolloLink;
};

export const createApolloClient = ({ terminatingLink }: CreateApolloClientOptions = {}): ApolloClient =>
  new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      sessionErrorLink,
      authLink,
      terminatingLink ??
        splitLiveLink(
          // Subscriptions: over WebSocket, loaded with the first one (live-link.ts).
          createLazyLiveLink(),
          // Multipart when variables hold files (uploads), plain JSON otherwise. The API keeps Apollo's
          // CSRF prevention on, which lets multipart requests through only with this header.
          // uploadFetch reports upload progress to an operation's context.fetchOptions.onUploadProgress.
          new UploadHttpLink({ uri: GRAPHQL_ENDPOINT, headers: { "Apollo-Require-Preflight": "true" }, fetch: uploadFetch }),
        ),
    ]),
  });
