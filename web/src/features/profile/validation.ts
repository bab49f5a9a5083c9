import type { ProfileFieldsFragment, ProfileInput } from "../../graphql/__generated__/graphql";
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, type FormErrors } from "../../lib/forms";

// SPEC.md section 5: name, surname and email required; email format; website a URL; the rest optional.
// Messages and length limits mirror the API's (api/src/modules/users/profile.service.ts).

export const PROFILE_LIMITS = { name: 100, surname: 100, bio: 2000, location: 200, website: 500, phone: 50 } as const;

export type ProfileValues = {
  name: string;
  surname: string;
  email: string;
  phone: string;
  location: string;
  website: string;
  bio: string;
  // Asked for only when the e-mail changes (the API needs it then).
  currentPassword: string;
};

export const PASSWORD_FOR_EMAIL = "Enter your current password to change your e-mail address";

export type PasswordValues = { currentPassword: string; newPassword: string };

// The API accepts http(s) addresses only.
export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

export const toProfileValues = (profile: ProfileFieldsFragment): ProfileValues => ({
  name: profile.name,
  surname: profile.surname,
  email: profile.email,
  phone: profile.phone ?? "",
  location: profile.location ?? "",
  website: profile.website ?? "",
  bio: profile.bio ?? "",
  currentPassword: "",
});

// Trimmed; a blank optional field is sent as null ("not given").
export const toProfileInput = (values: ProfileValues): ProfileInput => {
  const optional = (value: string): string | null => value.trim() || null;
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    location: optional(values.location),
    website: optional(values.website),
    bio: optional(values.bio),
    ...(values.currentPassword && { currentPassword: values.currentPassword }),
  };
};

export const emailChanged = (values: ProfileValues, saved: Pick<ProfileFieldsFragment, "email">): boolean => values.email.trim() !== saved.email;

export const validateProfile = (values: ProfileValues): FormErrors<ProfileValues> => {
  const input = toProfileInput(values);
  const errors: FormErrors<ProfileValues> = {};
  if (!input.name) errors.name = "First name is required";
  else if (input.name.length > PROFILE_LIMITS.name) errors.name = "First name must be at most 100 characters";
  if (!input.surname) errors.surname = "Last name is required";
  else if (input.surname.length > PROFILE_LIMITS.surname) errors.surname = "Last name must be at most 100 characters";
  if (!input.email) errors.email = "Email is required";
  else if (!EMAIL_PATTERN.test(input.email)) errors.email = "Please enter a valid email address";
  if (input.website && !isHttpUrl(input.website)) errors.website = "Website must be a valid URL";
  else if ((input.website ?? "").length > PROFILE_LIMITS.website) errors.website = "Website must be at most 500 characters";
  if ((input.phone ?? "").length > PROFILE_LIMITS.phone) errors.phone = "Phone must be at most 50 characters";
  if ((input.location ?? "").length > PROFILE_LIMITS.location) errors.location = "Location must be at most 200 characters";
  if ((input.bio ?? "").length > PROFILE_LIMITS.bio) errors.bio = "Bio must be at most 2000 characters";
  return errors;
};

export const validatePassword = (values: PasswordValues): FormErrors<PasswordValues> => {
  const errors: FormErrors<PasswordValues> = {};
  if (!values.currentPassword) errors.currentPassword = "Current password is required";
  if (!values.newPassword) errors.newPassword = "New password is required";
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
    errors.newPassword = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  return errors;
};
