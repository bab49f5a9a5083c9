import { SimpleGrid, Stack } from "@chakra-ui/react";
import { SelectField } from "../../../components/form/SelectField";
import { TextField } from "../../../components/form/TextField";
import type { FieldsOf } from "../../../components/form/useFormFields";
import { OPPORTUNITY_TYPES } from "../labels";
import type { OpportunityFormValues } from "../opportunity-form";

type OpportunityFormFieldsProps = {
  field: FieldsOf<OpportunityFormValues>;
  // The inline edit puts the keyboard on the title as it opens.
  autoFocus?: boolean;
};

// The fields of an opportunity, shared by the creation form and a card's inline edit.
export const OpportunityFormFields = ({ field, autoFocus }: OpportunityFormFieldsProps) => (
  <Stack gap="4">
    {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens in place of what the user chose to edit, so focus moves into it */}
    <TextField label="Title" maxLength={200} required requiredMark autoFocus={autoFocus} {...field("title")} />
    <SelectField label="Type" options={OPPORTUNITY_TYPES} required requiredMark {...field("type")} />
    <TextField label="Description" rows={5} maxLength={10000} required requiredMark {...field("description")} />
    <TextField
      label="Application Link"
      type="url"
      inputMode="url"
      placeholder="https://"
      maxLength={2000}
      helperText="Optional. Leave blank if there is no link yet."
      {...field("link")}
    />
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField label="Opening Date" type="date" {...field("openingDate")} />
      <TextField label="Closing Date" type="date" {...field("closingDate")} />
    </SimpleGrid>
  </Stack>
);
