import { Card, Heading, Stack } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { FormActions } from "../../../components/form/FormActions";
import type { TutorChapterFieldsFragment } from "../../../graphql/__generated__/graphql";
import { useCreateChapter, useUpdateChapter } from "../hooks/useChapterMutations";
import { DEFAULT_CHAPTER_CONTENT, MESSAGES } from "../labels";
import { ChapterFields, useChapterDraft, type ChapterDraft } from "./ChapterFields";
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
  const { draft, setDraft, formError, handleSubmit } = useChapterDraft(
    draftOf(editing),
    async (input) => {
      if (editing) {
        await updateChapter({ variables: { id: editing.id, input } });
        onSaved("Chapter updated");
      } else {
        await createChapter({ variables: { activityId, input } });
        onSaved("Chapter added");
      }
    },
    MESSAGES.saveChapter,
  );
  const containerRef = useRef<HTMLDivElement>(null);
  const busy = createState.loading || updateState.loading;

  // Opening the form takes the keyboard (and the eye) to its first field.
  useEffect(() => {
    const container = containerRef.current;
    container?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
    container?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  return (
    <Card.Root as="section" variant="outline" aria-labelledby="chapter-form-heading" ref={containerRef}>
      <Card.Body>
        <form noValidate aria-labelledby="chapter-form-heading" onSubmit={(event) => void handleSubmit(event)}>
          <Stack gap="5">
            <Heading as="h2" size="lg" id="chapter-form-heading">
              {editing ? "Edit Chapter" : "Add New Chapter"}
            </Heading>
            {formError && <ErrorAlert title={formError} />}
            <ChapterFields draft={draft} onChange={setDraft} disabled={busy} />
            <FormActions submitLabel={editing ? "Update Chapter" : "Add Chapter"} busyLabel="Saving..." busy={busy} cancel={onCancel} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
};
