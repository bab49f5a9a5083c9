import { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "./theme";

type AppProvidersProps = { client: ApolloClient; children: ReactNode };

// Providers that do not depend on the router; the session provider lives in the route tree.
export const AppProviders = ({ client, children }: AppProvidersProps) => (
  <ChakraProvider value={system}>
    <ApolloProvider client={client}>{children}</ApolloProvider>
  </ChakraProvider>
);
