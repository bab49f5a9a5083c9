import { Box, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { OpportunityListDocument } from "../../../graphql/__generated__/graphql";
import { LoadError } from "../../../components/LoadError";
import { OpportunityCard } from "../components/OpportunityCard";
import { OPPORTUNITY_PAGE_SIZE } from "../labels";

export const OpportunitiesPage = () => {
  usePageTitle("Opportunities");
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(OpportunityListDocument, {
    variables: { first: OPPORTUNITY_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // The server's order (soonest closing first, those without a closing date last, then newest),
  // page after page: a partial list is never sorted again here.
  const { nodes: opportunities, hasNextPage, footer } = useConnection(
    data?.opportunities,
    { fetchMore, networkStatus },
    "opportunities",
  );
  const now = new Date();

  const content = () => {
    if (loading && !data) return <PageSpinner />;
    if (error && !data) {
      return (
        <LoadError
          message="Error: Failed to fetch opportunities"
          onRetry={() => refetch()}
        />
      );
    }
    // Rows deleted from the loaded pages leave more to load: not "none" then.
    if (opportunities.length === 0 && !hasNextPage) {
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
      <Box>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {opportunities.map((opportunity) => (
            <li key={opportunity.id}>
              <OpportunityCard opportunity={opportunity} now={now} />
            </li>
          ))}
        </SimpleGrid>
        <LoadMore {...footer} noun="opportunities" />
      </Box>
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
