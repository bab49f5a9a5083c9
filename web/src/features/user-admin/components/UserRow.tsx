import { Badge, Button, HStack, Table, Text } from "@chakra-ui/react";
import { memo, useEffect, useRef, useState } from "react";
import type { AdminUserFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ROLE_COLORS, ROLES } from "../labels";
import { UserEditForm } from "./UserEditForm";
import { DeleteButton } from "../../../components/DeleteButton";

const USER_COLUMNS = 5;

type UserRowProps = {
  user: AdminUserFieldsFragment;
  isSelf: boolean;
  onDelete: (user: AdminUserFieldsFragment) => void;
};

// SPEC.md section 4: a user row goes view -> edit -> save or cancel -> view.
// Memoized: a row renders again only when its user (the cached object) or its props change, not
// when another page of users arrives.
export const UserRow = memo(function UserRow({ user, isSelf, onDelete }: UserRowProps) {
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const fullName = `${user.name} ${user.surname}`;

  // Leaving edit mode puts focus back on the row's Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

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
          {ROLES.label(user.role)}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          <Button ref={editButtonRef} size="xs" variant="outline" aria-label={`Edit ${fullName}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <DeleteButton size="xs" variant="subtle" label={`Delete ${fullName}`} onClick={() => onDelete(user)} />
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
});
