import { Container, Heading, Stack } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { FormActions } from "../../../components/form/FormActions";
import { FormCard } from "../../../components/form/FormCard";
import { usePageTitle } from "../../../components/usePageTitle";
import { ChapterFields, useChapterDraft } from "../components/ChapterFields";
import { BackLink } from "../../../components/BackLink";
import { useCreateChapter } from "../hooks/useChapterMutations";
import { DEFAULT_CHAPTER_CONTENT, MESSAGES } from "../labels";
import { SuccessAlert } from "../../../components/SuccessAlert";

// SPEC.md section 9: chapter creation redirect.
export const CHAPTER_REDIRECT_MS = 2000;

export const CreateChapterPage = () => {
  usePageTitle("Create Chapter");
  const { activityId = "" } = useParams();
  const navigate = useNavigate();
  const chaptersPath = `/manage-activities/${activityId}/chapters`;
  const [createChapter, { loading }] = useCreateChapter();
  const [created, setCreated] = useState(false);
  const { draft, setDraft, formError, handleSubmit } = useChapterDraft(
    { title: "", description: "", content: DEFAULT_CHAPTER_CONTENT },
    async (input) => {
      await createChapter({ variables: { activityId, input } });
      setCreated(true);
    },
    MESSAGES.createChapter,
  );

  // SPEC.md section 4: success, then the chapter list after 2 seconds.
  useEffect(() => {
    if (!created) return undefined;
    const timer = window.setTimeout(() => void navigate(chaptersPath), CHAPTER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [created, chaptersPath, navigate]);

  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <BackLink to={chaptersPath} label="Back to Chapters" />
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          Create New Chapter
        </Heading>
        {created ? (
          <SuccessAlert title="Chapter created successfully!">Taking you to this activity's chapters...</SuccessAlert>
        ) : (
          <FormCard label="Create chapter" onSubmit={handleSubmit} failure={formError}>
            <ChapterFields draft={draft} onChange={setDraft} disabled={loading} />
            <FormActions submitLabel="Create Chapter" busyLabel="Creating..." busy={loading} cancel={chaptersPath} />
          </FormCard>
        )}
      </Stack>
    </Container>
  );
};
