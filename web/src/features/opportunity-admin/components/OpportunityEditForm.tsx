import { InlineEditForm } from "../../../components/form/InlineEditForm";
import { useFormFields } from "../../../components/form/useFormFields";
import type { AdminOpportunityFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { toaster } from "../../../components/ui/toaster";
import { useUpdateOpportunity } from "../hooks/useUpdateOpportunity";
import { UPDATE_OPPORTUNITY_ERROR } from "../labels";
import {
  buildOpportunityPatch,
  isEmptyPatch,
  opportunityToFormValues,
  validateOpportunityForm,
  type OpportunityFormValues,
} from "../opportunity-form";
import { OpportunityFormFields } from "./OpportunityFormFields";

type OpportunityEditFormProps = {
  opportunity: AdminOpportunityFieldsFragment;
  onDone: () => void;
};

// A card's edit mode: Save sends the edited fields; Cancel (or Escape) drops them.
export const OpportunityEditForm = ({ opportunity, onDone }: OpportunityEditFormProps) => {
  const { update, loading } = useUpdateOpportunity();
  const { values, failure, field, submit } = useFormFields<OpportunityFormValues>(opportunityToFormValues(opportunity), {
    validate: validateOpportunityForm,
    disabled: loading,
  });

  const handleSubmit = submit(
    async () => {
      const patch = buildOpportunityPatch(values, opportunity);
      if (!isEmptyPatch(patch)) {
        await update(opportunity.id, patch);
        toaster.create({ type: "success", title: "Opportunity updated" });
      }
      onDone();
    },
    (caught) => getErrorMessage(caught, ""),
  );

  return (
    <InlineEditForm
      label={`Edit ${opportunity.title}`}
      busy={loading}
      onSubmit={handleSubmit}
      onCancel={onDone}
      failureTitle={UPDATE_OPPORTUNITY_ERROR}
      failure={failure}
    >
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens in place of what the user chose to edit, so focus moves into it */}
      <OpportunityFormFields field={field} autoFocus />
    </InlineEditForm>
  );
};
