import { Button, Card, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { Link as RouterLink } from "react-router";
import { useAuthContext } from "../../../auth/AuthContext";
import { FormActions } from "../../../components/form/FormActions";
import { FormCard } from "../../../components/form/FormCard";
import { TextField } from "../../../components/form/TextField";
import { usePageTitle } from "../../../components/usePageTitle";
import { BackLink } from "../../../components/BackLink";
import { useCreateActivity } from "../hooks/useCreateActivity";
import { MESSAGES } from "../labels";
import { mutationErrorMessage } from "../mutation-errors";

const DASHBOARD = "/tutor-dashboard";

const hasText = (value: string | undefined): boolean => (value ?? "").trim() !== "";

// SPEC.md section 2: after creating, the tutor chooses the next step.
const CreatedChoice = ({ activityId }: { activityId: string }) => {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card.Root variant="outline" borderColor="green.muted" bg="green.subtle">
      <Card.Body gap="4">
        <Text role="status" fontWeight="medium" ref={headingRef} tabIndex={-1} _focus={{ outline: "none" }}>
          {MESSAGES.activityCreated}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="teal">
            <RouterLink to={`/manage-activities/${activityId}/create-chapter`}>Add Chapters Now</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={DASHBOARD}>Back to Dashboard</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
};

export const CreateActivityPage = () => {
  usePageTitle("Create Activity");
  const { user } = useAuthContext();
  const [createActivity, { loading }] = useCreateActivity();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // SPEC.md section 5, in order: both fields, then the poster's details.
    if (!hasText(title) || !hasText(description)) {
      setFormError(MESSAGES.fillAllFields);
      return;
    }
    if (!hasText(user?.name) || !hasText(user?.surname) || !hasText(user?.email)) {
      setFormError(MESSAGES.incompleteProfile);
      return;
    }
    setFormError(null);
    try {
      const { data } = await createActivity({ variables: { input: { title: title.trim(), description: description.trim() } } });
      if (data) setCreatedId(data.createActivity.id);
    } catch (error) {
      setFormError(mutationErrorMessage(error, MESSAGES.createActivity));
    }
  };

  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        {!createdId && <BackLink to={DASHBOARD} label="Back to Dashboard" />}
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          Create New Activity
        </Heading>
        {createdId ? (
          <CreatedChoice activityId={createdId} />
        ) : (
          <FormCard label="Create activity" onSubmit={handleSubmit} failure={formError}>
            <TextField label="Activity Title" required disabled={loading} value={title} onValueChange={setTitle} />
            <TextField label="Description" rows={5} required disabled={loading} value={description} onValueChange={setDescription} />
            <FormActions submitLabel="Create Activity" busyLabel="Creating..." busy={loading} cancel={DASHBOARD} />
          </FormCard>
        )}
      </Stack>
    </Container>
  );
};
