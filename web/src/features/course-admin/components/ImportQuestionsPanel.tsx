import { useMutation } from "@apollo/client/react";
import { Box, Button, Card, CloseButton, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import { useCallback, useState, type SubmitEvent } from "react";
import { FileDropzone } from "../../../components/FileDropzone";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { SelectField } from "../../../components/form/SelectField";
import { TextField } from "../../../components/form/TextField";
import { ImportPreviewPanel, importLabel } from "../../../components/ImportPreview";
import { toaster } from "../../../components/ui/toaster";
import { useDebouncedValue } from "../../../components/useDebouncedValue";
import { useFilePreview } from "../../../components/useFilePreview";
import { useImportFile } from "../../../components/useImportFile";
import {
  AdminImportCourseQuestionsDocument,
  AdminPreviewCourseQuestionImportDocument,
  type CardImportFormat,
} from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { dataOf } from "../../../graphql/mutation";
import { labelsOf, plural } from "../../../lib/format";

const CARD_FORMATS = labelsOf<CardImportFormat>({ CSV: "CSV", TSV: "Tab-separated text" });
const CARD_FORMAT_BY_EXTENSION: Readonly<Record<string, CardImportFormat>> = { csv: "CSV", tsv: "TSV", txt: "TSV" };
const CATEGORY_REQUIRED = "Category is required";
// How long the category rests before the preview is read again with it.
const CATEGORY_PREVIEW_DELAY_MS = 300;

type ImportQuestionsPanelProps = { courseId: string; headingId: string; onClose: () => void };

// Imports the course's questions from a CSV (question,answer,category) or tab-separated file
// (Quizlet, Anki: one category for every card), previewed by the server, then imported all at once.
// The answer is the course with all its questions: the list updates from the normalized cache.
export const ImportQuestionsPanel = ({ courseId, headingId, onClose }: ImportQuestionsPanelProps) => {
  const [category, setCategory] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useImportFile({ formats: CARD_FORMATS, byExtension: CARD_FORMAT_BY_EXTENSION, initial: "CSV", onChoose: () => setFailure(null) });
  const { file, format } = upload;
  const [previewImport] = useMutation(AdminPreviewCourseQuestionImportDocument);
  const [importQuestions, { loading }] = useMutation(AdminImportCourseQuestionsDocument);

  const tsv = format === "TSV";
  const restingCategory = useDebouncedValue(category.trim(), CATEGORY_PREVIEW_DELAY_MS);
  const sentCategory = tsv ? restingCategory : "";
  const needsCategory = tsv && !category.trim();
  const read = useCallback(
    async (chosen: File) =>
      dataOf(await previewImport({ variables: { format, file: chosen, ...(sentCategory && { category: sentCategory }) } })).previewCourseQuestionImport,
    [previewImport, format, sentCategory],
  );
  const preview = useFilePreview(file, tsv && !sentCategory ? null : read);
  const count = preview.result?.cards.length ?? 0;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || needsCategory || loading) return;
    setFailure(null);
    try {
      await importQuestions({ variables: { courseId, format, file, ...(tsv && { category: category.trim() }) } });
      toaster.create({ type: "success", title: `${plural(count, "question")} imported`, closable: true });
      onClose();
    } catch (caught) {
      setFailure(getErrorMessage(caught, "Failed to import questions"));
    }
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Heading as="h2" size="lg" id={headingId}>
            Import questions
          </Heading>
          <CloseButton size="sm" aria-label="Close import" onClick={onClose} disabled={loading} />
        </HStack>
        <Text color="fg.muted">
          A CSV file with the header question,answer,category, or tab-separated text (term, tab, definition) such as a Quizlet or Anki
          export.
        </Text>
      </Card.Header>
      <Card.Body>
        <form noValidate aria-label="Import questions" onSubmit={(event) => void submit(event)}>
          <Stack gap="5">
            {failure && <ErrorAlert title="Failed to import questions" detail={failure} />}
            <FileDropzone
              label="Questions file"
              accept=".csv,.tsv,.txt"
              hint="CSV (.csv) or tab-separated text (.tsv, .txt) — drop it here or choose it"
              {...upload.dropzone}
              disabled={loading}
            />
            <Stack direction={{ base: "column", sm: "row" }} gap="4" align={{ base: "stretch", sm: "flex-start" }}>
              <SelectField {...upload.formatField} disabled={loading} />
              {tsv && (
                <TextField
                  label="Category"
                  name="category"
                  required
                  requiredMark
                  value={category}
                  onValueChange={setCategory}
                  error={file && needsCategory ? CATEGORY_REQUIRED : undefined}
                  helperText="Every card of the file goes in this category"
                  disabled={loading}
                />
              )}
            </Stack>
            {file && (
              <ImportPreviewPanel as="h3" preview={preview} count={count} renderItems={(result) => <ImportCardList cards={result.cards} />} />
            )}
            <HStack justify="flex-end" gap="3" wrap="wrap">
              <Button variant="outline" onClick={onClose} disabled={loading}>
                Cancel
              </Button>
              <Button
                type="submit"
                colorPalette="teal"
                loading={loading}
                loadingText="Importing..."
                disabled={!preview.result || count === 0 || needsCategory}
              >
                {importLabel(count)}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
};

type ImportCardListProps = { cards: readonly { question: string; answer: string; category: string; line: number }[] };

// The cards a file would add, in order, as the course's list shows them.
// The box scrolls at 400px and takes focus so keyboards can scroll it.
const ImportCardList = ({ cards }: ImportCardListProps) => (
  <Box maxH="400px" overflowY="auto" tabIndex={0} role="region" aria-label="Questions to import">
    <List.Root as="ol" gap="2" ps="0" listStyleType="none">
      {cards.map((card) => (
        <List.Item key={card.line} display="block" borderWidth="1px" borderRadius="md" p="3">
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {card.question}
            </Text>
            <Text as="span" fontSize="sm" color="purple.fg">
              {card.category}
            </Text>
          </HStack>
          <Text color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {card.answer}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  </Box>
);
