import { useQuery } from "@apollo/client/react";
import { Box, Button, Container, Heading, HStack, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useCallback, useRef, useState } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { TablePager } from "../../../components/paging/TablePager";
import { useConnection } from "../../../components/paging/useConnection";
import { usePagedRows } from "../../../components/paging/usePagedRows";
import { AdminUsersDocument, type AdminUserFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { LoadError } from "../../../components/LoadError";
import { useDebouncedValue } from "../../../components/useDebouncedValue";
import { UserRow } from "../components/UserRow";
import { UserSearch } from "../components/UserSearch";
import {
  DELETE_USER_ERROR,
  FETCH_USERS_ERROR,
  NO_USER_MATCHES,
  NO_USERS,
  USER_PAGE_SIZE,
  USER_SEARCH_DEBOUNCE_MS,
} from "../labels";

type DeleteFailure = { name: string; reason: string };

export const UserManagementPage = () => {
  usePageTitle("User Management");
  const { user: sessionUser } = useAuthContext();
  const [term, setTerm] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(term.trim(), USER_SEARCH_DEBOUNCE_MS);
  // Enter searches at once; typing searches after a pause. The server matches name, surname or email.
  const search = submitted ?? debounced;
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(AdminUsersDocument, {
    variables: search ? { search, first: USER_PAGE_SIZE } : { first: USER_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // While a new search loads, the last answer stays on screen (marked busy) instead of a spinner.
  const shown = data ?? previousData;
  const loaded = useConnection(shown?.users, { fetchMore, networkStatus }, "users");
  const { nodes: users, totalCount, loadingMore } = loaded;
  // One page of rows in the table at a time (Previous / Next), back to page 1 for each new search.
  const pager = usePagedRows(loaded, USER_PAGE_SIZE, search);
  // A new search (or a retry) loading, not a next page: only then is the table marked busy.
  const searching = loading && !loadingMore;
  const [deleteFailure, setDeleteFailure] = useState<DeleteFailure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const setSearchTerm = (value: string) => {
    setTerm(value);
    setSubmitted(null);
  };
  const clearSearch = () => {
    setSearchTerm("");
    setSubmitted("");
    searchRef.current?.focus();
  };

  // Stable, so the memoized rows already shown do not render again when the list changes.
  const handleDeleted = useCallback(() => {
    setDeleteFailure(null);
    headingRef.current?.focus();
  }, []);
  const handleDeleteFailed = useCallback((user: AdminUserFieldsFragment, reason: string) => {
    setDeleteFailure({ name: `${user.name} ${user.surname}`, reason });
  }, []);

  // Nothing to keep on screen yet (or only an empty answer): the spinner.
  const view = error && !data ? "error" : !shown || (loading && !data && users.length === 0) ? "loading" : users.length === 0 ? "empty" : "table";
  // The count of the list shown (its search applied), read out as it changes.
  const countText = view === "table" || (view === "empty" && search) ? `${totalCount} ${totalCount === 1 ? "user" : "users"}` : "";

  const content = () => {
    if (view === "error") return <LoadError message={FETCH_USERS_ERROR} onRetry={() => refetch()} />;
    if (view === "loading") return <PageSpinner />;
    if (view === "empty") {
      return (
        <Box textAlign="center" py="12" px="4" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
          <Heading as="h2" size="lg">
            {NO_USERS}
          </Heading>
          {search && (
            <Stack align="center" gap="4" mt="2">
              <Text color="fg.muted">{NO_USER_MATCHES}</Text>
              <Button variant="outline" onClick={clearSearch}>
                Clear search
              </Button>
            </Stack>
          )}
        </Box>
      );
    }
    return (
      <Stack gap="4">
        {deleteFailure && (
          <ErrorAlert title={DELETE_USER_ERROR} detail={deleteFailure.reason || `${deleteFailure.name} was not deleted.`} />
        )}
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" striped>
            <Table.Caption srOnly>Users with their role. Edit changes name, surname, email and role.</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Surname</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {pager.rows.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === sessionUser?.id}
                  onDeleted={handleDeleted}
                  onDeleteFailed={handleDeleteFailed}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {/* The pages of the search shown: no paging while another search's answer is awaited. */}
        <TablePager
          {...pager}
          noun={totalCount === 1 ? "user" : "users"}
          hasNext={pager.hasNext && Boolean(data)}
          hasPrevious={pager.hasPrevious && Boolean(data)}
        />
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="2" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: "none" }}>
            User Management
          </Heading>
          <Text color="fg.muted">Edit accounts and roles, or delete users.</Text>
        </Box>
        <UserSearch
          value={term}
          onChange={setSearchTerm}
          onSubmit={() => setSubmitted(term.trim())}
          onClear={clearSearch}
          inputRef={searchRef}
        />
        <Stack gap="4" aria-busy={searching}>
          <HStack gap="2" minH="6">
            <Text color="fg.muted" aria-live="polite">
              {countText}
            </Text>
            {searching && view === "table" && <Spinner role="img" size="sm" color="teal.solid" aria-label="Searching" />}
          </HStack>
          {content()}
        </Stack>
      </Stack>
    </Container>
  );
};
