import { Button, Container, Stack, Table } from "@chakra-ui/react";
import { useRef } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import { ConfirmDialog, useConfirm } from "../../../components/ConfirmDialog";
import { PageHeader } from "../../../components/PageHeader";
import { PageSpinner } from "../../../components/PageSpinner";
import { SearchCount } from "../../../components/SearchCount";
import { toaster } from "../../../components/ui/toaster";
import { EmptyState } from "../../../components/EmptyState";
import { usePageTitle } from "../../../components/usePageTitle";
import { TablePager } from "../../../components/paging/TablePager";
import { useSearchedList } from "../../../components/paging/useSearchedList";
import { usePagedRows } from "../../../components/paging/usePagedRows";
import { AdminUsersDocument, type AdminUserFieldsFragment } from "../../../graphql/__generated__/graphql";
import { LoadError } from "../../../components/LoadError";
import { useSearchTerm } from "../../../components/useSearchTerm";
import { UserRow } from "../components/UserRow";
import { useDeleteUser } from "../hooks/useDeleteUser";
import { UserSearch } from "../components/UserSearch";
import {
  DELETE_USER_ERROR,
  FETCH_USERS_ERROR,
  NO_USER_MATCHES,
  NO_USERS,
  USER_PAGE_SIZE,
  USER_SEARCH_DEBOUNCE_MS,
} from "../labels";

export const UserManagementPage = () => {
  usePageTitle("User Management");
  const { user: sessionUser } = useAuthContext();
  // Enter searches at once; typing searches after a pause. The server matches name, surname or email.
  const { term, search, variables, change: setSearchTerm, submit } = useSearchTerm(USER_SEARCH_DEBOUNCE_MS, USER_PAGE_SIZE);
  const { data, shown, loading, error, refetch, list: loaded, searching } = useSearchedList(AdminUsersDocument, variables, (data) => data.users, "users");
  const { nodes: users, totalCount } = loaded;
  // One page of rows in the table at a time (Previous / Next), back to page 1 for each new search.
  const pager = usePagedRows(loaded, USER_PAGE_SIZE, search);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const clearSearch = () => {
    setSearchTerm("");
    searchRef.current?.focus();
  };

  const { remove } = useDeleteUser();
  // The row gone, the keyboard goes to the heading.
  const confirm = useConfirm<AdminUserFieldsFragment>(() => headingRef.current);
  const handleDelete = async (user: AdminUserFieldsFragment) => {
    await remove(user.id);
    toaster.create({ type: "success", title: "User deleted" });
  };

  // Nothing to keep on screen yet (or only an empty answer): the spinner.
  const view = error && !data ? "error" : !shown || (loading && !data && users.length === 0) ? "loading" : users.length === 0 ? "empty" : "table";
  // The count of the list shown (its search applied), read out as it changes.
  const countText = view === "table" || (view === "empty" && search) ? `${totalCount} ${totalCount === 1 ? "user" : "users"}` : "";

  const content = () => {
    if (view === "error") return <LoadError message={FETCH_USERS_ERROR} onRetry={() => refetch()} />;
    if (view === "loading") return <PageSpinner />;
    if (view === "empty") {
      return search ? (
        <EmptyState
          heading
          title={NO_USERS}
          description={NO_USER_MATCHES}
          action={
            <Button variant="outline" onClick={clearSearch}>
              Clear search
            </Button>
          }
        />
      ) : (
        <EmptyState heading title={NO_USERS} />
      );
    }
    return (
      <Stack gap="4">
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
                  // Stable, so the memoized rows already shown do not render again when the list changes.
                  onDelete={confirm.ask}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <TablePager {...pager} noun={totalCount === 1 ? "user" : "users"} />
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <PageHeader title="User Management" description="Edit accounts and roles, or delete users." headingRef={headingRef} />
        <UserSearch value={term} onChange={setSearchTerm} onSubmit={submit} onClear={clearSearch} inputRef={searchRef} />
        <Stack gap="4" aria-busy={searching}>
          <SearchCount text={countText} searching={searching && view === "table"} />
          {content()}
        </Stack>
      </Stack>
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete User?"
        question={(user) => `Are you sure you want to delete ${user.name} ${user.surname}? This action cannot be undone.`}
        failure={DELETE_USER_ERROR}
        onConfirm={handleDelete}
      />
    </Container>
  );
};
