import { Box, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { OpportunityListDocument } from "../../../graphql/__generated__/graphql";
import { LoadError } from "../../../components/LoadError";
import { OpportunityCard } from "../components/OpportunityCard";
import { sortOpportunities } from "../opportunity-status";

// The API's page limit; the list has no paging in SPEC.md.
export const OPPORTUNITY_LIST_LIMIT = 100;

export const OpportunitiesPage = () => {
  usePageTitle("Opportunities");
  const { data, loading, error, refetch } = useQuery(OpportunityListDocument, {
    variables: { limit: OPPORTUNITY_LIST_LIMIT },
  });
  // The server already sorts; sorting again keeps the rule true for whatever the cache holds.
  const opportunities = useMemo(() => sortOpportunities(data?.opportunities.items ?? []), [data]);
  const now = new Date();

  const content = () => {
    if (loading) return <PageSpinner />;
    if (error) {
      return (
        <LoadError
          message="Error: Failed to fetch opportunities"
          onRetry={() => refetch()}
        />
      );
    }
    if (opportunities.length === 0) {
      return (
        <Box textAlign="center" py="12" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
          <Heading as="h2" size="lg" mb="2">
            No Opportunities Available
          </Heading>
          <Text color="fg.muted">Check back soon for new bursaries, hackathons, internships and jobs.</Text>
        </Box>
      );
    }
    return (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {opportunities.map((opportunity) => (
          <li key={opportunity.id}>
            <OpportunityCard opportunity={opportunity} now={now} />
          </li>
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Container maxW="6xl" py="10">
      <Heading as="h1" size="3xl" mb="2">
        Opportunities
      </Heading>
      <Text color="fg.muted" mb="8">
        Bursaries, hackathons, internships and jobs, soonest closing first.
      </Text>
      {content()}
    </Container>
  );
};
