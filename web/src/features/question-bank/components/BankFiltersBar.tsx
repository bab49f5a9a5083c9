import { Box, Field, HStack, NativeSelect } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { SwitchField } from "../../../components/form/SwitchField";
import { QuestionBankTagsDocument, type QuestionType } from "../../../graphql/__generated__/graphql";
import { QUESTION_TYPES } from "../../quiz-authoring/quiz-builder";
import { DIFFICULTIES, DIFFICULTY_LABELS, type BankFilters } from "../bank-draft";

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  anyLabel: string;
};

const FilterSelect = ({ label, value, onChange, options, anyLabel }: FilterSelectProps) => (
  <Field.Root flex="1 1 8rem" minW="0">
    <Field.Label>{label}</Field.Label>
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);

type BankFiltersBarProps = { filters: BankFilters; onChange: (patch: Partial<BankFilters>) => void };

// The list's filters: a tag (the bank's tags, the most used first), a type, a difficulty, and
// whether retired questions show. Each change asks the server for the first page of its list.
export const BankFiltersBar = ({ filters, onChange }: BankFiltersBarProps) => {
  const { data } = useQuery(QuestionBankTagsDocument);
  const tags = data?.questionBankTags ?? [];
  // A tag chosen stays offered while its last question is retired (it would leave the list).
  const tagOptions = [
    ...tags.map((tag) => ({ value: tag.tag, label: `${tag.tag} (${tag.count})` })),
    ...(filters.tag && !tags.some((tag) => tag.tag === filters.tag) ? [{ value: filters.tag, label: filters.tag }] : []),
  ];
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
      <Box as="legend" px="1" fontWeight="medium">
        Filters
      </Box>
      <HStack gap="3" wrap="wrap" align="end">
        <FilterSelect label="Tag" value={filters.tag} onChange={(tag) => onChange({ tag })} options={tagOptions} anyLabel="Any tag" />
        <FilterSelect
          label="Type"
          value={filters.type}
          onChange={(type) => onChange({ type: type as QuestionType | "" })}
          options={QUESTION_TYPES.map((item) => ({ value: item.value, label: item.label }))}
          anyLabel="Any type"
        />
        <FilterSelect
          label="Difficulty"
          value={filters.difficulty}
          onChange={(difficulty) => onChange({ difficulty })}
          options={DIFFICULTIES.map((level) => ({ value: String(level), label: DIFFICULTY_LABELS[level] ?? String(level) }))}
          anyLabel="Any difficulty"
        />
        <Box flex="1 1 8rem" py="1.5">
          <SwitchField label="Show retired" checked={filters.includeRetired} onCheckedChange={(includeRetired) => onChange({ includeRetired })} />
        </Box>
      </HStack>
    </Box>
  );
};
