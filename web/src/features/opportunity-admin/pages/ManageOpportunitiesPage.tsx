import { useQuery } from "@apollo/client/react";
import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { Link as RouterLink } from "react-router";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { AdminOpportunitiesDocument } from "../../../graphql/__generated__/graphql";
import { LoadError } from "../../../components/LoadError";
import { OpportunityAdminCard } from "../components/OpportunityAdminCard";
import { ADMIN_OPPORTUNITY_PAGE_SIZE, FETCH_OPPORTUNITIES_ERROR, NO_OPPORTUNITIES } from "../labels";

export const ManageOpportunitiesPage = () => {
  usePageTitle("Manage Opportunities");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(AdminOpportunitiesDocument, {
    variables: { first: ADMIN_OPPORTUNITY_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // SPEC.md section 4: soonest closing first, those without a closing date last. That is the
  // server's order, page after page: a partial list is never sorted again here.
  const { nodes: opportunities, totalCount, hasNextPage, footer } = useConnection(
    data?.opportunities,
    { fetchMore, networkStatus },
    "opportunities",
  );
  const now = new Date();

  const content = () => {
    if (loading && !data) return <PageSpinner />;
    if (error && !data) {
      return <LoadError message={FETCH_OPPORTUNITIES_ERROR} onRetry={() => refetch()} />;
    }
    // Rows deleted from the loaded pages leave more to load: not "none" then.
    if (opportunities.length === 0 && !hasNextPage) {
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
          {totalCount} {totalCount === 1 ? "opportunity" : "opportunities"}
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {opportunities.map((opportunity) => (
            <li key={opportunity.id}>
              <OpportunityAdminCard opportunity={opportunity} now={now} onDeleted={() => headingRef.current?.focus()} />
            </li>
          ))}
        </SimpleGrid>
        <LoadMore {...footer} noun="opportunities" />
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
