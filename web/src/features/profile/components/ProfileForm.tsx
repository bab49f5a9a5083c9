import { Button, Heading, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import type { ProfileFieldsFragment, ProfileInput } from "../../../graphql/__generated__/graphql";
import { getFieldErrors } from "../../../graphql/errors";
import { fullName } from "../profile-format";
import {
  hasErrors,
  pickFieldErrors,
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  toProfileInput,
  toProfileValues,
  validateProfile,
  type FormErrors,
  type ProfileValues,
} from "../validation";
import { AvatarPicker, type AvatarChange } from "./AvatarPicker";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { FormField } from "./FormField";

export const PROFILE_UPDATE_FAILED = "Failed to update profile. Please try again.";

type ProfileFormProps = {
  profile: ProfileFieldsFragment;
  saving: boolean;
  onSave: (input: ProfileInput, avatar: AvatarChange) => Promise<void>;
  onCancel: () => void;
};

// Edit mode of the profile, in place. It starts from the saved values, so Cancel simply discards it.
export const ProfileForm = ({ profile, saving, onSave, onCancel }: ProfileFormProps) => {
  const [values, setValues] = useState<ProfileValues>(() => toProfileValues(profile));
  const [avatar, setAvatar] = useState<AvatarChange>({ file: null, remove: false });
  const [errors, setErrors] = useState<FormErrors<ProfileValues>>({});
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);

  const setValue = (field: keyof ProfileValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    setFailed(false);
    setAvatarError(undefined);
    if (hasErrors(found)) return;
    try {
      await onSave(toProfileInput(values), avatar);
    } catch (caught) {
      const serverErrors = getFieldErrors(caught);
      setErrors(pickFieldErrors<ProfileValues>(serverErrors, PROFILE_FIELDS));
      setAvatarError(serverErrors.avatar);
      setFailed(true);
    }
  };

  const field = (name: keyof ProfileValues) => ({
    name,
    disabled: saving,
    value: values[name],
    onValueChange: setValue(name),
    error: errors[name],
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-edit-title">
      <Stack gap="5">
        <Heading as="h2" id="profile-edit-title" size="lg">
          Edit Profile
        </Heading>
        {failed && <ErrorAlert title={PROFILE_UPDATE_FAILED} />}
        <AvatarPicker
          name={fullName(values.name, values.surname) || fullName(profile.name, profile.surname)}
          currentUrl={profile.avatar ?? null}
          value={avatar}
          onChange={(change) => {
            setAvatar(change);
            setAvatarError(undefined);
          }}
          disabled={saving}
          error={avatarError}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="First Name" required autoComplete="given-name" maxLength={PROFILE_LIMITS.name} {...field("name")} />
          <FormField label="Last Name" required autoComplete="family-name" maxLength={PROFILE_LIMITS.surname} {...field("surname")} />
          <FormField label="Email" required type="email" autoComplete="email" {...field("email")} />
          <FormField label="Phone" type="tel" autoComplete="tel" maxLength={PROFILE_LIMITS.phone} {...field("phone")} />
          <FormField label="Location" autoComplete="address-level2" maxLength={PROFILE_LIMITS.location} {...field("location")} />
          <FormField
            label="Website"
            type="url"
            autoComplete="url"
            placeholder="https://example.com"
            helperText="Starting with http:// or https://"
            maxLength={PROFILE_LIMITS.website}
            {...field("website")}
          />
        </SimpleGrid>
        <FormField label="Bio" multiline maxLength={PROFILE_LIMITS.bio} {...field("bio")} />
        <HStack gap="3" justify="flex-end" wrap="wrap">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="teal" loading={saving} loadingText="Saving...">
            Save Changes
          </Button>
        </HStack>
      </Stack>
    </form>
  );
};
