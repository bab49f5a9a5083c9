import { Button, Card, Heading, HStack, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { TutorChapterFieldsFragment } from "../../../graphql/__generated__/graphql";
import { useCreateChapter, useUpdateChapter } from "../hooks/useChapterMutations";
import { DEFAULT_CHAPTER_CONTENT, MESSAGES } from "../labels";
import { mutationErrorMessage } from "../mutation-errors";
import { ChapterFields, isDraftComplete, trimDraft, type ChapterDraft } from "./ChapterFields";
import { ErrorAlert } from "../../../components/ErrorAlert";

type ChapterFormProps = {
  activityId: string;
  // The chapter being edited; none in add mode.
  editing: TutorChapterFieldsFragment | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

const draftOf = (chapter: TutorChapterFieldsFragment | null): ChapterDraft =>
  chapter
    ? { title: chapter.title, description: chapter.description, content: chapter.content }
    : { title: "", description: "", content: DEFAULT_CHAPTER_CONTENT };

// SPEC.md section 4: add mode, or edit mode prefilled from the chapter. Remount (key) to switch.
export const ChapterForm = ({ activityId, editing, onSaved, onCancel }: ChapterFormProps) => {
  const [createChapter, createState] = useCreateChapter();
  const [updateChapter, updateState] = useUpdateChapter();
  const [draft, setDraft] = useState<ChapterDraft>(() => draftOf(editing));
  const [formError, setFormError] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const busy = createState.loading || updateState.loading;
  const heading = editing ? "Edit Chapter" : "Add New Chapter";

  // Opening the form takes the keyboard (and the eye) to its first field.
  useEffect(() => {
    const container = containerRef.current;
    container?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
    container?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDraftComplete(draft)) {
      setFormError(MESSAGES.fillAllFields);
      return;
    }
    setFormError(null);
    const input = trimDraft(draft);
    try {
      if (editing) {
        await updateChapter({ variables: { id: editing.id, input } });
        onSaved("Chapter updated");
      } else {
        await createChapter({ variables: { activityId, input } });
        onSaved("Chapter added");
      }
    } catch (error) {
      setFormError(mutationErrorMessage(error, MESSAGES.saveChapter));
    }
  };

  return (
    <Card.Root as="section" variant="outline" aria-labelledby="chapter-form-heading" ref={containerRef}>
      <Card.Body>
        <form noValidate aria-labelledby="chapter-form-heading" onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="5">
            <Heading as="h2" size="lg" id="chapter-form-heading">
              {heading}
            </Heading>
            {formError && <ErrorAlert title={formError} />}
            <ChapterFields draft={draft} onChange={setDraft} disabled={busy} />
            <HStack gap="3" justify="flex-end" wrap="wrap">
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="teal" loading={busy} loadingText="Saving...">
                {editing ? "Update Chapter" : "Add Chapter"}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
};
