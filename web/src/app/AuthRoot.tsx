import { useCallback } from "react";
import { Outlet } from "react-router";
import { AuthContextProvider } from "../auth/AuthContext";
import { toaster } from "../components/ui/toaster";

// The session lives inside the router so logout can navigate.
export const AuthRoot = () => {
  const notifyExpired = useCallback(() => {
    toaster.create({ type: "warning", title: "Your session has expired. Please log in again." });
  }, []);
  return (
    <AuthContextProvider onSessionExpired={notifyExpired}>
      <Outlet />
    </AuthContextProvider>
  );
};
