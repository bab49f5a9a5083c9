import { useQuery } from "@apollo/client/react";
import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useRef, useState, type MouseEvent } from "react";
import { useParams } from "react-router";
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
import { ConfirmDeleteDialog } from "../components/ConfirmDeleteDialog";
import { BackLink, EmptyBox } from "../components/StatusViews";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadError } from "../../../components/LoadError";
import { useDeleteChapter } from "../hooks/useChapterMutations";
import { chapterCountText, MESSAGES } from "../labels";

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
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteChapter, { loading: deleting }] = useDeleteChapter(activityId);
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
    setDeleteError(null);
    setToDelete(chapter);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteChapter({ variables: { id: toDelete.id } });
      if (form.mode === "edit" && form.chapter.id === toDelete.id) setForm({ mode: "closed" });
      toaster.create({ type: "success", title: "Chapter deleted", description: `"${toDelete.title}" was removed.` });
      setToDelete(null);
    } catch {
      setDeleteError(MESSAGES.deleteChapter);
    }
  };

  const renderChapters = () => {
    if (chaptersQuery.error && !chaptersQuery.data) {
      return <LoadError message={MESSAGES.fetchChapters} onRetry={() => void chaptersQuery.refetch()} back={BACK_TO_DASHBOARD} />;
    }
    if (!chaptersQuery.data) return <PageSpinner label="Loading chapters" />;
    const { chapterCount } = chaptersQuery.data.activity;
    // Empty, not merely every loaded row deleted while more remain to load.
    if (chapters.length === 0 && !hasNextPage) {
      return <EmptyBox title="No chapters available for this activity yet." description="Add the first chapter with the form above." />;
    }
    return (
      <Stack gap="4">
        <Text color="fg.muted" aria-live="polite">
          {chapterCountText(chapterCount)}
        </Text>
        <Stack as="ol" listStyleType="none" gap="4">
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <ChapterRow
                chapter={chapter}
                onEdit={(target, event) => openForm({ mode: "edit", chapter: target }, event)}
                onDelete={openDelete}
              />
            </li>
          ))}
        </Stack>
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
        <Box as="header">
          <Text color="fg.muted" fontSize="sm" mb="1">
            Manage Chapters
          </Text>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="3" wordBreak="break-word">
            {activity.title}
          </Heading>
          <Text fontSize="lg" color="fg.muted" whiteSpace="pre-line" wordBreak="break-word">
            {activity.description}
          </Text>
        </Box>
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
        <Stack as="section" aria-labelledby="chapters-heading" gap="4">
          <Heading as="h2" size="xl" id="chapters-heading" ref={listHeadingRef} tabIndex={-1} _focus={{ outline: "none" }}>
            Chapters
          </Heading>
          {renderChapters()}
        </Stack>
      </Stack>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Stack gap="4">
        <BackLink to="/manage-activity" label="Back to Activities" />
        {renderPage()}
      </Stack>
      <ConfirmDeleteDialog
        itemTitle={toDelete?.title ?? null}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
        finalFocus={focusTarget}
      />
    </Container>
  );
};
