import { Badge, Button, HStack, Table, Text } from "@chakra-ui/react";
import { memo, useEffect, useRef, useState } from "react";
import { toaster } from "../../../components/ui/toaster";
import type { AdminUserFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { useDeleteUser } from "../hooks/useDeleteUser";
import { ROLE_COLORS, ROLE_LABELS } from "../labels";
import { UserEditForm } from "./UserEditForm";

export const USER_COLUMNS = 5;

type UserRowProps = {
  user: AdminUserFieldsFragment;
  isSelf: boolean;
  onDeleted: () => void;
  onDeleteFailed: (user: AdminUserFieldsFragment, reason: string) => void;
};

const deleteConfirm = (user: AdminUserFieldsFragment): string =>
  `Are you sure you want to delete ${user.name} ${user.surname}? This action cannot be undone.`;

// SPEC.md section 4: a user row goes view -> edit -> save or cancel -> view.
// Memoized: a row renders again only when its user (the cached object) or its props change, not
// when another page of users arrives.
export const UserRow = memo(function UserRow({ user, isSelf, onDeleted, onDeleteFailed }: UserRowProps) {
  const [editing, setEditing] = useState(false);
  const { remove, loading: deleting } = useDeleteUser();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const fullName = `${user.name} ${user.surname}`;

  // Leaving edit mode puts focus back on the row's Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const handleDelete = async () => {
    if (!window.confirm(deleteConfirm(user))) return;
    try {
      await remove(user.id);
      toaster.create({ type: "success", title: "User deleted" });
      onDeleted();
    } catch (caught) {
      onDeleteFailed(user, getErrorMessage(caught, ""));
    }
  };

  if (editing) {
    return (
      <Table.Row>
        <Table.Cell colSpan={USER_COLUMNS}>
          <UserEditForm user={user} onDone={() => setEditing(false)} />
        </Table.Cell>
      </Table.Row>
    );
  }

  return (
    <Table.Row>
      <Table.Cell>
        {user.name}
        {isSelf && (
          <Text as="span" color="fg.muted" fontSize="xs" ms="1">
            (you)
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>{user.surname}</Table.Cell>
      <Table.Cell wordBreak="break-all" minW="40">
        {user.email}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={ROLE_COLORS[user.role]} variant="subtle">
          {ROLE_LABELS[user.role]}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          <Button ref={editButtonRef} size="xs" variant="outline" aria-label={`Edit ${fullName}`} onClick={() => setEditing(true)} disabled={deleting}>
            Edit
          </Button>
          <Button
            size="xs"
            colorPalette="red"
            variant="subtle"
            aria-label={`Delete ${fullName}`}
            onClick={() => void handleDelete()}
            loading={deleting}
            loadingText="Deleting..."
          >
            Delete
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
});
