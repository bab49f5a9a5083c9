import { ApolloClient } from "@apollo/client";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./AppProviders";
import { appRoutes } from "./routes";

export const App = ({ client }: { client: ApolloClient }) => {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
