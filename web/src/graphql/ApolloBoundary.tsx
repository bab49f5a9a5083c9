import { getApolloContext } from "@apollo/client/react";
import { lazy, useContext, type ReactNode } from "react";
import { Outlet } from "react-router";
import { loadAppClient } from "./app-client-loader";

const AppApolloProvider = lazy(() => loadAppClient().then((module) => ({ default: module.AppApolloProvider })));

// Wraps the screens that use GraphQL (as a layout route, or around children) in the app's Apollo
// Client, loading it the first time one renders; the nearest Suspense boundary shows while it loads.
// A client provided higher up (tests pass one to AppProviders) is used as is.
export const ApolloBoundary = ({ children }: { children?: ReactNode }) => {
  const { client } = useContext(getApolloContext());
  const content = children ?? <Outlet />;
  if (client) return <>{content}</>;
  return <AppApolloProvider>{content}</AppApolloProvider>;
};
