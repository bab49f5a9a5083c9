import { Container } from "@chakra-ui/react";
import { useEffect, useState, type SubmitEvent } from "react";
import { useNavigate } from "react-router";
import { usePageTitle } from "../../../components/usePageTitle";
import { FileField, PaperDetailsFields, type PaperDetailsValues } from "../components/PaperFormFields";
import { UploadProgressBar } from "../components/UploadProgressBar";
import { paperActionMessage } from "../errors";
import { useUploadPaper } from "../hooks/usePaperMutations";
import { DEFAULT_PAPER_TYPE, UPLOAD_PAPER_TYPES } from "../paper-types";
import { validatePaperUpload, type PaperFormError } from "../validation";
import { FormActions } from "../../../components/form/FormActions";
import { FormCard } from "../../../components/form/FormCard";
import { SuccessAlert } from "../../../components/SuccessAlert";

// SPEC.md section 9: the success message stays 1.5 s before the archive opens.
export const UPLOAD_REDIRECT_MS = 1500;
export const UPLOAD_SUCCESS_MESSAGE = "Paper uploaded successfully!";
const UPLOAD_FAILED = "Failed to upload paper";

const EMPTY: PaperDetailsValues = { title: "", description: "", paperType: DEFAULT_PAPER_TYPE };

export const AddPaperPage = () => {
  usePageTitle("Add New Past Paper");
  const navigate = useNavigate();
  const { uploadPaper, loading } = useUploadPaper();
  const [values, setValues] = useState<PaperDetailsValues>(EMPTY);
  const [pdf, setPdf] = useState<File | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [formError, setFormError] = useState<PaperFormError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(0);
  const [uploaded, setUploaded] = useState(false);

  useEffect(() => {
    if (!uploaded) return;
    const timer = window.setTimeout(() => void navigate("/papers"), UPLOAD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [uploaded, navigate]);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || uploaded) return;
    setFailure(null);
    const found = validatePaperUpload({ ...values, pdf });
    setFormError(found);
    if (found || !pdf) return;
    setPercent(0);
    try {
      await uploadPaper(
        {
          input: { title: values.title.trim(), description: values.description.trim(), paperType: values.paperType },
          pdf,
          image,
        },
        (progress) => setPercent(progress.percent),
      );
      setUploaded(true);
    } catch (caught) {
      setFailure(paperActionMessage(caught, UPLOAD_FAILED));
    }
  };

  const busy = loading || uploaded;
  const invalid = (field: "title" | "description" | "pdf") => formError?.fields.includes(field) ?? false;
  const message = formError?.message ?? failure;

  return (
    <Container maxW="2xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <FormCard
        label="Add New Past Paper"
        description="Share a test or exam with learners as a PDF, with an optional cover image."
        onSubmit={handleSubmit}
        failure={message}
      >
        {uploaded && <SuccessAlert title={UPLOAD_SUCCESS_MESSAGE} />}
        <PaperDetailsFields
          values={values}
          onChange={setValues}
          typeOptions={UPLOAD_PAPER_TYPES}
          invalid={{ title: invalid("title"), description: invalid("description") }}
          disabled={busy}
        />
        <FileField
          label="Cover Image (optional)"
          name="image"
          accept="image/*"
          hint="PNG, JPG (MAX. 5MB)"
          onFile={setImage}
          disabled={busy}
        />
        <FileField
          label="PDF File"
          name="pdf"
          accept="application/pdf"
          hint="PDF (MAX. 20MB)"
          onFile={setPdf}
          required
          invalid={invalid("pdf")}
          disabled={busy}
        />
        {loading && <UploadProgressBar percent={percent} />}
        <FormActions submitLabel="Upload Paper" busyLabel="Uploading..." busy={loading} cancel="/papers" done={uploaded} />
      </FormCard>
    </Container>
  );
};
