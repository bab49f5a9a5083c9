import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { createApolloClient } from "./client";

// The app's one Apollo Client. This module is loaded on demand (see app-client-loader.ts), so Apollo
// stays out of the screens that fetch nothing: the signed-out landing, static pages and the shell.
export const appClient = createApolloClient();

export const AppApolloProvider = ({ children }: { children: ReactNode }) => (
  <ApolloProvider client={appClient}>{children}</ApolloProvider>
);
