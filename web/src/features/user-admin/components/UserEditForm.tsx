import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import { InlineEditForm } from "../../../components/form/InlineEditForm";
import { SelectField } from "../../../components/form/SelectField";
import { TextField } from "../../../components/form/TextField";
import { useFormFields } from "../../../components/form/useFormFields";
import { toaster } from "../../../components/ui/toaster";
import type { AdminUserFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { useUpdateUser } from "../hooks/useUpdateUser";
import { ROLE_CHANGE_NOTE, ROLES, UPDATE_USER_ERROR } from "../labels";
import { buildUserInput, isUnchanged, userToFormValues, validateUserForm, type UserFormValues } from "../user-form";

type UserEditFormProps = { user: AdminUserFieldsFragment; onDone: () => void };

// A row's edit mode: Save sends name, surname, email and role; Cancel (or Escape) drops the edits.
export const UserEditForm = ({ user, onDone }: UserEditFormProps) => {
  const { update, loading } = useUpdateUser();
  const { values, failure, field, submit } = useFormFields<UserFormValues>(userToFormValues(user), {
    validate: validateUserForm,
    disabled: loading,
    required: true,
  });
  const roleChanged = values.role !== user.role;

  const handleSubmit = submit(
    async () => {
      if (!isUnchanged(values, user)) {
        await update(user.id, buildUserInput(values));
        toaster.create({ type: "success", title: "User updated" });
      }
      onDone();
    },
    (caught) => getErrorMessage(caught, ""),
  );

  return (
    // Sticky and no wider than the screen, so the form stays in view inside the scrolling table.
    <Box position="sticky" left="0" maxW="calc(100vw - 3rem)" whiteSpace="normal">
      <InlineEditForm
        label={`Edit ${user.name} ${user.surname}`}
        busy={loading}
        onSubmit={handleSubmit}
        onCancel={onDone}
        failureTitle={UPDATE_USER_ERROR}
        failure={failure}
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens in place of what the user chose to edit, so focus moves into it */}
          <TextField label="First Name" size="sm" autoFocus {...field("name")} />
          <TextField label="Last Name" size="sm" {...field("surname")} />
          <TextField label="Email" type="email" size="sm" {...field("email")} />
          <SelectField label="Role" size="sm" options={ROLES} {...field("role")} />
        </SimpleGrid>
        <Text
          fontSize="sm"
          color={roleChanged ? { base: "orange.700", _dark: "orange.300" } : "fg.muted"}
          fontWeight={roleChanged ? "medium" : "normal"}
        >
          {ROLE_CHANGE_NOTE}
        </Text>
      </InlineEditForm>
    </Box>
  );
};
