import { Box, Container } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { CardGrid } from "../../../components/CardGrid";
import { PageSpinner } from "../../../components/PageSpinner";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
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
        <EmptyState
          heading
          title="No Opportunities Available"
          description="Check back soon for new bursaries, hackathons, internships and jobs."
        />
      );
    }
    return (
      <Box>
        <CardGrid items={opportunities}>{(opportunity) => <OpportunityCard opportunity={opportunity} now={now} />}</CardGrid>
        <LoadMore {...footer} noun="opportunities" />
      </Box>
    );
  };

  return (
    <Container maxW="6xl" py="10">
      <PageHeader title="Opportunities" description="Bursaries, hackathons, internships and jobs, soonest closing first." mb="8" />
      {content()}
    </Container>
  );
};
