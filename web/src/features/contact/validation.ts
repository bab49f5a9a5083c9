import { EMAIL_PATTERN, type FormErrors } from "../../lib/forms";

// SPEC.md section 5 (contact): message required; name and email required when logged out.
// The texts and bounds mirror the API's (api/src/modules/contact/contact.service.ts); the server stays the authority.
const MAX_NAME = 100;
export const MAX_MESSAGE = 5000;

export type ContactValues = { name: string; email: string; message: string };
export type ContactErrors = FormErrors<ContactValues>;

export const CONTACT_FIELDS: readonly (keyof ContactValues)[] = ["name", "email", "message"];

export const validateContact = (values: ContactValues, signedIn: boolean): ContactErrors => {
  const errors: ContactErrors = {};
  if (!signedIn) {
    const name = values.name.trim();
    const email = values.email.trim();
    if (!name) errors.name = "Name is required";
    else if (name.length > MAX_NAME) errors.name = `Name must be at most ${MAX_NAME} characters`;
    if (!email) errors.email = "Email is required";
    else if (!EMAIL_PATTERN.test(email)) errors.email = "Please enter a valid email address";
  }
  const message = values.message.trim();
  if (!message) errors.message = "Message is required";
  else if (message.length > MAX_MESSAGE) errors.message = `Message must be at most ${MAX_MESSAGE} characters`;
  return errors;
};
