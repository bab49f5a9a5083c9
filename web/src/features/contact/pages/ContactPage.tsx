import { Alert, Box, Button, Container, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../../components/app-shell/Footer";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { TextField } from "../../auth/components/TextField";
import { MessageField } from "../components/MessageField";
import { useSendContactMessage } from "../hooks/useSendContactMessage";
import {
  CONTACT_FIELDS,
  hasContactErrors,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from "../validation";

// SPEC.md sections 4, 8 and 9.
export const CONTACT_SUCCESS_MESSAGE = "Your message has been sent successfully.";
export const CONTACT_ERROR_MESSAGE = "Failed to send message try logging in first";
export const CONTACT_SUCCESS_MS = 5000;

// Names are stored as typed (often lower case); shown with a capital like the navigation bar does.
const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

const EMPTY: ContactValues = { name: "", email: "", message: "" };

// Keeps only the server field errors that belong to a field of this form.
const pickFieldErrors = (error: unknown): ContactErrors => {
  const serverErrors = getFieldErrors(error);
  const result: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (serverErrors[field]) result[field] = serverErrors[field];
  }
  return result;
};

export const ContactPage = () => {
  usePageTitle("Contact Us");
  const { user } = useAuthContext();
  const signedIn = user !== null;
  const { send, loading, error, reset } = useSendContactMessage();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<ContactErrors>({});
  // Counts successful sends, so a second success restarts the banner's 5 seconds; 0 hides it.
  const [successCount, setSuccessCount] = useState(0);

  useEffect(() => {
    if (successCount === 0) return undefined;
    const timer = window.setTimeout(() => setSuccessCount(0), CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [successCount]);

  const setValue = (field: keyof ContactValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    setSuccessCount(0);
    const errors = validateContact(values, signedIn);
    setFieldErrors(errors);
    if (hasContactErrors(errors)) return;
    const message = values.message.trim();
    try {
      // Signed in, the server takes name and email from the account.
      await send(signedIn ? { message } : { name: values.name.trim(), email: values.email.trim(), message });
      setValues((current) => ({ ...current, message: "" }));
      setSuccessCount((count) => count + 1);
    } catch (caught) {
      setFieldErrors(pickFieldErrors(caught));
    }
  };

  return (
    <Container maxW="2xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Box>
          <Heading as="h1" size="3xl" mb="2">
            Contact Us
          </Heading>
          <Text color="fg.muted">
            Questions about a course, a past paper or your account? Send us a message and we will get back to you by
            email.
          </Text>
        </Box>

        {successCount > 0 && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Description>{CONTACT_SUCCESS_MESSAGE}</Alert.Description>
          </Alert.Root>
        )}
        {error && <ErrorAlert title={getErrorMessage(error, CONTACT_ERROR_MESSAGE)} />}

        <Box borderWidth="1px" borderRadius="xl" p={{ base: "5", md: "8" }} bg="bg">
          <form onSubmit={handleSubmit} noValidate aria-label="Contact us">
            <Stack gap="4">
              {signedIn ? (
                <Text color="fg.muted">
                  You are logged in as {capitalise(user.name)} {capitalise(user.surname)} ({user.email}). Your name and email are included
                  automatically.
                </Text>
              ) : (
                <>
                  <TextField
                    label="Name"
                    name="name"
                    autoComplete="name"
                    required
                    disabled={loading}
                    value={values.name}
                    onValueChange={setValue("name")}
                    error={fieldErrors.name}
                  />
                  <TextField
                    label="Email"
                    type="email"
                    name="email"
                    autoComplete="email"
                    required
                    disabled={loading}
                    value={values.email}
                    onValueChange={setValue("email")}
                    error={fieldErrors.email}
                  />
                </>
              )}
              <MessageField
                value={values.message}
                onValueChange={setValue("message")}
                error={fieldErrors.message}
                disabled={loading}
              />
              <Button type="submit" colorPalette="teal" alignSelf={{ base: "stretch", sm: "start" }} loading={loading} loadingText="Sending...">
                Send Message
              </Button>
            </Stack>
          </form>
        </Box>

        <Text fontSize="sm" color="fg.muted">
          You can also email{" "}
          <ChakraLink href={`mailto:${SUPPORT_EMAIL}`} color="teal.fg">
            {SUPPORT_EMAIL}
          </ChakraLink>{" "}
          or call{" "}
          <ChakraLink href={`tel:${SUPPORT_PHONE.replace(/\s/g, "")}`} color="teal.fg">
            {SUPPORT_PHONE}
          </ChakraLink>
          .
        </Text>
      </Stack>
    </Container>
  );
};
