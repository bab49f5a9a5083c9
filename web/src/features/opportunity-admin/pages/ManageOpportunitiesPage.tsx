import { useQuery } from "@apollo/client/react";
import { Container, Stack, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { ConfirmDialog, useConfirm } from "../../../components/ConfirmDialog";
import { PageHeader } from "../../../components/PageHeader";
import { CardGrid } from "../../../components/CardGrid";
import { PageSpinner } from "../../../components/PageSpinner";
import { toaster } from "../../../components/ui/toaster";
import { EmptyState } from "../../../components/EmptyState";
import { usePageTitle } from "../../../components/usePageTitle";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { AdminOpportunitiesDocument, type AdminOpportunityFieldsFragment } from "../../../graphql/__generated__/graphql";
import { LoadError } from "../../../components/LoadError";
import { OpportunityAdminCard } from "../components/OpportunityAdminCard";
import { useDeleteOpportunity } from "../hooks/useDeleteOpportunity";
import { LinkButton } from "../../../components/LinkButton";
import {
  ADMIN_OPPORTUNITY_PAGE_SIZE,
  DELETE_OPPORTUNITY_CONFIRM,
  DELETE_OPPORTUNITY_ERROR,
  FETCH_OPPORTUNITIES_ERROR,
  NO_OPPORTUNITIES,
} from "../labels";

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
  const { remove } = useDeleteOpportunity();
  // SPEC.md section 4: delete after a confirmation. The card gone, the keyboard goes to the heading.
  const confirm = useConfirm<AdminOpportunityFieldsFragment>(() => headingRef.current);

  const handleDelete = async (opportunity: AdminOpportunityFieldsFragment) => {
    await remove(opportunity.id);
    toaster.create({ type: "success", title: "Opportunity deleted" });
  };

  const content = () => {
    if (loading && !data) return <PageSpinner />;
    if (error && !data) {
      return <LoadError message={FETCH_OPPORTUNITIES_ERROR} onRetry={() => refetch()} />;
    }
    // Rows deleted from the loaded pages leave more to load: not "none" then.
    if (opportunities.length === 0 && !hasNextPage) {
      return (
        <EmptyState
          heading
          title={NO_OPPORTUNITIES}
          description="Use Add Opportunity to post the first bursary, hackathon, internship or job."
        />
      );
    }
    return (
      <Stack gap="4">
        <Text color="fg.muted" aria-live="polite">
          {totalCount} {totalCount === 1 ? "opportunity" : "opportunities"}
        </Text>
        <CardGrid items={opportunities}>
          {(opportunity) => <OpportunityAdminCard opportunity={opportunity} now={now} onDelete={confirm.ask} />}
        </CardGrid>
        <LoadMore {...footer} noun="opportunities" />
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <PageHeader
        title="Manage Opportunities"
        description="Edit or delete bursaries, hackathons, internships and jobs."
        headingRef={headingRef}
        mb="6"
        action={<LinkButton to="/add-opportunity">Add Opportunity</LinkButton>}
      />
      {content()}
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete Opportunity?"
        question={() => DELETE_OPPORTUNITY_CONFIRM}
        failure={DELETE_OPPORTUNITY_ERROR}
        onConfirm={handleDelete}
      />
    </Container>
  );
};
