import { Alert, Field, HStack, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { skipToken, useQuery } from "@apollo/client/react";
import { ChoiceSelect } from "../../../components/form/ChoiceSelect";
import { useDebouncedValue } from "../../../components/useDebouncedValue";
import { AuthoringPoolSizeDocument } from "../../../graphql/__generated__/graphql";
import { useBankTagOptions } from "../../question-bank/hooks/useBankTagOptions";
import { plural } from "../../../lib/format";
import { MAX_DRAW, parseCount, parseNumber, type RandomEntryDraft, type RandomFields } from "../quiz-builder";
import { EntryCard } from "./EntryCard";
import type { EntryPlacement } from "./EntryControls";

// How long the pool's size waits for the tag, difficulty and count to settle before asking.
const POOL_DEBOUNCE_MS = 400;
const DIFFICULTY_OPTIONS = [
  { value: "1", label: "1 (easiest)" },
  { value: "2", label: "2" },
  { value: "3", label: "3" },
  { value: "4", label: "4" },
  { value: "5", label: "5 (hardest)" },
];

export type SlotField = "randomTag" | "count" | "difficulty";
export const slotFieldId = (idPrefix: string, entryIndex: number, field: SlotField | "") =>
  field ? `${idPrefix}-entry-${entryIndex}-${field}` : `${idPrefix}-entry-${entryIndex}`;

const poolLine = (size: number) => `The pool holds ${plural(size, "question")}`;
const poolWarning = (count: number, size: number) =>
  `This slot draws ${count} but the pool holds ${size}: add questions with this tag to the bank or draw fewer.`;

type RandomSlotEditorProps = {
  idPrefix: string;
  entry: RandomEntryDraft;
  // Its place in the list, from 1.
  n: number;
  placement: EntryPlacement;
  // Messages by field (this form's check, else the server's); "" for the slot as a whole.
  errors: Readonly<Partial<Record<SlotField | "", string>>>;
  onChange: (fields: RandomFields) => void;
};

// What a field's message needs: aria-invalid, and the message read with the field.
const described = (id: string, error?: string) => (error ? { "aria-describedby": `field::${id}::error-text` } : {});

// The pool's size for the chosen tag and difficulty, asked once they settle, with a warning when the
// slot draws more than it holds (the server also leaves out the quiz's fixed questions when saving).
const PoolSize = ({ tag, difficulty, count }: { tag: string; difficulty: string; count: string }) => {
  const settled = useDebouncedValue({ tag: tag.trim(), difficulty }, POOL_DEBOUNCE_MS);
  const waiting = settled.tag !== tag.trim() || settled.difficulty !== difficulty;
  const level = parseNumber(settled.difficulty);
  const { data, loading, error } = useQuery(
    AuthoringPoolSizeDocument,
    settled.tag === "" ? skipToken : { variables: { tag: settled.tag, difficulty: level } },
  );
  if (tag.trim() === "") return <Text fontSize="sm" color="fg.muted">Choose a tag to see how many questions its pool holds.</Text>;
  if (waiting || loading) {
    return (
      <HStack gap="2" role="status">
        <Spinner size="xs" />
        <Text fontSize="sm" color="fg.muted">Counting the pool…</Text>
      </HStack>
    );
  }
  if (error || !data) return <Text fontSize="sm" color="fg.muted" role="status">The pool's size could not be loaded.</Text>;
  const size = data.questionBankPoolSize;
  const wanted = parseCount(count);
  return (
    <Stack gap="2">
      <Text fontSize="sm" role="status">
        {poolLine(size)}
      </Text>
      {wanted !== null && wanted > size && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{poolWarning(wanted, size)}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
};

// A random draw per attempt: its tag (the bank's tags, the most used first), how many questions,
// and a difficulty when wanted.
export const RandomSlotEditor = ({ idPrefix, entry, n, placement, errors, onChange }: RandomSlotEditorProps) => {
  // A tag already chosen (a loaded quiz's) stays offered when the bank has none left.
  const options = useBankTagOptions(entry.tag);
  const id = (field: SlotField | "") => slotFieldId(idPrefix, n - 1, field);
  const { disabled } = placement;
  return (
    <EntryCard id={id("")} title={`Slot ${n}: random questions`} name={`slot ${n}`} removeLabel="Remove slot" placement={placement} gap="4">
      <Text fontSize="sm" color="fg.muted">
        Each attempt draws its own questions from the bank's questions with this tag.
      </Text>
      <HStack gap="3" align="start" wrap="wrap">
        <Field.Root id={id("randomTag")} required invalid={Boolean(errors.randomTag)} flex="1 1 10rem" minW="0" disabled={disabled}>
          <Field.Label>
            Tag <Field.RequiredIndicator />
          </Field.Label>
          <ChoiceSelect
            size="sm"
            disabled={disabled}
            aria-label={`Slot ${n} tag`}
            {...described(id("randomTag"), errors.randomTag)}
            value={entry.tag}
            onValueChange={(tag) => onChange({ tag })}
            placeholder={options.length === 0 ? "No tags in your bank yet" : "Choose a tag"}
            options={options}
          />
          {errors.randomTag && <Field.ErrorText>{errors.randomTag}</Field.ErrorText>}
        </Field.Root>
        <Field.Root id={id("count")} required invalid={Boolean(errors.count)} flex="0 1 9rem" minW="0" disabled={disabled}>
          <Field.Label>
            Questions to draw <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="sm"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DRAW}
            step={1}
            aria-label={`Slot ${n} questions to draw`}
            {...described(id("count"), errors.count)}
            value={entry.count}
            onChange={(event) => onChange({ count: event.target.value })}
          />
          {errors.count && <Field.ErrorText>{errors.count}</Field.ErrorText>}
        </Field.Root>
        <Field.Root id={id("difficulty")} invalid={Boolean(errors.difficulty)} flex="1 1 9rem" minW="0" disabled={disabled}>
          <Field.Label>Difficulty</Field.Label>
          <ChoiceSelect
            size="sm"
            disabled={disabled}
            aria-label={`Slot ${n} difficulty`}
            {...described(id("difficulty"), errors.difficulty)}
            value={entry.difficulty}
            onValueChange={(difficulty) => onChange({ difficulty })}
            placeholder="Any difficulty"
            options={DIFFICULTY_OPTIONS}
          />
          {errors.difficulty && <Field.ErrorText>{errors.difficulty}</Field.ErrorText>}
        </Field.Root>
      </HStack>
      <PoolSize tag={entry.tag} difficulty={entry.difficulty} count={entry.count} />
      {errors[""] && (
        <Text color="fg.error" fontSize="sm">
          {errors[""]}
        </Text>
      )}
    </EntryCard>
  );
};
