import { Container, Stack } from "@chakra-ui/react";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form/FormActions";
import { FormCard } from "../../../components/form/FormCard";
import { useFormFields } from "../../../components/form/useFormFields";
import { PageHeader } from "../../../components/PageHeader";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage } from "../../../graphql/errors";
import { OpportunityFormFields } from "../components/OpportunityFormFields";
import { useCreateOpportunity } from "../hooks/useCreateOpportunity";
import { ADD_OPPORTUNITY_ERROR } from "../labels";
import { buildNewOpportunityInput, EMPTY_OPPORTUNITY_FORM, validateOpportunityForm, type OpportunityFormValues } from "../opportunity-form";

export const OPPORTUNITY_ADDED_MESSAGE = "Opportunity added successfully";

export const AddOpportunityPage = () => {
  usePageTitle("Add Opportunity");
  const navigate = useNavigate();
  const { create, loading } = useCreateOpportunity();
  const { values, failure, field, submit } = useFormFields<OpportunityFormValues>(EMPTY_OPPORTUNITY_FORM, {
    validate: validateOpportunityForm,
    disabled: loading,
  });

  const handleSubmit = submit(
    async () => {
      await create(buildNewOpportunityInput(values));
      toaster.create({ type: "success", title: OPPORTUNITY_ADDED_MESSAGE });
      await navigate("/opportunity");
    },
    // SPEC.md section 8: the server's message, else "Error adding opportunity".
    (caught) => getErrorMessage(caught, ADD_OPPORTUNITY_ERROR),
  );

  return (
    <Container maxW="2xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <PageHeader title="Add Opportunity" description="Post a bursary, hackathon, internship or job for learners." />
        <FormCard label="Add Opportunity" onSubmit={handleSubmit} failure={failure}>
          <OpportunityFormFields field={field} />
          <FormActions submitLabel="Add Opportunity" busyLabel="Adding..." busy={loading} cancel="/opportunity" />
        </FormCard>
      </Stack>
    </Container>
  );
};
