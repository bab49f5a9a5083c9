import { Button, Container, HStack, Stack } from "@chakra-ui/react";
import { useCallback, useRef, useState } from "react";
import { ConfirmDialog, useConfirm } from "../../../components/ConfirmDialog";
import { EmptyState } from "../../../components/EmptyState";
import { LinkButton } from "../../../components/LinkButton";
import { LoadError } from "../../../components/LoadError";
import { PageHeader } from "../../../components/PageHeader";
import { PageSpinner } from "../../../components/PageSpinner";
import { SearchBox } from "../../../components/SearchBox";
import { SearchCount } from "../../../components/SearchCount";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useSearchedList } from "../../../components/paging/useSearchedList";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { useSearchTerm } from "../../../components/useSearchTerm";
import { QuestionBankDocument, type BankQuestionFieldsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, hasErrorCode } from "../../../graphql/errors";
import { plural } from "../../../lib/format";
import { useSearchParams } from "react-router";
import {
  BANK_PAGE_SIZE,
  BANK_SEARCH_DEBOUNCE_MS,
  bankVariables,
  filtersFromParams,
  hasFilters,
  NO_FILTERS,
  paramsFromFilters,
  type BankFilters,
} from "../bank-draft";
import { BankFiltersBar } from "../components/BankFiltersBar";
import { BankQuestionRow } from "../components/BankQuestionRow";
import { PreviewDialog, type PreviewTarget } from "../components/PreviewDialog";
import { useDeleteBankQuestion, useRestoreBankQuestion, useRetireBankQuestion } from "../hooks/useBankMutations";
import { IMPORT_BANK_PATH, NEW_BANK_QUESTION_PATH } from "../paths";

export const QUESTION_BANK_TITLE = "Question bank";
export const EMPTY_BANK = "Your question bank is empty";
export const NO_MATCHES = "No questions match";
export const FETCH_BANK_ERROR = "Failed to load the question bank";
export const DELETE_BANK_QUESTION_ERROR = "Failed to delete the question";

