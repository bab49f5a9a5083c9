import { Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { toaster } from "../../../components/ui/toaster";
import type { AdminUserFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { useUpdateUser } from "../hooks/useUpdateUser";
import { ROLE_CHANGE_NOTE, ROLE_LABELS, ROLE_OPTIONS, UPDATE_USER_ERROR } from "../labels";
import {
  buildUserInput,
  hasUserFormErrors,
  isRole,
  isUnchanged,
  pickUserFieldErrors,
  userToFormValues,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from "../user-form";

type UserEditFormProps = { user: AdminUserFieldsFragment; onDone: () => void };

type TextFieldName = "name" | "surname" | "email";
const TEXT_FIELDS: readonly { field: TextFieldName; label: string; type?: string }[] = [
  { field: "name", label: "First Name" },
  { field: "surname", label: "Last Name" },
  { field: "email", label: "Email", type: "email" },
];

// A row's edit mode: Save sends name, surname, email and role; Cancel (or Escape) drops the edits.
export const UserEditForm = ({ user, onDone }: UserEditFormProps) => {
  const { update, loading } = useUpdateUser();
  const [values, setValues] = useState<UserFormValues>(() => userToFormValues(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const roleChanged = values.role !== user.role;

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  const setValue = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateUserForm(values);
    setErrors(found);
    if (hasUserFormErrors(found)) return;
    if (isUnchanged(values, user)) {
      onDone();
      return;
    }
    try {
      await update(user.id, buildUserInput(values));
      toaster.create({ type: "success", title: "User updated" });
      onDone();
    } catch (caught) {
      setErrors(pickUserFieldErrors(getFieldErrors(caught)));
      setFailure(getErrorMessage(caught, ""));
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape" && !loading) {
      event.stopPropagation();
      onDone();
    }
  };

  return (
    // Sticky and no wider than the screen, so the form stays in view inside the scrolling table.
    <Box position="sticky" left="0" maxW="calc(100vw - 3rem)" whiteSpace="normal">
      <form noValidate onSubmit={(event) => void handleSubmit(event)} onKeyDown={handleKeyDown} aria-label={`Edit ${user.name} ${user.surname}`}>
        <Stack gap="4" py="2">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            {TEXT_FIELDS.map(({ field, label, type }, index) => (
              <Field.Root key={field} invalid={Boolean(errors[field])} disabled={loading} required>
                <Field.Label>{label}</Field.Label>
                <Input
                  ref={index === 0 ? firstRef : undefined}
                  name={field}
                  type={type ?? "text"}
                  size="sm"
                  value={values[field]}
                  onChange={(event) => setValue(field, event.target.value)}
                />
                <Field.ErrorText>{errors[field]}</Field.ErrorText>
              </Field.Root>
            ))}
            <Field.Root invalid={Boolean(errors.role)} disabled={loading} required>
              <Field.Label>Role</Field.Label>
              <NativeSelect.Root size="sm" disabled={loading}>
                <NativeSelect.Field
                  name="role"
                  value={values.role}
                  onChange={(event) => {
                    if (isRole(event.target.value)) setValue("role", event.target.value);
                  }}
                >
                  {ROLE_OPTIONS.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.role}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Text fontSize="sm" color={roleChanged ? { base: "orange.700", _dark: "orange.300" } : "fg.muted"} fontWeight={roleChanged ? "medium" : "normal"}>
            {ROLE_CHANGE_NOTE}
          </Text>
          {failure !== null && <ErrorAlert title={UPDATE_USER_ERROR} detail={failure} />}
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette="teal" loading={loading} loadingText="Saving...">
              Save
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={loading}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
};
