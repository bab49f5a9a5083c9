import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { OpportunityDetailDocument } from "../../../graphql/__generated__/graphql";
import { hasErrorCode } from "../../../graphql/errors";
import { LoadError } from "../../../components/LoadError";
import { OpportunityDetails } from "../components/OpportunityDetails";
import { OpportunityNav } from "../components/OpportunityNav";

export const OpportunityDetailPage = () => {
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(OpportunityDetailDocument, { variables: { id } });
  const notFound = hasErrorCode(error, "NOT_FOUND");
  usePageTitle(data?.opportunity.title ?? (notFound ? "Opportunity Not Found" : "Opportunity Details"));

  const content = () => {
    if (loading) return <PageSpinner />;
    if (notFound || (!error && !data)) {
      return (
        <Box textAlign="center" py="12">
          <Heading as="h1" size="2xl" mb="3">
            Opportunity Not Found
          </Heading>
          <Text color="fg.muted">This opportunity does not exist or has been removed.</Text>
        </Box>
      );
    }
    if (error || !data) {
      return (
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            Opportunity Details
          </Heading>
          <LoadError
            message="Failed to fetch opportunity details"
            onRetry={() => refetch()}
          />
        </Stack>
      );
    }
    return <OpportunityDetails opportunity={data.opportunity} now={new Date()} />;
  };

  return (
    <Container maxW="4xl" py="10">
      <Stack gap="6">
        <OpportunityNav />
        {content()}
      </Stack>
    </Container>
  );
};
