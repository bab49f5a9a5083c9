import { Stack } from "@chakra-ui/react";
import { useState, type SubmitEvent } from "react";
import { SelectField } from "../../../components/form/SelectField";
import { TextField } from "../../../components/form/TextField";
import type { ChapterContent } from "../../../graphql/__generated__/graphql";
import { bindValues } from "../../../lib/forms";
import { CHAPTER_CONTENTS, MESSAGES } from "../labels";
import { mutationErrorMessage } from "../mutation-errors";

export type ChapterDraft = { title: string; description: string; content: ChapterContent };

type ChapterFieldsProps = {
  draft: ChapterDraft;
  onChange: (draft: ChapterDraft) => void;
  disabled?: boolean;
};

// Chapter Title, Description and Content Type: shared by the add/edit form and the create page.
export const ChapterFields = ({ draft, onChange, disabled }: ChapterFieldsProps) => {
  const bind = bindValues(draft, onChange);
  return (
    <Stack gap="4">
      <TextField label="Chapter Title" required disabled={disabled} {...bind("title")} />
      <TextField label="Description" rows={4} required disabled={disabled} {...bind("description")} />
      <SelectField label="Content Type" options={CHAPTER_CONTENTS} required disabled={disabled} maxW={{ sm: "xs" }} {...bind("content")} />
    </Stack>
  );
};

// The draft of the add/edit form and the create page: SPEC.md section 5 wants both texts, then
// `save` runs with them trimmed; its failure shows the server's message or `failure`.
export const useChapterDraft = (initial: ChapterDraft, save: (input: ChapterDraft) => Promise<void>, failure: string) => {
  const [draft, setDraft] = useState<ChapterDraft>(initial);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.title.trim() === "" || draft.description.trim() === "") {
      setFormError(MESSAGES.fillAllFields);
      return;
    }
    setFormError(null);
    try {
      await save({ title: draft.title.trim(), description: draft.description.trim(), content: draft.content });
    } catch (error) {
      setFormError(mutationErrorMessage(error, failure));
    }
  };

  return { draft, setDraft, formError, handleSubmit };
};
