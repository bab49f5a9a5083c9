import { useQuery } from "@apollo/client/react";
import { Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { TutorActivitiesDocument, type TutorActivityFieldsFragment } from "../../../graphql/__generated__/graphql";
import { ActivityRow } from "../components/ActivityRow";
import { ActivitySearch } from "../components/ActivitySearch";
import { EmptyBox } from "../components/StatusViews";
import { PageSpinner } from "../../../components/PageSpinner";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { useDeleteActivity } from "../hooks/useDeleteActivity";
import { matchesTitleOrDescription, MESSAGES } from "../labels";

// The API's largest page; SPEC.md shows no paging for this list. Search runs on the client.
export const MY_ACTIVITY_LIMIT = 100;

export const ManageActivitiesPage = () => {
  usePageTitle("Manage Activities");
  const { data, error, refetch } = useQuery(TutorActivitiesDocument, { variables: { limit: MY_ACTIVITY_LIMIT } });
  const [deleteActivity] = useDeleteActivity();
  const [term, setTerm] = useState("");
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const handleDelete = async (activity: TutorActivityFieldsFragment) => {
    // SPEC.md section 5: a browser confirmation before deleting.
    if (!window.confirm(MESSAGES.confirmDeleteActivity)) return;
    setDeleteError(null);
    setDeletingId(activity.id);
    try {
      await deleteActivity({ variables: { id: activity.id } });
      toaster.create({ type: "success", title: "Activity deleted", description: `"${activity.title}" was removed.` });
      // Its row is gone: keep keyboard users on the page.
      headingRef.current?.focus();
    } catch {
      setDeleteError(MESSAGES.deleteActivity);
    } finally {
      setDeletingId(null);
    }
  };

  const clearSearch = () => {
    setTerm("");
    searchRef.current?.focus();
  };

  const renderList = () => {
    if (error && !data) {
      return (
        <Stack gap="4">
          <ErrorAlert title={MESSAGES.fetchActivities}>
            <Button mt="2" size="sm" colorPalette="teal" alignSelf="flex-start" onClick={() => void refetch()}>
              Try Again
            </Button>
          </ErrorAlert>
          <EmptyBox
            title="You do not have any added activities"
            action={
              <Button asChild colorPalette="teal" variant="outline">
                <RouterLink to="/create-activity">Add activities</RouterLink>
              </Button>
            }
          />
        </Stack>
      );
    }
    if (!data) return <PageSpinner label="Loading activities" />;

    const { items, total } = data.myActivities;
    if (items.length === 0) {
      return <EmptyBox title="No activities yet" description="Get started by creating your first activity" />;
    }
    const shown = items.filter((activity) => matchesTitleOrDescription(activity, term));
    return (
      <Stack gap="4">
        <ActivitySearch term={term} onTermChange={setTerm} inputRef={searchRef} />
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {term.trim()
            ? `${shown.length} of ${items.length} activities match your search.`
            : `${total} ${total === 1 ? "activity" : "activities"}${total > items.length ? ` (showing the newest ${items.length})` : ""}`}
        </Text>
        {deleteError && <ErrorAlert title={deleteError} />}
        {shown.length === 0 ? (
          <EmptyBox
            title="No activities found"
            description="No activity title or description matches your search."
            action={
              <Button variant="outline" onClick={clearSearch}>
                Clear Search
              </Button>
            }
          />
        ) : (
          <Stack as="ul" listStyleType="none" gap="4">
            {shown.map((activity) => (
              <li key={activity.id}>
                <ActivityRow
                  activity={activity}
                  deleting={deletingId === activity.id}
                  onDelete={(target) => void handleDelete(target)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    );
  };

  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} ref={headingRef} tabIndex={-1} _focus={{ outline: "none" }}>
            Manage Activities
          </Heading>
          <Button asChild colorPalette="teal">
            <RouterLink to="/create-activity">Create New Activity</RouterLink>
          </Button>
        </HStack>
        {renderList()}
      </Stack>
    </Container>
  );
};
