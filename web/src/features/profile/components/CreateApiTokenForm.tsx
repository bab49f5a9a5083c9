import { Box, Checkbox, Fieldset, Heading, Stack, Text } from "@chakra-ui/react";
import { useId, useRef, useState, type SubmitEvent } from "react";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { FormActions } from "../../../components/form/FormActions";
import { NativeRadio } from "../../../components/form/NativeRadio";
import { TextField } from "../../../components/form/TextField";
import type { ApiScopeInfo, CreateApiTokenMutation } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import {
  dateBounds,
  EMPTY_TOKEN_FORM,
  EXPIRY_DAYS,
  expiresAtOf,
  expiryLabel,
  inListedOrder,
  TOKEN_NAME_MAX,
  validateTokenForm,
  type ExpiryChoice,
  type TokenFormErrors,
  type TokenFormValues,
} from "../api-tokens";
import { useCreateApiToken } from "../hooks/useApiTokens";

export type CreatedApiToken = CreateApiTokenMutation["createPersonalAccessToken"];

type CreateApiTokenFormProps = {
  scopes: readonly Pick<ApiScopeInfo, "name" | "description">[];
  onCreated: (created: CreatedApiToken) => void;
  onCancel: () => void;
};

const EXPIRY_CHOICES: readonly ExpiryChoice[] = [...EXPIRY_DAYS.map((days) => `${days}` as ExpiryChoice), "date"];
const CREATE_FAILED = "Failed to create the token. Please try again.";

// A new token: its name, when it expires and what it may do (at least one scope, each with what it
// lets the token do in plain words). The secret the API answers goes to `onCreated`, to be shown once.
export const CreateApiTokenForm = ({ scopes, onCreated, onCancel }: CreateApiTokenFormProps) => {
  const id = useId();
  const { create, loading } = useCreateApiToken();
  const [values, setValues] = useState<TokenFormValues>(EMPTY_TOKEN_FORM);
  const [errors, setErrors] = useState<TokenFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const bounds = dateBounds(new Date());

  const change = <K extends keyof TokenFormValues>(name: K, value: TokenFormValues[K], error: keyof TokenFormErrors) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [error]: undefined }));
  };
  const toggleScope = (scope: string, checked: boolean) =>
    change("scopes", checked ? [...values.scopes, scope] : values.scopes.filter((name) => name !== scope), "scopes");

  // The first field the viewer has to fix takes the keyboard.
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const now = new Date();
    const found = validateTokenForm(values, now);
    setErrors(found);
    setFailure(null);
    const expiresAt = expiresAtOf(values, now);
    if (Object.values(found).some(Boolean) || !expiresAt) {
      focusFirstInvalid();
      return;
    }
    try {
      const created = await create({ name: values.name.trim(), scopes: inListedOrder(values.scopes, scopes), expiresAt: expiresAt.toISOString() });
      onCreated(created);
    } catch (caught) {
      // The API's field messages under their fields (its expiry under the date when one was picked).
      const server = getFieldErrors(caught);
      const fieldErrors: TokenFormErrors = { name: server.name, scopes: server.scopes, date: values.expiry === "date" ? server.expiresAt : undefined };
      setErrors(fieldErrors);
      const placed = Object.values(fieldErrors).some(Boolean);
      const rest = values.expiry === "date" ? undefined : server.expiresAt;
      setFailure(placed && !rest ? null : (rest ?? getErrorMessage(caught, CREATE_FAILED)));
      if (placed) focusFirstInvalid();
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "6" }} bg="bg" shadow="xs">
      <form ref={formRef} noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="5">
          <Heading as="h2" size="lg" id={`${id}-title`}>
            Create API token
          </Heading>
          {failure && <ErrorAlert title={failure} />}
          <TextField
            label="Name"
            requiredMark
            required
            autoComplete="off"
            maxLength={TOKEN_NAME_MAX}
            helperText="What the token is for, so you know it again in the list: e.g. Grade export script."
            value={values.name}
            onValueChange={(value) => change("name", value, "name")}
            error={errors.name}
            disabled={loading}
          />
          <Fieldset.Root disabled={loading}>
            <Fieldset.Legend fontWeight="semibold">Expires after</Fieldset.Legend>
            <Stack gap="2" mt="2">
              {EXPIRY_CHOICES.map((choice) => (
                <Box as="label" key={choice} display="flex" alignItems="center" gap="2" cursor="pointer">
                  <NativeRadio
                    name={`${id}-expiry`}
                    value={choice}
                    checked={values.expiry === choice}
                    disabled={loading}
                    onChange={() => change("expiry", choice, "date")}
                  />
                  <Text as="span">{expiryLabel(choice)}</Text>
                </Box>
              ))}
            </Stack>
          </Fieldset.Root>
          {values.expiry === "date" && (
            <TextField
              label="Expiry date"
              type="date"
              requiredMark
              required
              min={bounds.min}
              max={bounds.max}
              maxW="xs"
              helperText="The token stops working as this day ends, in your time zone."
              value={values.date}
              onValueChange={(value) => change("date", value, "date")}
              error={errors.date}
              disabled={loading}
            />
          )}
          <Fieldset.Root invalid={Boolean(errors.scopes)} disabled={loading}>
            <Fieldset.Legend fontWeight="semibold">
              Scopes
              <Text as="span" aria-hidden="true" color="fg.error" ms="1">
                *
              </Text>
            </Fieldset.Legend>
            <Fieldset.HelperText>What the token may do. It can never do more than your own account.</Fieldset.HelperText>
            <Stack gap="3" mt="2">
              {scopes.map((scope) => (
                <Stack key={scope.name} gap="0.5">
                  <Checkbox.Root
                    checked={values.scopes.includes(scope.name)}
                    onCheckedChange={(detail) => toggleScope(scope.name, detail.checked === true)}
                    invalid={Boolean(errors.scopes)}
                    disabled={loading}
                  >
                    <Checkbox.HiddenInput aria-describedby={`${id}-scope-${scope.name}`} />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <Text as="span" fontFamily="mono" fontWeight="semibold">
                        {scope.name}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                  <Text id={`${id}-scope-${scope.name}`} color="fg.muted" textStyle="sm" ps="7">
                    {scope.description}
                  </Text>
                </Stack>
              ))}
            </Stack>
            <Fieldset.ErrorText>{errors.scopes}</Fieldset.ErrorText>
          </Fieldset.Root>
          <FormActions submitLabel="Create token" busyLabel="Creating..." busy={loading} cancel={onCancel} />
        </Stack>
      </form>
    </Box>
  );
};