// The tutor's bank (an admin's: every bank), the latest change first: a search (as they type), a
// tag, type and difficulty filter and retired questions on demand; Load more pages on.
export const QuestionBankPage = () => {
  usePageTitle(QUESTION_BANK_TITLE);
  const { term, search, change: setTerm, submit } = useSearchTerm(BANK_SEARCH_DEBOUNCE_MS, BANK_PAGE_SIZE);
  // The filters live in the address: back from a question, the same list shows.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const setFilters = (next: BankFilters) => setSearchParams(paramsFromFilters(next), { replace: true });
  const variables = bankVariables(filters, search);
  const { data, shown, error, refetch, list, searching } = useSearchedList(
    QuestionBankDocument,
    variables,
    (answer) => answer.questionBank,
    "questions",
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const previewOpener = useRef<HTMLElement | null>(null);

  const retire = useRetireBankQuestion();
  const restore = useRestoreBankQuestion();
  const remove = useDeleteBankQuestion();
  const confirm = useConfirm<BankQuestionFieldsFragment>(() => headingRef.current);

  const filtered = hasFilters(filters, search);
  const clearFilters = () => {
    setTerm("");
    setFilters({ ...NO_FILTERS, includeRetired: filters.includeRetired });
    searchRef.current?.focus();
  };

  const onPreview = useCallback((question: BankQuestionFieldsFragment) => {
    previewOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPreview({ title: question.title, question: question.question });
  }, [setPreview]);

  // Retire and Restore say how it went; a row that leaves the list hands the focus to the heading.
  const runAction = useCallback(
    async (question: BankQuestionFieldsFragment, action: "retire" | "restore") => {
      setBusyId(question.id);
      try {
        if (action === "retire") {
          await retire(question);
          toaster.create({ type: "success", title: `Retired "${question.title}"`, closable: true });
          if (!filters.includeRetired) headingRef.current?.focus();
        } else {
          await restore(question);
          toaster.create({ type: "success", title: `Restored "${question.title}"`, closable: true });
        }
      } catch (caught) {
        toaster.create({
          type: "error",
          title: getErrorMessage(caught, action === "retire" ? "Failed to retire the question" : "Failed to restore the question"),
          closable: true,
        });
      } finally {
        setBusyId(null);
      }
    },
    [retire, restore, filters.includeRetired, setBusyId],
  );
  const onRetire = useCallback((question: BankQuestionFieldsFragment) => void runAction(question, "retire"), [runAction]);
  const onRestore = useCallback((question: BankQuestionFieldsFragment) => void runAction(question, "restore"), [runAction]);

  // A quiz may have started using it since the list loaded: the server's reason, in a toast.
  const handleDelete = async (question: BankQuestionFieldsFragment) => {
    try {
      await remove(question);
    } catch (caught) {
      if (!hasErrorCode(caught, "CONFLICT")) throw caught;
      toaster.create({ type: "error", title: getErrorMessage(caught, DELETE_BANK_QUESTION_ERROR), closable: true });
      return;
    }
    toaster.create({ type: "success", title: `Deleted "${question.title}"`, closable: true });
  };

  const questions = list.nodes;
  const view = error && !data ? "error" : !shown ? "loading" : questions.length === 0 ? "empty" : "list";
  const countText = shown && view !== "error" ? plural(list.totalCount, "question") : "";

  const content = () => {
    if (view === "error") return <LoadError message={FETCH_BANK_ERROR} onRetry={() => refetch()} />;
    if (view === "loading") return <PageSpinner label="Loading questions" />;
    if (view === "empty") {
      return filtered ? (
        <EmptyState
          heading
          title={NO_MATCHES}
          description="Try other words or filters, or clear them to see the whole bank."
          action={
            <Button variant="outline" onClick={clearFilters}>
              Clear search and filters
            </Button>
          }
        />
      ) : (
        <EmptyState
          heading
          title={EMPTY_BANK}
          description="Write questions once, tag them, and reuse them in your quizzes."
          action={<LinkButton to={NEW_BANK_QUESTION_PATH}>Add a question</LinkButton>}
        />
      );
    }
    return (
      <Stack gap="0">
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Questions">
          {questions.map((question) => (
            <BankQuestionRow
              key={question.id}
              question={question}
              busy={busyId === question.id}
              onPreview={onPreview}
              onRetire={onRetire}
              onRestore={onRestore}
              onDelete={confirm.ask}
            />
          ))}
        </Stack>
        <LoadMore {...list.footer} noun="questions" />
      </Stack>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }} px={{ base: "3", sm: "4" }}>
      <Stack gap="5">
        <PageHeader
          title={QUESTION_BANK_TITLE}
          description="Your questions, to reuse in quizzes. Editing a question's content makes a new version; earlier versions stay readable."
          headingRef={headingRef}
          action={
            <HStack gap="2" wrap="wrap">
              <LinkButton to={IMPORT_BANK_PATH} variant="outline">
                Import into bank
              </LinkButton>
              <LinkButton to={NEW_BANK_QUESTION_PATH}>New question</LinkButton>
            </HStack>
          }
        />
        <SearchBox
          value={term}
          onChange={setTerm}
          onSubmit={submit}
          onClear={() => {
            setTerm("");
            searchRef.current?.focus();
          }}
          inputRef={searchRef}
          region="Questions"
          placeholder="Words of the title or text..."
          maxW={{ base: "full", md: "lg" }}
        />
        <BankFiltersBar filters={filters} onChange={(patch) => setFilters({ ...filters, ...patch })} />
        <Stack gap="3" aria-busy={searching}>
          <SearchCount text={countText} searching={searching && view === "list"} />
          {content()}
        </Stack>
      </Stack>
      <PreviewDialog target={preview} onClose={() => setPreview(null)} finalFocusEl={() => previewOpener.current} />
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete question?"
        question={(question) => `Delete "${question.title}" and all its versions? This cannot be undone.`}
        failure={DELETE_BANK_QUESTION_ERROR}
        onConfirm={handleDelete}
      />
    </Container>
  );
};
