import { useQuery } from "@apollo/client/react";
import { Button, Container, Spinner, Stack } from "@chakra-ui/react";
import { useRef } from "react";
import { useParams } from "react-router";
import { useAuthContext } from "../../../auth/AuthContext";
import { BackLink } from "../../../components/BackLink";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { PageHeader } from "../../../components/PageHeader";
import { PageSpinner } from "../../../components/PageSpinner";
import { SearchBox } from "../../../components/SearchBox";
import { SearchCount } from "../../../components/SearchCount";
import { LoadMore } from "../../../components/paging/LoadMore";
import { usePageTitle } from "../../../components/usePageTitle";
import { useSearchTerm } from "../../../components/useSearchTerm";
import { GradebookActivityDocument } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";
import { ExportProgress } from "../components/ExportProgress";
import { GradebookTable } from "../components/GradebookTable";
import { LearnerAccommodationsButton } from "../../accommodations/components/LearnerAccommodationsButton";
import { GRADEBOOK_PAGE_SIZE, useGradebook } from "../hooks/useGradebook";
import { useGradebookExport } from "../hooks/useGradebookExport";

export const GRADEBOOK_SEARCH_DEBOUNCE_MS = 300;
export const FETCH_GRADEBOOK_ERROR = "Failed to load the gradebook";
export const NO_ATTEMPTS_YET = "No learner has attempted a quiz yet";
export const NO_QUIZZES_YET = "This activity has no quizzes yet";
export const NO_MATCHES = "No learner matches your search";

const BACK_TO_ACTIVITIES = { to: "/manage-activity", label: "Back to Manage Activities" };

// An activity's gradebook, for its tutor and admins: a learner per row, a quiz per
// column, searched by name or e-mail, a page of learners at a time, and exported as CSV.
export const GradebookPage = () => {
  const { activityId = "" } = useParams();
  const { user } = useAuthContext();
  const activityQuery = useQuery(GradebookActivityDocument, { variables: { id: activityId } });
  const activityTitle = activityQuery.data?.activity.title;
  usePageTitle(activityTitle ? `Gradebook: ${activityTitle}` : "Gradebook");

  const { term, search, change: setTerm, submit } = useSearchTerm(GRADEBOOK_SEARCH_DEBOUNCE_MS, GRADEBOOK_PAGE_SIZE);
  const { data, shown, error, refetch, list, searching } = useGradebook(activityId, search);
  const { exportCsv, progress, exporting } = useGradebookExport(activityId);
  const searchRef = useRef<HTMLInputElement>(null);
  const clearSearch = () => {
    setTerm("");
    searchRef.current?.focus();
  };

  const quizzes = shown?.gradebook.quizzes ?? [];
  const rows = list.nodes;
  const view = error && !data ? "error" : !shown ? "loading" : rows.length === 0 && !list.hasNextPage ? "empty" : "table";

  const content = () => {
    if (view === "error") return <LoadError message={FETCH_GRADEBOOK_ERROR} onRetry={() => refetch()} back={BACK_TO_ACTIVITIES} />;
    if (view === "loading") return <PageSpinner label="Loading the gradebook" />;
    if (view === "empty") {
      if (search) {
        return (
          <EmptyState
            heading
            title={NO_MATCHES}
            description={`No learner who attempted a quiz has "${search}" in their name or e-mail address.`}
            action={
              <Button variant="outline" onClick={clearSearch}>
                Clear search
              </Button>
            }
          />
        );
      }
      return quizzes.length === 0 ? (
        <EmptyState heading title={NO_QUIZZES_YET} description="Add quizzes to the activity's chapters: each becomes a column here." />
      ) : (
        <EmptyState
          heading
          title={NO_ATTEMPTS_YET}
          description={`Learners appear here, a row each, once they submit an attempt at any of this activity's ${plural(quizzes.length, "quiz", "quizzes")}.`}
        />
      );
    }
    return (
      <Stack gap="0">
        <GradebookTable
          caption={`Grades of ${activityTitle ?? "the activity"}: a row per learner, a column per quiz`}
          quizzes={quizzes}
          rows={rows}
          linkCells={user?.role === "tutor" || user?.role === "admin"}
          learnerAction={(learner) => <LearnerAccommodationsButton activityId={activityId} quizzes={quizzes} learner={learner} />}
        />
        <LoadMore {...list.footer} noun="learners" />
      </Stack>
    );
  };

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }} px={{ base: "3", sm: "4" }}>
      <Stack gap="5">
        <BackLink to={BACK_TO_ACTIVITIES.to} label="Manage Activities" />
        <PageHeader
          title="Gradebook"
          description={activityTitle ? `${activityTitle}: each learner's grade on every quiz, as their quiz's grading method counts it.` : undefined}
          action={
            <Button colorPalette="teal" variant="outline" aria-busy={exporting} onClick={() => void exportCsv()}>
              {exporting && <Spinner size="sm" aria-hidden="true" />}
              {exporting ? "Exporting..." : "Export CSV"}
            </Button>
          }
        />
        {progress && <ExportProgress progress={progress} />}
        <SearchBox
          value={term}
          onChange={setTerm}
          onSubmit={submit}
          onClear={clearSearch}
          inputRef={searchRef}
          region="Learners"
          placeholder="Name or e-mail address..."
          maxW={{ base: "full", md: "lg" }}
        />
        <Stack gap="3" aria-busy={searching}>
          <SearchCount
            text={shown && view !== "error" ? `${plural(list.totalCount, "learner")} · ${plural(quizzes.length, "quiz", "quizzes")}` : ""}
            searching={searching && view === "table"}
          />
          {content()}
        </Stack>
      </Stack>
    </Container>
  );
};
