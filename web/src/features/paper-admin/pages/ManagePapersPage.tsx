import { useQuery } from "@apollo/client/react";
import { Box, Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import { Link as RouterLink } from "react-router";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { AdminPapersDocument, type AdminPaperFieldsFragment } from "../../../graphql/__generated__/graphql";
import { PapersTable } from "../components/PapersTable";
import { useDeletePaper } from "../hooks/usePaperMutations";
import { PAPERS_PAGE_SIZE } from "../paper-types";
import { LoadError } from "../../../components/LoadError";
import { PageSpinner } from "../../../components/PageSpinner";
import { TablePager } from "../../../components/paging/TablePager";
import { useConnection } from "../../../components/paging/useConnection";
import { usePagedRows } from "../../../components/paging/usePagedRows";

export const DELETE_PAPER_CONFIRM = "Are you sure you want to delete this paper? This action cannot be undone.";

export const ManagePapersPage = () => {
  usePageTitle("Manage Papers");
  const query = useQuery(AdminPapersDocument, { variables: { first: PAPERS_PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  const { data, loading, error, refetch } = query;
  // The learners' archive shares this cached list (same page size); this table shows one page of it at a time.
  const loaded = useConnection(data?.papers, query, "papers");
  const { nodes: papers, loadingMore } = loaded;
  const pager = usePagedRows(loaded, PAPERS_PAGE_SIZE);
  const deletePaper = useDeletePaper();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  // Stable, so the table's memoized rows do not render again when the page changes around them (a delete).
  const handleDelete = useCallback(
    async (paper: AdminPaperFieldsFragment) => {
      // SPEC.md: deleting a paper asks for a browser confirm.
      if (!window.confirm(DELETE_PAPER_CONFIRM)) return;
      setDeletingId(paper.id);
      try {
        await deletePaper(paper.id);
        toaster.create({ type: "success", title: "Paper deleted", closable: true });
      } catch {
        toaster.create({ type: "error", title: "Failed to delete paper", closable: true });
      } finally {
        setDeletingId(null);
      }
    },
    [deletePaper],
  );
  const onDelete = useCallback((paper: AdminPaperFieldsFragment) => void handleDelete(paper), [handleDelete]);

  const content = () => {
    // Loading the next page keeps the table on screen: the Next page button shows that wait.
    if (loading && !loadingMore) {
      return (
        <PageSpinner label="Loading papers..." showLabel />
      );
    }
    if (error) {
      return <LoadError message="Failed to fetch papers" onRetry={() => refetch()} />;
    }
    if (papers.length === 0) {
      return (
        <Box textAlign="center" py="12" px="4" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
          <Heading as="h2" size="lg" mb="2">
            No Papers Found
          </Heading>
          <Text color="fg.muted" mb="4">
            Uploaded tests and exams are listed here.
          </Text>
          <Button asChild colorPalette="teal">
            <RouterLink to="/add-paper">Upload your first paper</RouterLink>
          </Button>
        </Box>
      );
    }
    return (
      <>
        <PapersTable papers={pager.rows} deletingId={deletingId} onDelete={onDelete} />
        <TablePager {...pager} noun="papers" />
      </>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <HStack justify="space-between" align="flex-start" gap="4" mb="8" flexWrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="3xl">
            Manage Papers
          </Heading>
          <Text color="fg.muted">Edit or remove past papers in the archive.</Text>
        </Stack>
        <Button asChild colorPalette="teal">
          <RouterLink to="/add-paper">Add New Paper</RouterLink>
        </Button>
      </HStack>
      {content()}
    </Container>
  );
};
