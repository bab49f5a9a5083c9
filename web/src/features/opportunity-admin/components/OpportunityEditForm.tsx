import { Button, HStack, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { AdminOpportunityFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { toaster } from "../../../components/ui/toaster";
import { useUpdateOpportunity } from "../hooks/useUpdateOpportunity";
import { UPDATE_OPPORTUNITY_ERROR } from "../labels";
import {
  buildOpportunityPatch,
  hasFormErrors,
  isEmptyPatch,
  opportunityToFormValues,
  pickOpportunityFieldErrors,
  validateOpportunityForm,
  type OpportunityFormErrors,
  type OpportunityFormValues,
} from "../opportunity-form";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { OpportunityFormFields } from "./OpportunityFormFields";

type OpportunityEditFormProps = {
  opportunity: AdminOpportunityFieldsFragment;
  onDone: () => void;
};

// A card's edit mode: Save sends the edited fields; Cancel (or Escape) drops them.
export const OpportunityEditForm = ({ opportunity, onDone }: OpportunityEditFormProps) => {
  const { update, loading } = useUpdateOpportunity();
  const [values, setValues] = useState<OpportunityFormValues>(() => opportunityToFormValues(opportunity));
  const [errors, setErrors] = useState<OpportunityFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

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
    const patch = buildOpportunityPatch(values, opportunity);
    if (isEmptyPatch(patch)) {
      onDone();
      return;
    }
    try {
      await update(opportunity.id, patch);
      toaster.create({ type: "success", title: "Opportunity updated" });
      onDone();
    } catch (caught) {
      setErrors(pickOpportunityFieldErrors(getFieldErrors(caught)));
      setFailure(getErrorMessage(caught, ""));
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape" && !loading) {
      event.stopPropagation();
      onDone();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} onKeyDown={handleKeyDown} aria-label={`Edit ${opportunity.title}`}>
      <Stack gap="4">
        <OpportunityFormFields values={values} errors={errors} onChange={handleChange} disabled={loading} titleRef={titleRef} />
        {failure !== null && <ErrorAlert title={UPDATE_OPPORTUNITY_ERROR} detail={failure} />}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="teal" loading={loading} loadingText="Saving...">
            Save
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDone} disabled={loading}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
};
