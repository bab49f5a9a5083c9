import { useQuery } from "@apollo/client/react";
import { Container } from "@chakra-ui/react";
import { useCallback, useRef } from "react";
import { ConfirmDialog, useConfirm } from "../../../components/ConfirmDialog";
import { PageHeader } from "../../../components/PageHeader";
import { toaster } from "../../../components/ui/toaster";
import { EmptyState } from "../../../components/EmptyState";
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
import { LinkButton } from "../../../components/LinkButton";

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  // SPEC.md: deleting a paper asks for a confirmation. Its row gone, the keyboard goes to the heading.
  const confirm = useConfirm<AdminPaperFieldsFragment>(() => headingRef.current);

  const handleDelete = useCallback(
    async (paper: AdminPaperFieldsFragment) => {
      await deletePaper(paper.id);
      toaster.create({ type: "success", title: "Paper deleted", closable: true });
    },
    [deletePaper],
  );

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
        <EmptyState
          heading
          title="No Papers Found"
          description="Uploaded tests and exams are listed here."
          action={<LinkButton to="/add-paper">Upload your first paper</LinkButton>}
        />
      );
    }
    return (
      <>
        <PapersTable papers={pager.rows} onDelete={confirm.ask} />
        <TablePager {...pager} noun="papers" />
      </>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <PageHeader
        title="Manage Papers"
        description="Edit or remove past papers in the archive."
        headingRef={headingRef}
        mb="8"
        action={<LinkButton to="/add-paper">Add New Paper</LinkButton>}
      />
      {content()}
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete Paper?"
        question={() => DELETE_PAPER_CONFIRM}
        failure="Failed to delete paper"
        onConfirm={handleDelete}
      />
    </Container>
  );
};
