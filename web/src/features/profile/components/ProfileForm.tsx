import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type SubmitEvent } from "react";
import type { ProfileFieldsFragment, ProfileInput } from "../../../graphql/__generated__/graphql";
import { getFieldErrors } from "../../../graphql/errors";
import { fullName } from "../profile-format";
import { emailChanged, PASSWORD_FOR_EMAIL, PROFILE_LIMITS, toProfileInput, toProfileValues, validateProfile, type ProfileValues } from "../validation";
import { AvatarPicker, type AvatarChange } from "./AvatarPicker";
import { FormActions } from "../../../components/form/FormActions";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { TextField } from "../../../components/form/TextField";
import { useFormFields } from "../../../components/form/useFormFields";

const PROFILE_UPDATE_FAILED = "Failed to update profile. Please try again.";

type ProfileFormProps = {
  profile: ProfileFieldsFragment;
  saving: boolean;
  onSave: (input: ProfileInput, avatar: AvatarChange) => Promise<void>;
  onCancel: () => void;
};

// Edit mode of the profile, in place. It starts from the saved values, so Cancel simply discards it.
export const ProfileForm = ({ profile, saving, onSave, onCancel }: ProfileFormProps) => {
  const { values, failure, field, submit } = useFormFields<ProfileValues>(toProfileValues(profile), {
    // A new e-mail address needs the current password.
    validate: (current) => ({
      ...validateProfile(current),
      ...(emailChanged(current, profile) && !current.currentPassword && { currentPassword: PASSWORD_FOR_EMAIL }),
    }),
    disabled: saving,
  });
  // A field with a length bound (PROFILE_LIMITS) stops taking characters there.
  const bounded = (name: keyof typeof PROFILE_LIMITS) => ({ ...field(name), maxLength: PROFILE_LIMITS[name] });
  const [avatar, setAvatar] = useState<AvatarChange>({ file: null, remove: false });
  const [avatarError, setAvatarError] = useState<string | undefined>();

  const changingEmail = emailChanged(values, profile);
  const save = submit(
    () => onSave(toProfileInput(changingEmail ? values : { ...values, currentPassword: "" }), avatar),
    (caught) => {
      setAvatarError(getFieldErrors(caught).avatar);
      return PROFILE_UPDATE_FAILED;
    },
  );
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    setAvatarError(undefined);
    void save(event);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-edit-title">
      <Stack gap="5">
        <Heading as="h2" id="profile-edit-title" size="lg">
          Edit Profile
        </Heading>
        {failure && <ErrorAlert title={failure} />}
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
          <TextField label="First Name" required requiredMark autoComplete="given-name" {...bounded("name")} />
          <TextField label="Last Name" required requiredMark autoComplete="family-name" {...bounded("surname")} />
          <TextField label="Email" required requiredMark type="email" autoComplete="email" {...field("email")} />
          {changingEmail && (
            <TextField
              label="Current Password"
              type="password"
              autoComplete="current-password"
              required
              requiredMark
              helperText="Needed to change your e-mail address"
              {...field("currentPassword")}
            />
          )}
          <TextField label="Phone" type="tel" autoComplete="tel" {...bounded("phone")} />
          <TextField label="Location" autoComplete="address-level2" {...bounded("location")} />
          <TextField
            label="Website"
            type="url"
            autoComplete="url"
            placeholder="https://example.com"
            helperText="Starting with http:// or https://"
            {...bounded("website")}
          />
        </SimpleGrid>
        <TextField label="Bio" rows={4} {...bounded("bio")} />
        <FormActions submitLabel="Save Changes" busyLabel="Saving..." busy={saving} cancel={onCancel} />
      </Stack>
    </form>
  );
};
