import { Box, Button, Card, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { OpportunityFormFields } from "../components/OpportunityFormFields";
import { useCreateOpportunity } from "../hooks/useCreateOpportunity";
import { ADD_OPPORTUNITY_ERROR } from "../labels";
import {
  buildNewOpportunityInput,
  EMPTY_OPPORTUNITY_FORM,
  hasFormErrors,
  pickOpportunityFieldErrors,
  validateOpportunityForm,
  type OpportunityFormErrors,
  type OpportunityFormValues,
} from "../opportunity-form";

export const OPPORTUNITY_ADDED_MESSAGE = "Opportunity added successfully";

export const AddOpportunityPage = () => {
  usePageTitle("Add Opportunity");
  const navigate = useNavigate();
  const { create, loading } = useCreateOpportunity();
  const [values, setValues] = useState<OpportunityFormValues>(EMPTY_OPPORTUNITY_FORM);
  const [errors, setErrors] = useState<OpportunityFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const handleChange = <K extends keyof OpportunityFormValues>(field: K, value: OpportunityFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateOpportunityForm(values);
    setErrors(found);
    if (hasFormErrors(found)) return;
    try {
      await create(buildNewOpportunityInput(values));
      toaster.create({ type: "success", title: OPPORTUNITY_ADDED_MESSAGE });
      await navigate("/opportunity");
    } catch (caught) {
      setErrors(pickOpportunityFieldErrors(getFieldErrors(caught)));
      // SPEC.md section 8: the server's message, else "Error adding opportunity".
      setFailure(getErrorMessage(caught, ADD_OPPORTUNITY_ERROR));
    }
  };

  return (
    <Container maxW="2xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="2">
            Add Opportunity
          </Heading>
          <Text color="fg.muted">Post a bursary, hackathon, internship or job for learners.</Text>
        </Box>
        <Card.Root>
          <Card.Body>
            <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Add Opportunity">
              <Stack gap="5">
                <OpportunityFormFields values={values} errors={errors} onChange={handleChange} disabled={loading} />
                {failure !== null && <ErrorAlert title={failure} />}
                <HStack gap="3" wrap="wrap">
                  <Button type="submit" colorPalette="teal" loading={loading} loadingText="Adding...">
                    Add Opportunity
                  </Button>
                  <Button asChild variant="outline" disabled={loading}>
                    <RouterLink to="/opportunity">Cancel</RouterLink>
                  </Button>
                </HStack>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
};
