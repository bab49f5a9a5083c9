import { Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import type { Ref } from "react";
import { OPPORTUNITY_TYPE_LABELS, OPPORTUNITY_TYPES } from "../labels";
import { isOpportunityType, type OpportunityFormErrors, type OpportunityFormValues } from "../opportunity-form";

type OpportunityFormFieldsProps = {
  values: OpportunityFormValues;
  errors: OpportunityFormErrors;
  onChange: <K extends keyof OpportunityFormValues>(field: K, value: OpportunityFormValues[K]) => void;
  disabled?: boolean;
  titleRef?: Ref<HTMLInputElement>;
};

// The fields of an opportunity, shared by the creation form and a card's inline edit.
export const OpportunityFormFields = ({ values, errors, onChange, disabled, titleRef }: OpportunityFormFieldsProps) => (
  <Stack gap="4">
    <Field.Root invalid={Boolean(errors.title)} disabled={disabled} required>
      <Field.Label>
        Title
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={titleRef} name="title" maxLength={200} value={values.title} onChange={(event) => onChange("title", event.target.value)} />
      <Field.ErrorText>{errors.title}</Field.ErrorText>
    </Field.Root>
    <Field.Root invalid={Boolean(errors.type)} disabled={disabled} required>
      <Field.Label>
        Type
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name="type"
          value={values.type}
          onChange={(event) => {
            if (isOpportunityType(event.target.value)) onChange("type", event.target.value);
          }}
        >
          {OPPORTUNITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {OPPORTUNITY_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errors.type}</Field.ErrorText>
    </Field.Root>
    <Field.Root invalid={Boolean(errors.description)} disabled={disabled} required>
      <Field.Label>
        Description
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        name="description"
        rows={5}
        maxLength={10000}
        value={values.description}
        onChange={(event) => onChange("description", event.target.value)}
      />
      <Field.ErrorText>{errors.description}</Field.ErrorText>
    </Field.Root>
    <Field.Root invalid={Boolean(errors.link)} disabled={disabled}>
      <Field.Label>Application Link</Field.Label>
      <Input
        name="link"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={2000}
        value={values.link}
        onChange={(event) => onChange("link", event.target.value)}
      />
      <Field.HelperText>Optional. Leave blank if there is no link yet.</Field.HelperText>
      <Field.ErrorText>{errors.link}</Field.ErrorText>
    </Field.Root>
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <Field.Root invalid={Boolean(errors.openingDate)} disabled={disabled}>
        <Field.Label>Opening Date</Field.Label>
        <Input name="openingDate" type="date" value={values.openingDate} onChange={(event) => onChange("openingDate", event.target.value)} />
        <Field.ErrorText>{errors.openingDate}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.closingDate)} disabled={disabled}>
        <Field.Label>Closing Date</Field.Label>
        <Input name="closingDate" type="date" value={values.closingDate} onChange={(event) => onChange("closingDate", event.target.value)} />
        <Field.ErrorText>{errors.closingDate}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  </Stack>
);
