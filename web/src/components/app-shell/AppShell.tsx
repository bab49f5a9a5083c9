import { Box, Flex, SkipNavContent, SkipNavLink } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { useAuthContext } from "../../auth/AuthContext";
import { PageSpinner } from "../PageSpinner";
import { Toaster } from "../ui/toaster";
import { Footer } from "./Footer";
import { HydrationMark } from "./HydrationMark";
import { NavBar } from "./NavBar";

// Stores the browser's time zone for practice: a chunk of its own, for signed-in users only.
const StudyTimeZoneSync = lazy(() =>
  import("../../features/profile/components/StudyTimeZoneSync").then((module) => ({ default: module.StudyTimeZoneSync })),
);

export const AppShell = () => {
  const { user } = useAuthContext();
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <NavBar />
      <Box as="main" flex="1">
        <SkipNavContent />
        {/* Route pages are lazy chunks: show a spinner while one loads. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </Box>
      <Footer />
      <Toaster />
      <ScrollRestoration />
      {user && (
        <Suspense fallback={null}>
          <StudyTimeZoneSync key={user.id} />
        </Suspense>
      )}
    </Flex>
  );
};
