import { Alert, Button, Card, Container, Heading, HStack, Stack } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../../components/usePageTitle";
import { ChapterFields, isDraftComplete, trimDraft, type ChapterDraft } from "../components/ChapterFields";
import { BackLink } from "../components/StatusViews";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { useCreateChapter } from "../hooks/useChapterMutations";
import { DEFAULT_CHAPTER_CONTENT, MESSAGES } from "../labels";
import { mutationErrorMessage } from "../mutation-errors";

// SPEC.md section 9: chapter creation redirect.
export const CHAPTER_REDIRECT_MS = 2000;

const EMPTY_DRAFT: ChapterDraft = { title: "", description: "", content: DEFAULT_CHAPTER_CONTENT };

export const CreateChapterPage = () => {
  usePageTitle("Create Chapter");
  const { activityId = "" } = useParams();
  const navigate = useNavigate();
  const chaptersPath = `/manage-activities/${activityId}/chapters`;
  const [createChapter, { loading }] = useCreateChapter();
  const [draft, setDraft] = useState<ChapterDraft>(EMPTY_DRAFT);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);

  // SPEC.md section 4: success, then the chapter list after 2 seconds.
  useEffect(() => {
    if (!created) return undefined;
    const timer = window.setTimeout(() => void navigate(chaptersPath), CHAPTER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [created, chaptersPath, navigate]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDraftComplete(draft)) {
      setFormError(MESSAGES.fillAllFields);
      return;
    }
    setFormError(null);
    try {
      await createChapter({ variables: { activityId, input: trimDraft(draft) } });
      setCreated(true);
    } catch (error) {
      setFormError(mutationErrorMessage(error, MESSAGES.createChapter));
    }
  };

  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <BackLink to={chaptersPath} label="Back to Chapters" />
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          Create New Chapter
        </Heading>
        {created ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Chapter created successfully!</Alert.Title>
              <Alert.Description>Taking you to this activity's chapters...</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Card.Root variant="outline">
            <Card.Body>
              <form noValidate aria-label="Create chapter" onSubmit={(event) => void handleSubmit(event)}>
                <Stack gap="5">
                  {formError && <ErrorAlert title={formError} />}
                  <ChapterFields draft={draft} onChange={setDraft} disabled={loading} />
                  <HStack gap="3" justify="flex-end" wrap="wrap">
                    <Button asChild variant="outline">
                      <RouterLink to={chaptersPath}>Cancel</RouterLink>
                    </Button>
                    <Button type="submit" colorPalette="teal" loading={loading} loadingText="Creating...">
                      Create Chapter
                    </Button>
                  </HStack>
                </Stack>
              </form>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </Container>
  );
};
