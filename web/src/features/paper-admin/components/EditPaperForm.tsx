import { Box, Checkbox, Image, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type SubmitEvent } from "react";
import { useNavigate } from "react-router";
import { toaster } from "../../../components/ui/toaster";
import type { AdminPaperFieldsFragment } from "../../../graphql/__generated__/graphql";
import { paperActionMessage } from "../errors";
import { useUpdatePaper } from "../hooks/usePaperMutations";
import { PAPER_TYPES, toKilobytes } from "../paper-types";
import { validatePaperDetails, type PaperFormError } from "../validation";
import { FileField, PaperDetailsFields, type PaperDetailsValues } from "./PaperFormFields";
import { UploadProgressBar } from "./UploadProgressBar";
import { FormActions } from "../../../components/form/FormActions";
import { ErrorAlert } from "../../../components/ErrorAlert";

const UPDATE_PAPER_FAILED = "Failed to update paper";

type EditPaperFormProps = { paper: AdminPaperFieldsFragment };

// Prefilled with the paper; a new PDF or cover replaces the old file, and the cover can be removed.
export const EditPaperForm = ({ paper }: EditPaperFormProps) => {
  const navigate = useNavigate();
  const { updatePaper, loading } = useUpdatePaper();
  const [values, setValues] = useState<PaperDetailsValues>({
    title: paper.title,
    description: paper.description,
    paperType: paper.paperType,
  });
  const [pdf, setPdf] = useState<File | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [formError, setFormError] = useState<PaperFormError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(0);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    const found = validatePaperDetails(values);
    setFormError(found);
    if (found) return;
    const sendsFiles = Boolean(pdf || (image && !removeImage));
    setPercent(0);
    try {
      await updatePaper(
        {
          id: paper.id,
          input: { title: values.title.trim(), description: values.description.trim(), paperType: values.paperType },
          pdf,
          // The API refuses a new cover together with its removal: removal wins.
          image: removeImage ? null : image,
          removeImage,
        },
        paper.paperType,
        sendsFiles ? (progress) => setPercent(progress.percent) : undefined,
      );
      toaster.create({ type: "success", title: "Paper updated successfully", closable: true });
      void navigate("/manage-papers");
    } catch (caught) {
      setFailure(paperActionMessage(caught, UPDATE_PAPER_FAILED));
    }
  };

  const invalid = (field: "title" | "description") => formError?.fields.includes(field) ?? false;
  const message = formError?.message ?? failure;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit past paper">
      <Stack gap="5">
        {message && (
          <ErrorAlert title={message} />
        )}
        <PaperDetailsFields
          values={values}
          onChange={setValues}
          typeOptions={PAPER_TYPES.values}
          invalid={{ title: invalid("title"), description: invalid("description") }}
          disabled={loading}
        />

        <Stack as="section" aria-label="Cover image" gap="3" borderWidth="1px" borderRadius="md" p="4">
          <Text fontWeight="medium">Current cover</Text>
          {paper.image ? (
            <Image src={paper.image.url} alt={`Current cover of ${paper.title}`} maxH="40" objectFit="contain" alignSelf="flex-start" />
          ) : (
            <Text color="fg.muted">No cover image</Text>
          )}
          {paper.image && (
            <Checkbox.Root checked={removeImage} onCheckedChange={(change) => setRemoveImage(change.checked === true)} disabled={loading}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Remove cover image</Checkbox.Label>
            </Checkbox.Root>
          )}
          {!removeImage && (
            <FileField
              label={paper.image ? "New Cover Image (optional)" : "Cover Image (optional)"}
              name="image"
              accept="image/*"
              hint="PNG, JPG (MAX. 5MB)"
              onFile={setImage}
              disabled={loading}
            />
          )}
        </Stack>

        <Stack as="section" aria-label="PDF file" gap="3" borderWidth="1px" borderRadius="md" p="4">
          <Text fontWeight="medium">Current PDF</Text>
          <Box>
            <Link href={paper.pdf.url} target="_blank" rel="noopener noreferrer" color="teal.fg">
              {`${paper.pdf.filename} (${toKilobytes(paper.pdf.size)} KB)`}
            </Link>
          </Box>
          <FileField
            label="New PDF File (optional)"
            name="pdf"
            accept="application/pdf"
            hint="PDF (MAX. 20MB)"
            onFile={setPdf}
            disabled={loading}
          />
        </Stack>

        {loading && (pdf || (image && !removeImage)) && <UploadProgressBar percent={percent} />}
        <FormActions submitLabel="Save Changes" busyLabel="Saving..." busy={loading} cancel="/manage-papers" />
      </Stack>
    </form>
  );
};
