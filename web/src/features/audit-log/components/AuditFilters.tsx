import { Box, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type SubmitEvent } from "react";
import { SelectField } from "../../../components/form/SelectField";
import type { AuditOutcome } from "../../../graphql/__generated__/graphql";
import { AUDIT_OUTCOMES, hasFilters, type AuditFilters as Filters } from "../labels";

type AuditFiltersProps = {
  filters: Filters;
  onChange: (filters: Filters) => void;
};

// The log's filters: the outcome (applied at once), the operation (an exact name, applied on Enter
// or Apply: a part of a name matches nothing) and the user (picked in the table, shown here to clear).
export const AuditFilters = ({ filters, onChange }: AuditFiltersProps) => {
  const [operation, setOperation] = useState(filters.operation);
  // The field follows a filter cleared from outside (Clear filters).
  const [applied, setApplied] = useState(filters.operation);
  if (filters.operation !== applied) {
    setApplied(filters.operation);
    setOperation(filters.operation);
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, operation: operation.trim() });
  };

  return (
    <form role="search" aria-label="Audit log filters" onSubmit={submit}>
      <Stack gap="4">
        <Stack direction={{ base: "column", md: "row" }} gap="4" align={{ base: "stretch", md: "flex-end" }}>
          <SelectField<AuditOutcome | "">
            label="Outcome"
            value={filters.outcome}
            options={AUDIT_OUTCOMES}
            placeholder="Any outcome"
            onValueChange={(outcome) => onChange({ ...filters, outcome })}
            maxW={{ md: "3xs" }}
          />
          <Field.Root flex="1">
            <Field.Label>Operation</Field.Label>
            <HStack gap="2" width="full">
              <Input
                name="operation"
                placeholder="e.g. updateQuiz"
                fontFamily={operation ? "mono" : undefined}
                value={operation}
                onChange={(event) => setOperation(event.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
              <Button type="submit" variant="outline">
                Apply
              </Button>
            </HStack>
            <Field.HelperText>The exact name, as the Operation column shows it.</Field.HelperText>
          </Field.Root>
        </Stack>
        <HStack gap="3" wrap="wrap" minH="8">
          {filters.user ? (
            <HStack gap="2" borderWidth="1px" borderRadius="full" ps="3" pe="1" py="0.5" maxW="full">
              <Text textStyle="sm" overflowWrap="anywhere">
                User: {filters.user.label}
              </Text>
              <Button size="xs" variant="ghost" onClick={() => onChange({ ...filters, user: null })}>
                Clear user
              </Button>
            </HStack>
          ) : (
            <Text color="fg.muted" textStyle="sm">
              Every user. Choose “Only this user” in a row to see one user's entries.
            </Text>
          )}
          {hasFilters(filters) && (
            <Box>
              <Button size="sm" variant="outline" onClick={() => onChange({ outcome: "", operation: "", user: null })}>
                Clear filters
              </Button>
            </Box>
          )}
        </HStack>
      </Stack>
    </form>
  );
};
