import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { createApolloClient } from "./client";
import { readPageData, writePageData } from "./page-data";

// The app's one Apollo Client. This module is loaded on demand (see app-client-loader.ts), so Apollo
// stays out of the screens that fetch nothing: the signed-out landing, static pages and the shell.
export const appClient = createApolloClient();

// A page rendered by the server with its data (a course's page for a visitor) hydrates from that data:
// in the cache before the first render that reads it, so that render is the server's.
const pageData = typeof document === "undefined" ? null : readPageData(document);
if (pageData) writePageData(appClient.cache, pageData);

export const AppApolloProvider = ({ children }: { children: ReactNode }) => (
  <ApolloProvider client={appClient}>{children}</ApolloProvider>
);
