import { Box, Button, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
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
        <Box textAlign="center" py="12" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
          <Heading as="h2" size="lg" mb="2">
            No past papers found
          </Heading>
          <Text color="fg.muted" mb="4">
            Tests, exams, quizzes and assignments appear here once they are uploaded.
          </Text>
          <Button variant="outline" onClick={reload}>
            Refresh
          </Button>
        </Box>
      );
    }
    return (
      <>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {papers.map((paper) => (
            <li key={paper.id}>
              <PaperCard paper={paper} />
            </li>
          ))}
        </SimpleGrid>
        <LoadMore {...footer} noun="papers" />
      </>
    );
  };

  return (
    <Container maxW="6xl" py="10">
      <Heading as="h1" size="3xl" mb="2">
        Past Papers Archive
      </Heading>
      <Text color="fg.muted" mb="8">
        Practise with past tests, exams, quizzes and assignments.
      </Text>
      {content()}
    </Container>
  );
};
