import { Box, Button, Container, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type SubmitEvent } from "react";
import { useAuthContext } from "../../../auth/AuthContext";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../../components/app-shell/Footer";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { fullDisplayName } from "../../../components/app-shell/nav-links";
import { TextField } from "../../../components/form/TextField";
import { useFormFields } from "../../../components/form/useFormFields";
import { pickFieldErrors } from "../../../lib/forms";
import { useSendContactMessage } from "../hooks/useSendContactMessage";
import { CONTACT_FIELDS, MAX_MESSAGE, validateContact, type ContactValues } from "../validation";
import { SuccessAlert } from "../../../components/SuccessAlert";

// SPEC.md sections 4, 8 and 9.
export const CONTACT_SUCCESS_MESSAGE = "Your message has been sent successfully.";
export const CONTACT_ERROR_MESSAGE = "Failed to send message try logging in first";
export const CONTACT_SUCCESS_MS = 5000;

const EMPTY: ContactValues = { name: "", email: "", message: "" };

export const ContactPage = () => {
  usePageTitle("Contact Us");
  const { user } = useAuthContext();
  const signedIn = user !== null;
  const { send, loading, error, reset } = useSendContactMessage();
  const { values, setValues, setFieldErrors, field, check } = useFormFields<ContactValues>(EMPTY, {
    validate: (current) => validateContact(current, signedIn),
    disabled: loading,
    required: true,
  });
  // Counts successful sends, so a second success restarts the banner's 5 seconds; 0 hides it.
  const [successCount, setSuccessCount] = useState(0);

  useEffect(() => {
    if (successCount === 0) return undefined;
    const timer = window.setTimeout(() => setSuccessCount(0), CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [successCount]);

  // Not useFormFields' submit: the success banner and the mutation's error are reset first.
  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    setSuccessCount(0);
    if (!check()) return;
    const message = values.message.trim();
    try {
      // Signed in, the server takes name and email from the account.
      await send(signedIn ? { message } : { name: values.name.trim(), email: values.email.trim(), message });
      setValues((current) => ({ ...current, message: "" }));
      setSuccessCount((count) => count + 1);
    } catch (caught) {
      setFieldErrors(pickFieldErrors<ContactValues>(getFieldErrors(caught), CONTACT_FIELDS));
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

        {successCount > 0 && <SuccessAlert title={CONTACT_SUCCESS_MESSAGE} />}
        {error && <ErrorAlert title={getErrorMessage(error, CONTACT_ERROR_MESSAGE)} />}

        <Box borderWidth="1px" borderRadius="xl" p={{ base: "5", md: "8" }} bg="bg">
          <form onSubmit={handleSubmit} noValidate aria-label="Contact us">
            <Stack gap="4">
              {signedIn ? (
                <Text color="fg.muted">
                  You are logged in as {fullDisplayName(user)} ({user.email}). Your name and email are included
                  automatically.
                </Text>
              ) : (
                <>
                  <TextField label="Name" autoComplete="name" {...field("name")} />
                  <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
                </>
              )}
              <TextField label="Message" rows={6} maxLength={MAX_MESSAGE} placeholder="How can we help?" {...field("message")} />
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
