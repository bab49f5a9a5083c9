import { Center, Link, Spinner, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router";
import { CommunityOpportunitiesDocument } from "../../../graphql/__generated__/graphql";
import { formatDate } from "../../../lib/dates";
import { OPPORTUNITY_TYPES } from "../../opportunities/labels";
import { LoadError } from "../../../components/LoadError";
import { CardList } from "../../../components/CardGrid";
import { CommunityCard, CommunityPanel } from "./CommunityPanel";

// SPEC.md section 9: the community page shows the last 2 opportunities.
const COMMUNITY_OPPORTUNITY_COUNT = 2;

const OpportunityList = () => {
  const { data, loading, error, refetch } = useQuery(CommunityOpportunitiesDocument, {
    variables: { limit: COMMUNITY_OPPORTUNITY_COUNT },
  });
  if (loading) {
    return (
      <Center py="6" role="status" aria-live="polite">
        <Spinner role="img" color="teal.solid" aria-label="Loading opportunities" />
      </Center>
    );
  }
  if (error) {
    return <LoadError message="Error: Failed to fetch opportunities" onRetry={() => refetch()} />;
  }
  const opportunities = data?.latestOpportunities ?? [];
  if (opportunities.length === 0) return <Text color="fg.muted">No Opportunities Available</Text>;
  return (
    <CardList items={opportunities}>
      {(opportunity) => (
        <CommunityCard title={opportunity.title}>
          <Text fontSize="sm" color="fg.muted">
            {OPPORTUNITY_TYPES.label(opportunity.type)}
          </Text>
          <Text fontSize="sm" mb="2">
            {opportunity.closingDate ? `Closing date: ${formatDate(opportunity.closingDate)}` : "No closing date"}
          </Text>
          <Link asChild color="teal.fg" fontWeight="medium">
            <RouterLink to={`/opportunity/${opportunity.id}`} aria-label={`View Details: ${opportunity.title}`}>
              View Details
            </RouterLink>
          </Link>
        </CommunityCard>
      )}
    </CardList>
  );
};

export const UpcomingOpportunities = () => (
  <CommunityPanel
    title="Upcoming Events & Opportunities"
    action={
      <Link asChild color="teal.fg" fontWeight="medium">
        <RouterLink to="/connections">View all opportunities</RouterLink>
      </Link>
    }
  >
    <OpportunityList />
  </CommunityPanel>
);
