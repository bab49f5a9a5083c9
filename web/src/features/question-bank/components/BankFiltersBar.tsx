import { Box, Field, HStack } from "@chakra-ui/react";
import { ChoiceSelect } from "../../../components/form/ChoiceSelect";
import { SwitchField } from "../../../components/form/SwitchField";
import type { QuestionType } from "../../../graphql/__generated__/graphql";
import { QUESTION_TYPES } from "../../quiz-authoring/quiz-builder";
import { DIFFICULTIES, DIFFICULTY_LABELS, type BankFilters } from "../bank-draft";
import { useBankTagOptions } from "../hooks/useBankTagOptions";

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  anyLabel: string;
};

// A list filter: a labelled select whose empty first choice ("Any tag") leaves it unfiltered.
const FilterSelect = ({ label, value, onChange, options, anyLabel }: FilterSelectProps) => (
  <Field.Root flex="1 1 8rem" minW="0">
    <Field.Label>{label}</Field.Label>
    <ChoiceSelect size="sm" value={value} onValueChange={onChange} placeholder={anyLabel} options={options} />
  </Field.Root>
);

type TagAndType = { tag: string; type: QuestionType | "" };

// The tag filter (the bank's tags, the most used first) and the type filter: the bank's list and
// the quiz builder's Add from bank both filter by them.
export const TagAndTypeFilters = ({ filters, onChange }: { filters: TagAndType; onChange: (patch: Partial<TagAndType>) => void }) => {
  // A tag chosen stays offered while its last question is retired (it would leave the list).
  const tagOptions = useBankTagOptions(filters.tag);
  return (
    <>
      <FilterSelect label="Tag" value={filters.tag} onChange={(tag) => onChange({ tag })} options={tagOptions} anyLabel="Any tag" />
      <FilterSelect
        label="Type"
        value={filters.type}
        onChange={(type) => onChange({ type: type as QuestionType | "" })}
        options={QUESTION_TYPES.map((item) => ({ value: item.value, label: item.label }))}
        anyLabel="Any type"
      />
    </>
  );
};

type BankFiltersBarProps = { filters: BankFilters; onChange: (patch: Partial<BankFilters>) => void };

// The list's filters: a tag (the bank's tags, the most used first), a type, a difficulty, and
// whether retired questions show. Each change asks the server for the first page of its list.
export const BankFiltersBar = ({ filters, onChange }: BankFiltersBarProps) => {
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
      <Box as="legend" px="1" fontWeight="medium">
        Filters
      </Box>
      <HStack gap="3" wrap="wrap" align="end">
        <TagAndTypeFilters filters={filters} onChange={onChange} />
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
