import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "./theme";

// Without a client, the screens that need data load the app's own one (ApolloBoundary);
// tests pass a client (mocked links) to provide it to the whole tree.
type AppProvidersProps = { client?: ApolloClient; children: ReactNode };

// Providers that do not depend on the router; the session provider lives in the route tree.
export const AppProviders = ({ client, children }: AppProvidersProps) => (
  <ChakraProvider value={system}>
    {client ? <ApolloProvider client={client}>{children}</ApolloProvider> : children}
  </ChakraProvider>
);
