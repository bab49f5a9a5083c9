import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./AppProviders";
import { appRoutes } from "./routes";

export const App = () => {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
