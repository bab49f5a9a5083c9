import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { notifySessionExpired } from "../auth/session-events";
import { readStoredUser } from "../auth/session-user";
import { createCache } from "./cache";
import { isUnauthenticatedError } from "./errors";

export const GRAPHQL_ENDPOINT = "/graphql";

// Failed credentials on these operations are a form error, not an expired session.
const SESSION_OPERATIONS: ReadonlySet<string> = new Set(["Login", "Signup"]);

export const authLink = new SetContextLink((prevContext) => {
  const user = readStoredUser();
  if (!user) return {};
  return { headers: { ...prevContext.headers, Authorization: `Bearer ${user.token}` } };
});

export const sessionErrorLink = new ErrorLink(({ error, operation }) => {
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
      terminatingLink ?? new HttpLink({ uri: GRAPHQL_ENDPOINT }),
    ]),
  });
