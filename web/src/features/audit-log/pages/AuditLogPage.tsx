import { Button, Container, Stack } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { PageHeader } from "../../../components/PageHeader";
import { PageSpinner } from "../../../components/PageSpinner";
import { SearchCount } from "../../../components/SearchCount";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useSearchedList } from "../../../components/paging/useSearchedList";
import { usePageTitle } from "../../../components/usePageTitle";
import { AuditLogDocument } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";
import { AuditFilters } from "../components/AuditFilters";
import { AuditTable } from "../components/AuditTable";
import { AUDIT_LOAD_ERROR, auditVariables, hasFilters, NO_FILTERS, type AuditFilters as Filters } from "../labels";

// Admin > Audit Log (issue 39): every mutation that succeeded and every refused authorization,
// newest first, filtered by outcome, operation and user, a page at a time ("Load more").
export const AuditLogPage = () => {
  usePageTitle("Audit Log");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { data, shown, error, refetch, list, searching } = useSearchedList(
    AuditLogDocument,
    auditVariables(filters),
    (answer) => answer.auditLog,
    "entries",
  );
  const { nodes: entries, totalCount } = list;
  const pickUser = useCallback((user: Filters["user"]) => setFilters((current) => ({ ...current, user })), []);
  const filtered = hasFilters(filters);

  const view = error && !data ? "error" : !shown ? "loading" : entries.length === 0 ? "empty" : "table";
  const countText = view === "table" || (view === "empty" && filtered) ? plural(totalCount, "entry", "entries") : "";

  const content = () => {
    if (view === "error") return <LoadError message={AUDIT_LOAD_ERROR} onRetry={() => refetch()} />;
    if (view === "loading") return <PageSpinner />;
    if (view === "empty") {
      return filtered ? (
        <EmptyState
          heading
          title="No entries match these filters"
          description="Try another outcome or operation, or every user."
          action={
            <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <EmptyState
          heading
          title="The audit log is empty"
          description="Every change made on the platform (in the app or with an API token) and every refused request will be listed here."
        />
      );
    }
    return (
      <Stack gap="2">
        <AuditTable entries={entries} onPickUser={filters.user ? null : pickUser} />
        <LoadMore {...list.footer} noun="entries" />
      </Stack>
    );
  };

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <PageHeader
          title="Audit Log"
          description="Who changed what, with the web app or an API token, and every request that was refused: newest first, times in your time zone."
        />
        <AuditFilters filters={filters} onChange={setFilters} />
        <Stack gap="4" aria-busy={searching}>
          <SearchCount text={countText} searching={searching && view === "table"} />
          {content()}
        </Stack>
      </Stack>
    </Container>
  );
};
