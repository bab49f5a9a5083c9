import { useQuery } from "@apollo/client/react";
import { Card, Container, Heading, Text } from "@chakra-ui/react";
import { useParams } from "react-router";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { AdminPaperDocument } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, hasErrorCode } from "../../../graphql/errors";
import { EditPaperForm } from "../components/EditPaperForm";
import { LoadError } from "../../../components/LoadError";

export const EditPaperPage = () => {
  usePageTitle("Edit Past Paper");
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminPaperDocument, { variables: { id } });

  const content = () => {
    if (loading) return <PageSpinner />;
    if (error || !data) {
      // A paper that does not exist says so; anything else can be tried again.
      const notFound = hasErrorCode(error, "NOT_FOUND");
      return (
        <LoadError
          message={notFound ? getErrorMessage(error, "Paper not found") : "Failed to fetch papers"}
          onRetry={notFound ? undefined : () => refetch()}
          back={{ to: "/manage-papers", label: "Back to Manage Papers" }}
        />
      );
    }
    // Keyed by paper so a different paper starts from its own values.
    return <EditPaperForm key={data.paper.id} paper={data.paper} />;
  };

  return (
    <Container maxW="2xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h1" size="2xl">
            Edit Past Paper
          </Heading>
          <Text color="fg.muted">Change the details, or replace the PDF or cover image.</Text>
        </Card.Header>
        <Card.Body>{content()}</Card.Body>
      </Card.Root>
    </Container>
  );
};
