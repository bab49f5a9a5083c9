import { Button, Container, Heading, HStack } from "@chakra-ui/react";
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from "react-router";
import { getErrorMessage, hasErrorCode } from "../graphql/errors";
import { NotFoundPage } from "./NotFoundPage";
import { ErrorAlert } from "./ErrorAlert";

type ErrorView = { title: string; message: string; loginLink: boolean };

const describeError = (error: unknown): ErrorView => {
  if (hasErrorCode(error, "UNAUTHENTICATED")) {
    return { title: "Please log in", message: "Your session has expired. Please log in again.", loginLink: true };
  }
  if (hasErrorCode(error, "FORBIDDEN")) {
    return { title: "Access denied", message: "You do not have access to this page.", loginLink: false };
  }
  return {
    title: "Something went wrong",
    message: getErrorMessage(error, "An error occurred. Please try again."),
    loginLink: false,
  };
};

// Route-level boundary: renders inside the app shell so navigation stays usable.
export const RouteErrorBoundary = () => {
  const error = useRouteError();
  if ((isRouteErrorResponse(error) && error.status === 404) || hasErrorCode(error, "NOT_FOUND")) {
    return <NotFoundPage />;
  }
  const view = describeError(error);
  return (
    <Container maxW="3xl" py="16">
      <Heading as="h1" size="2xl" mb="4">
        {view.title}
      </Heading>
      <ErrorAlert title={view.message} mb="6" />
      <HStack gap="3">
        <Button colorPalette="teal" onClick={() => window.location.reload()}>
          Try Again
        </Button>
        {view.loginLink && (
          <Button asChild variant="outline">
            <RouterLink to="/login">Log In</RouterLink>
          </Button>
        )}
      </HStack>
    </Container>
  );
};
