import { useQuery } from "@apollo/client/react";
import { Stack } from "@chakra-ui/react";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { GradedEssaysDocument } from "../../../graphql/__generated__/graphql";
import { EssayCard, essayLabel } from "./EssayCard";
import { EssayGradeForm } from "./EssayGradeForm";
import { GRADING_PAGE_SIZE, keyOf } from "./WaitingEssays";

export const NOTHING_GRADED = "No graded essays yet";

// The graded essays, latest grade first: each with its grade, comment and when, and a form,
// prefilled, to change them (a tutor can change a grade later).
export const GradedEssays = () => {
  const query = useQuery(GradedEssaysDocument, {
    variables: { first: GRADING_PAGE_SIZE },
    // A grade given here or in the Waiting view is in the cache at once; the server's list (another
    // tutor's grades, the exact times) follows.
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const { nodes, footer } = useConnection(query.data?.gradedEssayAnswers, query, "graded essays");

  if (query.error && !query.data) return <LoadError message="Failed to fetch the graded essays" onRetry={() => query.refetch()} />;
  if (!query.data) return <PageSpinner label="Loading graded essays" />;
  if (nodes.length === 0)
    return (
      <EmptyState
        heading
        title={NOTHING_GRADED}
        description="Essays you grade under Waiting show here, latest first, where you can change their grade and comment."
      />
    );
  return (
    <>
      <Stack as="ol" listStyleType="none" ps="0" gap="5">
        {nodes.map((essay) => (
          <li key={keyOf(essay)}>
            <EssayCard essay={essay}>
              <EssayGradeForm essay={essay} label={`Change the grade for ${essayLabel(essay)}`} />
            </EssayCard>
          </li>
        ))}
      </Stack>
      <LoadMore {...footer} noun="graded essays" />
    </>
  );
};
