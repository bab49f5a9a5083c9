import { useQuery } from "@apollo/client/react";
import { Box, Container, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { AdminUsersDocument, type AdminUserFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { LoadError } from "../../../components/LoadError";
import { UserRow } from "../components/UserRow";
import { DELETE_USER_ERROR, FETCH_USERS_ERROR, NO_USERS, USER_LIMIT } from "../labels";

type DeleteFailure = { name: string; reason: string };

export const UserManagementPage = () => {
  usePageTitle("User Management");
  const { user: sessionUser } = useAuthContext();
  const { data, loading, error, refetch } = useQuery(AdminUsersDocument, { variables: { limit: USER_LIMIT } });
  const [deleteFailure, setDeleteFailure] = useState<DeleteFailure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const users = data?.users.users ?? [];

  const handleDeleteFailed = (user: AdminUserFieldsFragment, reason: string) => {
    setDeleteFailure({ name: `${user.name} ${user.surname}`, reason });
  };

  const content = () => {
    if (loading && !data) return <PageSpinner />;
    if (error && !data) return <LoadError message={FETCH_USERS_ERROR} onRetry={() => refetch()} />;
    if (users.length === 0) {
      return (
        <Box textAlign="center" py="12" px="4" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
          <Heading as="h2" size="lg">
            {NO_USERS}
          </Heading>
        </Box>
      );
    }
    const total = data?.users.totalUsers ?? users.length;
    return (
      <Stack gap="4">
        <Text color="fg.muted">
          {total} {total === 1 ? "user" : "users"}
        </Text>
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
              {users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === sessionUser?.id}
                  onDeleted={() => {
                    setDeleteFailure(null);
                    headingRef.current?.focus();
                  }}
                  onDeleteFailed={handleDeleteFailed}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    );
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Box mb="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="2" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: "none" }}>
          User Management
        </Heading>
        <Text color="fg.muted">Edit accounts and roles, or delete users.</Text>
      </Box>
      {content()}
    </Container>
  );
};
