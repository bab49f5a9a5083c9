import type { AdminUserFieldsFragment, AdminUserInput, Role } from "../../graphql/__generated__/graphql";
import type { FormErrors } from "../../lib/forms";
import { ROLES } from "./labels";

export type UserFormValues = { name: string; surname: string; email: string; role: Role };
export type UserFormErrors = FormErrors<UserFormValues>;

// The API's wording, so the form and the server say the same thing.
const USER_FORM_MESSAGES = {
  name: "First name is required",
  surname: "Last name is required",
  email: "Email is required",
  invalidEmail: "Please enter a valid email address",
  role: "Please select a role",
} as const;

// The check a browser's type="email" input makes (and the API makes).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const userToFormValues = (user: AdminUserFieldsFragment): UserFormValues => ({
  name: user.name,
  surname: user.surname,
  email: user.email,
  role: user.role,
});

export const validateUserForm = (values: UserFormValues): UserFormErrors => {
  const errors: UserFormErrors = {};
  if (!values.name.trim()) errors.name = USER_FORM_MESSAGES.name;
  if (!values.surname.trim()) errors.surname = USER_FORM_MESSAGES.surname;
  const email = values.email.trim();
  if (!email) errors.email = USER_FORM_MESSAGES.email;
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = USER_FORM_MESSAGES.invalidEmail;
  if (!ROLES.is(values.role)) errors.role = USER_FORM_MESSAGES.role;
  return errors;
};

// SPEC.md section 7: name, surname, email and role (the API signs the user out only when the role changes).
export const buildUserInput = (values: UserFormValues): AdminUserInput => ({
  name: values.name.trim(),
  surname: values.surname.trim(),
  email: values.email.trim(),
  role: values.role,
});

export const isUnchanged = (values: UserFormValues, original: AdminUserFieldsFragment): boolean =>
  values.name.trim() === original.name &&
  values.surname.trim() === original.surname &&
  values.email.trim() === original.email &&
  values.role === original.role;
