import { useQuery } from "@apollo/client/react";
import { Button, Container, Stack, Text } from "@chakra-ui/react";
import { useRef, useState, type MouseEvent } from "react";
import { useParams } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import {
  TutorActivityChaptersDocument,
  TutorActivityDetailsDocument,
  type TutorChapterFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { ChapterForm } from "../components/ChapterForm";
import { ChapterRow } from "../components/ChapterRow";
import { EmptyState } from "../../../components/EmptyState";
import { BackLink } from "../../../components/BackLink";
import { ActivityHeader } from "../../activities/components/ActivityHeader";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadError } from "../../../components/LoadError";
import { useDeleteChapter } from "../hooks/useChapterMutations";
import { chapterCountText, MESSAGES } from "../labels";
import { CardList } from "../../../components/CardGrid";
import { Section } from "../../../components/Section";

// One page of the activity's chapters (oldest first); "Load more" asks for the next.
export const CHAPTER_PAGE_SIZE = 20;

// SPEC.md section 2: the error view leads back to the dashboard.
const BACK_TO_DASHBOARD = { to: "/tutor-dashboard", label: "Back to Dashboard" };

type FormState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; chapter: TutorChapterFieldsFragment };

export const ManageChaptersPage = () => {
  const { activityId = "" } = useParams();
  const activityQuery = useQuery(TutorActivityDetailsDocument, { variables: { id: activityId } });
  const chaptersQuery = useQuery(TutorActivityChaptersDocument, {
    variables: { id: activityId, first: CHAPTER_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // The activity's nested connection: fetchMore with `after` appends to it (graphql/cache.ts).
  const { nodes: chapters, hasNextPage, footer } = useConnection(
    chaptersQuery.data?.activity.chapters,
    chaptersQuery,
    "chapters",
  );
  const activity = activityQuery.data?.activity;
  usePageTitle(activity ? `Manage Chapters: ${activity.title}` : "Manage Chapters");

  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const [toDelete, setToDelete] = useState<TutorChapterFieldsFragment | null>(null);
  const [deleteChapter] = useDeleteChapter(activityId);
  // The control that opened the form or dialog, to hand focus back to; the list heading when it is gone.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const focusTarget = (): HTMLElement | null =>
    returnFocusRef.current?.isConnected ? returnFocusRef.current : listHeadingRef.current;

  const openForm = (next: FormState, event: MouseEvent<HTMLButtonElement>) => {
    returnFocusRef.current = event.currentTarget;
    setForm(next);
  };
  // Cancel or save resets and hides the form (SPEC.md section 4).
  const closeForm = () => {
    setForm({ mode: "closed" });
    // After the re-render: back to the Edit button, or to the (re-shown) Add New Chapter button.
    window.setTimeout(() => {
      const opener = returnFocusRef.current;
      (opener?.isConnected ? opener : addButtonRef.current)?.focus();
    });
  };

  const openDelete = (chapter: TutorChapterFieldsFragment, event: MouseEvent<HTMLButtonElement>) => {
    returnFocusRef.current = event.currentTarget;
    setToDelete(chapter);
  };

  const confirmDelete = async (chapter: TutorChapterFieldsFragment) => {
    await deleteChapter({ variables: { id: chapter.id } });
    if (form.mode === "edit" && form.chapter.id === chapter.id) setForm({ mode: "closed" });
    toaster.create({ type: "success", title: "Chapter deleted", description: `"${chapter.title}" was removed.` });
  };

  const renderChapters = () => {
    if (chaptersQuery.error && !chaptersQuery.data) {
      return <LoadError message={MESSAGES.fetchChapters} onRetry={() => void chaptersQuery.refetch()} back={BACK_TO_DASHBOARD} />;
    }
    if (!chaptersQuery.data) return <PageSpinner label="Loading chapters" />;
    const { chapterCount } = chaptersQuery.data.activity;
    // Empty, not merely every loaded row deleted while more remain to load.
    if (chapters.length === 0 && !hasNextPage) {
      return <EmptyState title="No chapters available for this activity yet." description="Add the first chapter with the form above." />;
    }
    return (
      <Stack gap="4">
        <Text color="fg.muted" aria-live="polite">
          {chapterCountText(chapterCount)}
        </Text>
        <CardList items={chapters} ordered>
          {(chapter) => (
            <ChapterRow
              chapter={chapter}
              onEdit={(target, event) => openForm({ mode: "edit", chapter: target }, event)}
              onDelete={openDelete}
            />
          )}
        </CardList>
        <LoadMore {...footer} noun="chapters" />
      </Stack>
    );
  };

  const renderPage = () => {
    if (activityQuery.error && !activity) {
      return <LoadError message={MESSAGES.fetchActivity} onRetry={() => void activityQuery.refetch()} back={BACK_TO_DASHBOARD} />;
    }
    if (!activity) return <PageSpinner label="Loading activity" />;
    return (
      <Stack gap="8">
        <ActivityHeader activity={activity} eyebrow="Manage Chapters" />
        {form.mode === "closed" ? (
          <Button
            ref={addButtonRef}
            colorPalette="teal"
            alignSelf="flex-start"
            onClick={(event) => openForm({ mode: "add" }, event)}
          >
            Add New Chapter
          </Button>
        ) : (
          <ChapterForm
            key={form.mode === "edit" ? form.chapter.id : "add"}
            activityId={activityId}
            editing={form.mode === "edit" ? form.chapter : null}
            onCancel={closeForm}
            onSaved={(message) => {
              toaster.create({ type: "success", title: message });
              closeForm();
            }}
          />
        )}
        <Section title="Chapters" size="xl" headingRef={listHeadingRef}>
          {renderChapters()}
        </Section>
      </Stack>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Stack gap="4">
        <BackLink to="/manage-activity" label="Back to Activities" />
        {renderPage()}
      </Stack>
      {/* SPEC.md section 4: "Confirm Delete", saying it cannot be undone. */}
      <ConfirmDialog
        target={toDelete}
        title="Confirm Delete"
        question={(chapter) => `Are you sure you want to delete the chapter "${chapter.title}"? This action cannot be undone.`}
        failure={MESSAGES.deleteChapter}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        finalFocusEl={focusTarget}
      />
    </Container>
  );
};
