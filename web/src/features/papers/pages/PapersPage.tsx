import { Button, Container } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { CardGrid } from "../../../components/CardGrid";
import { usePageTitle } from "../../../components/usePageTitle";
import { PapersArchiveDocument } from "../../../graphql/__generated__/graphql";
import { PaperCard } from "../components/PaperCard";
import { PAPERS_PAGE_SIZE } from "../labels";
import { LoadError } from "../../../components/LoadError";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";

export const PapersPage = () => {
  usePageTitle("Past Papers Archive");
  const query = useQuery(PapersArchiveDocument, { variables: { first: PAPERS_PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  const { data, loading, error, refetch } = query;
  const { nodes: papers, loadingMore, footer } = useConnection(data?.papers, query, "papers");
  const reload = () => void refetch().catch(() => undefined);

  const content = () => {
    // Loading more keeps the cards on screen: the button shows that wait.
    if (loading && !loadingMore) {
      return (
        <PageSpinner label="Loading papers..." showLabel />
      );
    }
    if (error) {
      return <LoadError message="Failed to load papers. Please try again later." onRetry={reload} />;
    }
    if (papers.length === 0) {
      return (
        <EmptyState
          heading
          title="No past papers found"
          description="Tests, exams, quizzes and assignments appear here once they are uploaded."
          action={
            <Button variant="outline" onClick={reload}>
              Refresh
            </Button>
          }
        />
      );
    }
    return (
      <>
        <CardGrid items={papers}>{(paper) => <PaperCard paper={paper} />}</CardGrid>
        <LoadMore {...footer} noun="papers" />
      </>
    );
  };

  return (
    <Container maxW="6xl" py="10">
      <PageHeader title="Past Papers Archive" description="Practise with past tests, exams, quizzes and assignments." mb="8" />
      {content()}
    </Container>
  );
};
