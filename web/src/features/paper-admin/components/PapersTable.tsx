import { Badge, Button, HStack, Table, Text } from "@chakra-ui/react";
import { memo } from "react";
import { Link as RouterLink } from "react-router";
import type { AdminPaperFieldsFragment } from "../../../graphql/__generated__/graphql";
import { formatOrdinalDate } from "../../../lib/dates";
import { PAPER_TYPES } from "../paper-types";
import { DeleteButton } from "../../../components/DeleteButton";

type PapersTableProps = {
  papers: readonly AdminPaperFieldsFragment[];
  onDelete: (paper: AdminPaperFieldsFragment) => void;
};

// Scrolls sideways on narrow screens, the title column staying in view; the scroll area takes
// focus so keyboards can scroll it too.
const stickyTitle = { position: "sticky", left: "0", bg: "bg", zIndex: "1", borderRightWidth: { base: "1px", md: "0" } } as const;

type PaperRowProps = { paper: AdminPaperFieldsFragment; onDelete: (paper: AdminPaperFieldsFragment) => void };

// Memoized: a delete renders only the rows that changed (the page's onDelete is stable).
const PaperRow = memo(function PaperRow({ paper, onDelete }: PaperRowProps) {
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" {...stickyTitle}>
        <Text maxW={{ base: "32", sm: "xs" }} whiteSpace="normal" wordBreak="break-word">
          {paper.title}
        </Text>
      </Table.Cell>
      <Table.Cell maxW="sm">
        <Text lineClamp={2} color="fg.muted">
          {paper.description}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette="teal" variant="subtle">
          {PAPER_TYPES.label(paper.paperType)}
        </Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <time dateTime={paper.createdAt}>{formatOrdinalDate(paper.createdAt)}</time>
      </Table.Cell>
      <Table.Cell>
        {/* Another tutor's paper: no buttons the server would refuse. */}
        {paper.canEdit && (
          <HStack justify="flex-end" gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/papers/edit/${paper.id}`} aria-label={`Edit ${paper.title}`}>
                Edit
              </RouterLink>
            </Button>
            <DeleteButton label={`Delete ${paper.title}`} onClick={() => onDelete(paper)} />
          </HStack>
        )}
      </Table.Cell>
    </Table.Row>
  );
});

export const PapersTable = ({ papers, onDelete }: PapersTableProps) => (
  <Table.ScrollArea borderWidth="1px" borderRadius="lg" tabIndex={0} role="region" aria-label="Papers">
    <Table.Root size="md" minW="2xl">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader {...stickyTitle}>Title</Table.ColumnHeader>
          <Table.ColumnHeader>Description</Table.ColumnHeader>
          <Table.ColumnHeader>Type</Table.ColumnHeader>
          <Table.ColumnHeader>Created</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {papers.map((paper) => (
          <PaperRow key={paper.id} paper={paper} onDelete={onDelete} />
        ))}
      </Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);
