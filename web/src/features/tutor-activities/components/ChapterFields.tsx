import { Field, Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import type { ChapterContent } from "../../../graphql/__generated__/graphql";
import { CHAPTER_CONTENT_OPTIONS, chapterContentLabel, isChapterContent } from "../labels";

export type ChapterDraft = { title: string; description: string; content: ChapterContent };

type ChapterFieldsProps = {
  draft: ChapterDraft;
  onChange: (draft: ChapterDraft) => void;
  disabled?: boolean;
};

// Chapter Title, Description and Content Type: shared by the add/edit form and the create page.
export const ChapterFields = ({ draft, onChange, disabled }: ChapterFieldsProps) => (
  <Stack gap="4">
    <Field.Root required disabled={disabled}>
      <Field.Label>Chapter Title</Field.Label>
      <Input value={draft.title} onChange={(event) => onChange({ ...draft, title: event.target.value })} />
    </Field.Root>
    <Field.Root required disabled={disabled}>
      <Field.Label>Description</Field.Label>
      <Textarea
        rows={4}
        value={draft.description}
        onChange={(event) => onChange({ ...draft, description: event.target.value })}
      />
    </Field.Root>
    <Field.Root required disabled={disabled} maxW={{ sm: "xs" }}>
      <Field.Label>Content Type</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={draft.content}
          onChange={(event) => {
            const { value } = event.target;
            if (isChapterContent(value)) onChange({ ...draft, content: value });
          }}
        >
          {CHAPTER_CONTENT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {chapterContentLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  </Stack>
);

export const isDraftComplete = (draft: ChapterDraft): boolean =>
  draft.title.trim() !== "" && draft.description.trim() !== "";

export const trimDraft = (draft: ChapterDraft): ChapterDraft => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  content: draft.content,
});
