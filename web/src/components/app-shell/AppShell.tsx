import { Box, Flex, SkipNavContent, SkipNavLink } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageSpinner } from "../PageSpinner";
import { Toaster } from "../ui/toaster";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";

export const AppShell = () => (
  <Flex direction="column" minH="100vh">
    <SkipNavLink>Skip to content</SkipNavLink>
    <NavBar />
    <Box as="main" flex="1">
      <SkipNavContent />
      {/* Route pages are lazy chunks: show a spinner while one loads. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </Box>
    <Footer />
    <Toaster />
    <ScrollRestoration />
  </Flex>
);
