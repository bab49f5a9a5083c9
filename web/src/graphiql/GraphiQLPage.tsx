import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import type { JSX } from "react";
import { DEFAULT_QUERY } from "./defaultQuery";
import { authHeadersText, readStoredToken } from "./headers";

// Same-origin POST with content-type application/json, which Apollo's CSRF prevention accepts.
const fetcher = createGraphiQLFetcher({ url: "/graphql" });

export type GraphiQLPageProps = {
  // Injectable for tests; defaults to the browser's localStorage.
  storage?: Pick<Storage, "getItem">;
};

export function GraphiQLPage({ storage = globalThis.localStorage }: GraphiQLPageProps): JSX.Element {
  const token = readStoredToken(storage);
  const headers = authHeadersText(token);
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      isHeadersEditorEnabled
      // Keep a pasted token across reloads (it lives in localStorage like the app's own token).
      shouldPersistHeaders
      defaultHeaders={headers}
      // A fresh web-app session wins over headers GraphiQL saved earlier; otherwise keep those.
      initialHeaders={token === null ? undefined : headers}
      defaultEditorToolsVisibility="headers"
    />
  );
}
