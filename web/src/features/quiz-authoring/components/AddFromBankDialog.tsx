import { Badge, Box, Button, Field, HStack, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { ModalDialog } from "../../../components/ModalDialog";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useSearchedList } from "../../../components/paging/useSearchedList";
import { useDebouncedValue } from "../../../components/useDebouncedValue";
import { QuestionBankDocument, type BankQuestionFieldsFragment, type QuestionType } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";
import { TagAndTypeFilters } from "../../question-bank/components/BankFiltersBar";
import { questionTypeLabel, type BankQuestionPick } from "../quiz-builder";

const BANK_DIALOG_PAGE_SIZE = 20;
const BANK_DIALOG_DEBOUNCE_MS = 300;
const BANK_DIALOG_TITLE = "Add from bank";

type AddFromBankDialogProps = {
  open: boolean;
  onClose: () => void;
  // The bank questions already in the quiz: offered, but not to be picked again.
  held: ReadonlySet<string>;
  onAdd: (picks: BankQuestionPick[]) => void;
  finalFocusEl?: () => HTMLElement | null;
};

type Filters = { search: string; tag: string; type: QuestionType | "" };

// The query's variables: only the filters chosen (a blank one is left out, not sent empty).
const bankDialogVariables = (filters: Filters) => ({
  first: BANK_DIALOG_PAGE_SIZE,
  ...(filters.search.trim() && { search: filters.search.trim() }),
  ...(filters.tag && { tags: [filters.tag] }),
  ...(filters.type && { type: filters.type }),
});

const CHECK_STYLE = { width: "1.1rem", height: "1.1rem", marginTop: "0.2rem", flexShrink: 0 } as const;

const pickOf = (row: BankQuestionFieldsFragment): BankQuestionPick => ({
  questionId: row.id,
  title: row.title,
  version: row.version,
  type: row.type,
  questionText: row.question.questionText,
  textFormat: row.question.textFormat ?? "PLAIN",
});

// The first words of a question's text, for a row (Markdown marks shown as typed).
const excerpt = (text: string): string => (text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text);

const BankList = ({ held, selected, onToggle }: { held: ReadonlySet<string>; selected: ReadonlyMap<string, BankQuestionPick>; onToggle: (row: BankQuestionFieldsFragment, on: boolean) => void }) => {
  const [filters, setFilters] = useState<Filters>({ search: "", tag: "", type: "" });
  const search = useDebouncedValue(filters.search, BANK_DIALOG_DEBOUNCE_MS);
  const { shown, error, refetch, list, searching } = useSearchedList(
    QuestionBankDocument,
    bankDialogVariables({ ...filters, search }),
    (answer) => answer.questionBank,
    "questions",
  );
  const filtered = Boolean(filters.search.trim() || filters.tag || filters.type);
  const change = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  const body = () => {
    if (error && !shown) return <LoadError message="Failed to load the question bank" onRetry={() => refetch()} />;
    if (!shown) {
      return (
        <HStack gap="2" justify="center" py="6" role="status">
          <Spinner size="sm" />
          <Text>Loading the question bank…</Text>
        </HStack>
      );
    }
    if (list.nodes.length === 0) {
      return filtered ? (
        <EmptyState title="No questions match" description="Try other words or another tag or type." />
      ) : (
        <EmptyState title="Your question bank is empty" description="Write questions in the question bank (or import them) to add them here." />
      );
    }
    return (
      <Stack gap="2" as="ul" listStyleType="none" aria-busy={searching}>
        {list.nodes.map((row) => {
          const inQuiz = held.has(row.id);
          return (
            <Box as="li" key={row.id} borderWidth="1px" borderRadius="md" p="3">
              {/* A native checkbox inside its label: Space toggles it, a click on the title too. */}
              <HStack as="label" align="start" gap="3" cursor={inQuiz ? "default" : "pointer"}>
                <input
                  type="checkbox"
                  style={CHECK_STYLE}
                  checked={inQuiz || selected.has(row.id)}
                  disabled={inQuiz}
                  onChange={(event) => onToggle(row, event.target.checked)}
                />
                <Text fontWeight="medium" wordBreak="break-word">
                  {row.title}
                </Text>
              </HStack>
              <Stack gap="1" ps="7" pt="1">
                <HStack gap="2" wrap="wrap">
                  <Badge variant="subtle">{questionTypeLabel(row.type)}</Badge>
                  <Text fontSize="xs" color="fg.muted">
                    v{row.version}
                    {row.tags.length > 0 && ` · ${row.tags.join(", ")}`}
                  </Text>
                  {inQuiz && (
                    <Text fontSize="xs" color="fg.muted">
                      Already in this quiz
                    </Text>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {excerpt(row.question.questionText)}
                </Text>
              </Stack>
            </Box>
          );
        })}
      </Stack>
    );
  };

  return (
    <Stack gap="4">
      <Stack gap="3">
        <Field.Root>
          <Field.Label>Search the bank</Field.Label>
          <Input type="search" value={filters.search} placeholder="Words of the title or text" onChange={(event) => change({ search: event.target.value })} />
        </Field.Root>
        <HStack gap="3" wrap="wrap" align="end">
          <TagAndTypeFilters filters={filters} onChange={change} />
        </HStack>
      </Stack>
      {searching && shown && (
        <HStack gap="2" role="status">
          <Spinner size="xs" />
          <Text fontSize="sm" color="fg.muted">
            Searching…
          </Text>
        </HStack>
      )}
      {body()}
      {shown && <LoadMore {...list.footer} noun="questions" />}
    </Stack>
  );
};

// The tutor's bank to pick questions from: a search, a tag and a type, Load more, and a checkbox per
// question. The picks are added in the order they were ticked, each as its latest version.
export const AddFromBankDialog = ({ open, onClose, held, onAdd, finalFocusEl }: AddFromBankDialogProps) => {
  const [selected, setSelected] = useState<Map<string, BankQuestionPick>>(new Map());
  const close = () => {
    setSelected(new Map());
    onClose();
  };
  const toggle = (row: BankQuestionFieldsFragment, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, pickOf(row));
      else next.delete(row.id);
      return next;
    });
  const count = selected.size;
  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={BANK_DIALOG_TITLE}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            colorPalette="teal"
            disabled={count === 0}
            onClick={() => {
              onAdd([...selected.values()]);
              close();
            }}
          >
            {count === 0 ? "Add questions" : `Add ${plural(count, "question")}`}
          </Button>
        </>
      }
    >
      {open && <BankList held={held} selected={selected} onToggle={toggle} />}
    </ModalDialog>
  );
};
