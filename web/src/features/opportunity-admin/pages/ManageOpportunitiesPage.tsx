import { useQuery } from "@apollo/client/react";
import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMemo, useRef } from "react";
import { Link as RouterLink } from "react-router";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { AdminOpportunitiesDocument } from "../../../graphql/__generated__/graphql";
import { sortOpportunities } from "../../opportunities/opportunity-status";
import { LoadError } from "../../../components/LoadError";
import { OpportunityAdminCard } from "../components/OpportunityAdminCard";
import { FETCH_OPPORTUNITIES_ERROR, NO_OPPORTUNITIES } from "../labels";

// The API's page limit; SPEC.md shows no paging.
export const ADMIN_OPPORTUNITY_LIMIT = 100;

export const ManageOpportunitiesPage = () => {
  usePageTitle("Manage Opportunities");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useQuery(AdminOpportunitiesDocument, {
    variables: { limit: ADMIN_OPPORTUNITY_LIMIT },
  });
  // SPEC.md section 4: soonest closing first, those without a closing date last.
  const opportunities = useMemo(() => sortOpportunities(data?.opportunities.items ?? []), [data]);
  const now = new Date();

  const content = () => {
    if (loading && !data) return <PageSpinner />;
    if (error && !data) {
      return <LoadError message={FETCH_OPPORTUNITIES_ERROR} onRetry={() => refetch()} />;
    }
    if (opportunities.length === 0) {
      return (
        <Box textAlign="center" py="12" px="4" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
          <Heading as="h2" size="lg" mb="2">
            {NO_OPPORTUNITIES}
          </Heading>
          <Text color="fg.muted">Use Add Opportunity to post the first bursary, hackathon, internship or job.</Text>
        </Box>
      );
    }
    return (
      <Stack gap="4">
        <Text color="fg.muted" aria-live="polite">
          {opportunities.length} {opportunities.length === 1 ? "opportunity" : "opportunities"}
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {opportunities.map((opportunity) => (
            <li key={opportunity.id}>
              <OpportunityAdminCard opportunity={opportunity} now={now} onDeleted={() => headingRef.current?.focus()} />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap" mb="6">
        <Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="2" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: "none" }}>
            Manage Opportunities
          </Heading>
          <Text color="fg.muted">Edit or delete bursaries, hackathons, internships and jobs.</Text>
        </Box>
        <Button asChild colorPalette="teal">
          <RouterLink to="/add-opportunity">Add Opportunity</RouterLink>
        </Button>
      </HStack>
      {content()}
    </Container>
  );
};
