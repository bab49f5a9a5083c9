import { useCallback } from "react";
import { useNavigate } from "react-router";
import { FileDropzone } from "../../../components/FileDropzone";
import { FormActions } from "../../../components/form/FormActions";
import { FormCard } from "../../../components/form/FormCard";
import { SelectField } from "../../../components/form/SelectField";
import { TextField } from "../../../components/form/TextField";
import { useFormFields } from "../../../components/form/useFormFields";
import { ImportPreviewPanel, importLabel } from "../../../components/ImportPreview";
import { toaster } from "../../../components/ui/toaster";
import { useFilePreview } from "../../../components/useFilePreview";
import { useImportFile } from "../../../components/useImportFile";
import { usePageTitle } from "../../../components/usePageTitle";
import { getErrorMessage } from "../../../graphql/errors";
import { plural } from "../../../lib/format";
import { ImportQuestionList } from "../../quiz-authoring/components/ImportQuestionList";
import {
  QUESTION_FILE_ACCEPT,
  QUESTION_FORMAT_BY_EXTENSION,
  QUESTION_IMPORT_FORMATS,
  usePreviewQuestionImport,
} from "../../quiz-authoring/interchange";
import { parseTags } from "../bank-draft";
import { BankPage } from "../components/BankPage";
import { useImportIntoBank } from "../hooks/useBankMutations";
import { QUESTION_BANK_PATH } from "../paths";

export const IMPORT_BANK_TITLE = "Import into bank";
export const IMPORT_BANK_ERROR = "Failed to import the questions";

// A GIFT, Moodle XML or Aiken file's questions into the caller's bank, all or none, previewed by
// the server first; Moodle categories become tags, and the tags typed here join every question.
export const ImportBankPage = () => {
  usePageTitle(IMPORT_BANK_TITLE);
  const navigate = useNavigate();
  const upload = useImportFile({ formats: QUESTION_IMPORT_FORMATS, byExtension: QUESTION_FORMAT_BY_EXTENSION, initial: "GIFT" });
  const { file, format } = upload;
  const previewImport = usePreviewQuestionImport();
  const read = useCallback((chosen: File) => previewImport(format, chosen), [previewImport, format]);
  const preview = useFilePreview(file, read);
  const { importIntoBank, importing } = useImportIntoBank();
  const form = useFormFields({ tags: "" }, { disabled: importing });
  const count = preview.result?.questions.length ?? 0;

  const send = async () => {
    if (!file) return;
    const imported = await importIntoBank(format, file, parseTags(form.values.tags));
    toaster.create({ type: "success", title: `Imported ${plural(imported.length, "question")} into your bank`, closable: true });
    void navigate(QUESTION_BANK_PATH);
  };

  return (
    <BankPage title={IMPORT_BANK_TITLE} description="Bring a file's questions into your bank, each as version 1. Moodle categories become tags.">
      <FormCard label={IMPORT_BANK_TITLE} onSubmit={form.submit(send, (caught) => getErrorMessage(caught, IMPORT_BANK_ERROR))} failure={form.failure}>
        <FileDropzone
          label="Question file"
          accept={QUESTION_FILE_ACCEPT}
          hint="GIFT (.gift, .txt), Moodle XML (.xml) or Aiken (.txt) — drop it here or choose it"
          {...upload.dropzone}
          disabled={importing}
        />
        <SelectField {...upload.formatField} disabled={importing} maxW={{ base: "full", sm: "xs" }} />
        {file && (
          <ImportPreviewPanel as="h2" preview={preview} count={count} renderItems={(result) => <ImportQuestionList questions={result.questions} />} />
        )}
        <TextField label="Tags for every question" helperText="Optional, separated by commas: week 3, algebra" {...form.field("tags")} />
        <FormActions
          submitLabel={importLabel(count)}
          busyLabel="Importing..."
          busy={importing}
          cancel={QUESTION_BANK_PATH}
          done={!preview.result || count === 0}
        />
      </FormCard>
    </BankPage>
  );
};
