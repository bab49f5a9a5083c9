import { useQuery } from "@apollo/client/react";
import { Stack } from "@chakra-ui/react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { EssaysToGradeDocument } from "../../../graphql/__generated__/graphql";
import type { EssayKey } from "../hooks/useGradeEssayAnswer";
import { EssayCard, essayLabel } from "./EssayCard";
import { EssayGradeForm } from "./EssayGradeForm";

export const NOTHING_TO_GRADE = "No essays waiting: every answer is graded.";
export const GRADING_PAGE_SIZE = 20;

export const keyOf = (essay: EssayKey): string => `${essay.attemptId}:${essay.questionIndex}`;

type WaitingEssaysProps = {
  // Where the focus goes when no essay is left to take it.
  headingRef: RefObject<HTMLHeadingElement | null>;
  // The first essay's points take the focus once shown: on opening the page, not on switching to
  // this view with the tabs (the focus stays on the tab then).
  focusFirst: boolean;
};

// The queue, oldest first: grade one and the next one's points take the focus, so a keyboard user
// goes down the queue with Tab, digits and Enter.
export const WaitingEssays = ({ headingRef, focusFirst }: WaitingEssaysProps) => {
  const query = useQuery(EssaysToGradeDocument, {
    variables: { first: GRADING_PAGE_SIZE },
    // Learners keep submitting: what is cached at once, then the queue as it now stands.
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const { nodes, footer } = useConnection(query.data?.essayAnswersToGrade, query, "essays");
  const pointsFields = useRef(new Map<string, HTMLInputElement>());
  // Where the focus goes once the list shows: the first essay on open, the one after a graded one.
  const focusAt = useRef<number | null>(focusFirst ? 0 : null);
  // Bumped after each saved grade: the list has already lost the essay (the hook's cache update).
  const [saved, setSaved] = useState(0);

  useEffect(() => {
    if (focusAt.current === null || !query.data) return;
    const next = nodes[Math.min(focusAt.current, nodes.length - 1)];
    focusAt.current = null;
    if (next) pointsFields.current.get(keyOf(next))?.focus();
    else headingRef.current?.focus();
  }, [nodes, query.data, saved, headingRef]);

  const pointsRef = useCallback(
    (key: string) => (input: HTMLInputElement | null) => {
      if (input) pointsFields.current.set(key, input);
      else pointsFields.current.delete(key);
    },
    [],
  );

  if (query.error && !query.data) return <LoadError message="Failed to fetch the essays to grade" onRetry={() => query.refetch()} />;
  if (!query.data) return <PageSpinner label="Loading essays to grade" />;
  if (nodes.length === 0)
    return <EmptyState heading title={NOTHING_TO_GRADE} description="Essays your learners submit wait here; grades you gave are under Graded." />;
  return (
    <>
      <Stack as="ol" listStyleType="none" ps="0" gap="5">
        {nodes.map((essay, index) => (
          <li key={keyOf(essay)}>
            <EssayCard essay={essay}>
              <EssayGradeForm
                essay={essay}
                label={`Grade for ${essayLabel(essay)}`}
                pointsRef={pointsRef(keyOf(essay))}
                onSaved={() => {
                  focusAt.current = index;
                  setSaved((count) => count + 1);
                }}
              />
            </EssayCard>
          </li>
        ))}
      </Stack>
      <LoadMore {...footer} noun="essays" />
    </>
  );
};
