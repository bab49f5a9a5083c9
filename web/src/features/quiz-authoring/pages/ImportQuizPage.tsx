import { Box, Fieldset, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useCallback, useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { FileDropzone, fileBaseName } from "../../../components/FileDropzone";
import { FormActions } from "../../../components/form/FormActions";
import { FormCard } from "../../../components/form/FormCard";
import { NativeRadio } from "../../../components/form/NativeRadio";
import { SelectField } from "../../../components/form/SelectField";
import { TextField } from "../../../components/form/TextField";
import { useFormFields } from "../../../components/form/useFormFields";
import { ImportPreviewPanel, importLabel } from "../../../components/ImportPreview";
import { toaster } from "../../../components/ui/toaster";
import { useFilePreview } from "../../../components/useFilePreview";
import { useImportFile } from "../../../components/useImportFile";
import { usePageTitle } from "../../../components/usePageTitle";
import { TutorQuizzesDocument } from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { labelsOf, plural } from "../../../lib/format";
import { ImportQuestionList } from "../components/ImportQuestionList";
import { QuizPage } from "../components/QuizPageHeader";
import {
  MAX_QUIZ_QUESTIONS,
  QUESTION_FILE_ACCEPT,
  QUESTION_FORMAT_BY_EXTENSION,
  QUESTION_IMPORT_FORMATS,
  TOO_MANY_QUESTIONS,
  useImportQuestionsIntoQuiz,
  useImportQuiz,
  usePreviewQuestionImport,
} from "../interchange";
import { editQuizPath, manageQuizzesPath } from "../paths";
import { TUTOR_QUIZ_PAGE_SIZE } from "./ManageQuizzesPage";

export const DRAFTS_CUT = `Only the drafts among the chapter's first ${TUTOR_QUIZ_PAGE_SIZE} quizzes are offered here.`;

type Target = "new" | "draft";
type QuizDetails = { title: string; instructions: string };

const validateDetails = ({ title, instructions }: QuizDetails) => ({
  title: title.trim() ? undefined : "Title is required",
  instructions: instructions.trim() ? undefined : "Instructions are required",
});

// Imports questions from a GIFT, Moodle XML or Aiken file, previewed by the server, imported as a
// new draft quiz of the chapter or added to one of its drafts.
export const ImportQuizPage = () => {
  const { chapterId = "" } = useParams();
  const navigate = useNavigate();
  usePageTitle("Import Questions");
  // The Manage page's list (same variables): it names the chapter, offers its drafts and gains the new quiz.
  const { data } = useQuery(TutorQuizzesDocument, { variables: { chapterId, first: TUTOR_QUIZ_PAGE_SIZE } });
  const listCut = data?.quizzes.pageInfo.hasNextPage ?? false;
  const drafts = useMemo(() => (data?.quizzes.nodes ?? []).filter((quiz) => !quiz.isPublished), [data]);
  const draftLabels = useMemo(() => labelsOf(Object.fromEntries(drafts.map((quiz) => [quiz.id, quiz.title]))), [drafts]);

  const upload = useImportFile({
    formats: QUESTION_IMPORT_FORMATS,
    byExtension: QUESTION_FORMAT_BY_EXTENSION,
    initial: "GIFT",
    // Each file chosen names the new quiz after itself; the tutor may rename it.
    onChoose: (chosen) => form.setValue("title")(fileBaseName(chosen.name)),
  });
  const { file, format } = upload;
  const [target, setTarget] = useState<Target>("new");
  const [draftId, setDraftId] = useState("");
  const previewImport = usePreviewQuestionImport();
  const read = useCallback((chosen: File) => previewImport(format, chosen), [previewImport, format]);
  const preview = useFilePreview(file, read);
  const { importQuiz, loading: creating } = useImportQuiz();
  const { importIntoQuiz, loading: adding } = useImportQuestionsIntoQuiz();
  const busy = creating || adding;
  const form = useFormFields<QuizDetails>(
    { title: "", instructions: "" },
    { validate: (values) => (target === "new" ? validateDetails(values) : {}), disabled: busy },
  );

  const chosenDraft = target === "draft" ? (drafts.find((quiz) => quiz.id === draftId) ?? drafts[0]) : undefined;
  const count = preview.result?.questions.length ?? 0;
  const tooMany = count + (chosenDraft?.questionCount ?? 0) > MAX_QUIZ_QUESTIONS;
  const quizzesPath = manageQuizzesPath(chapterId);

  const send = async () => {
    if (!file) return;
    if (chosenDraft) {
      const quiz = await importIntoQuiz(chosenDraft.id, format, file);
      toaster.create({ type: "success", title: `${plural(count, "question")} added`, closable: true });
      void navigate(editQuizPath(quiz.chapterId, quiz.id));
      return;
    }
    const quiz = await importQuiz({
      chapterId,
      title: form.values.title.trim(),
      instructions: form.values.instructions.trim(),
      format,
      file,
    });
    toaster.create({ type: "success", title: "Quiz imported as a draft", closable: true });
    void navigate(editQuizPath(quiz.chapterId, quiz.id));
  };

  return (
    <QuizPage title="Import Questions" back={{ to: quizzesPath, label: "Back to Manage Quizzes" }} chapterTitle={data?.chapter.title}>
      <FormCard
        label="Import Questions"
        onSubmit={form.submit(send, (caught) => getErrorMessage(caught, "Failed to import questions"))}
        failure={form.failure}
      >
        <FileDropzone
          label="Question file"
          accept={QUESTION_FILE_ACCEPT}
          hint="GIFT (.gift, .txt), Moodle XML (.xml) or Aiken (.txt) — drop it here or choose it"
          {...upload.dropzone}
          disabled={busy}
        />
        <SelectField {...upload.formatField} disabled={busy} maxW={{ base: "full", sm: "xs" }} />
        {file && (
          <ImportPreviewPanel as="h2" preview={preview} count={count} renderItems={(result) => <ImportQuestionList questions={result.questions} />} />
        )}
        {tooMany && <ErrorAlert title={TOO_MANY_QUESTIONS} />}
        <Fieldset.Root disabled={busy}>
          <Fieldset.Legend fontWeight="semibold" mb="2">
            Add to
          </Fieldset.Legend>
          <Stack gap="2">
            <TargetRadio value="new" label="A new draft quiz" target={target} onChange={setTarget} />
            {drafts.length > 0 && <TargetRadio value="draft" label="A draft quiz of this chapter" target={target} onChange={setTarget} />}
          </Stack>
        </Fieldset.Root>
        {chosenDraft ? (
          <Stack gap="1">
            <SelectField
              label="Draft quiz"
              name="quizId"
              options={draftLabels}
              value={chosenDraft.id}
              onValueChange={setDraftId}
              disabled={busy}
            />
            {/* The list is the Manage page's first page: say so rather than pass it off as every draft. */}
            {listCut && (
              <Text color="fg.muted" fontSize="sm">
                {DRAFTS_CUT}
              </Text>
            )}
          </Stack>
        ) : (
          <>
            <TextField label="Title" required requiredMark {...form.field("title")} />
            <TextField label="Instructions" required requiredMark rows={3} {...form.field("instructions")} />
          </>
        )}
        <FormActions
          submitLabel={importLabel(count)}
          busyLabel="Importing..."
          busy={busy}
          cancel={quizzesPath}
          done={!preview.result || count === 0 || tooMany}
        />
      </FormCard>
    </QuizPage>
  );
};

type TargetRadioProps = { value: Target; label: string; target: Target; onChange: (target: Target) => void };

// One place the questions can go.
const TargetRadio = ({ value, label, target, onChange }: TargetRadioProps) => (
  <Box as="label" display="flex" alignItems="center" gap="2" cursor="pointer">
    <NativeRadio name="import-target" value={value} checked={target === value} onChange={() => onChange(value)} />
    <Text as="span">{label}</Text>
  </Box>
);
