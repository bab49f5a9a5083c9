import { useQuery } from "@apollo/client/react";
import { Container, Stack } from "@chakra-ui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { LoadError } from "../../../components/LoadError";
import { PageHeader } from "../../../components/PageHeader";
import { PageSpinner } from "../../../components/PageSpinner";
import { LoadMore } from "../../../components/paging/LoadMore";
import { useConnection } from "../../../components/paging/useConnection";
import { usePageTitle } from "../../../components/usePageTitle";
import { EssaysToGradeDocument } from "../../../graphql/__generated__/graphql";
import { EssayCard } from "../components/EssayCard";
import type { EssayKey } from "../hooks/useGradeEssayAnswer";

export const GRADING_TITLE = "Grading";
export const NOTHING_TO_GRADE = "No essays waiting: every answer is graded.";
export const GRADING_PAGE_SIZE = 20;

const keyOf = (essay: EssayKey): string => `${essay.attemptId}:${essay.questionIndex}`;

// The tutor's essay queue (an admin's: every quiz's), oldest first: grade one and the next one's
// points take the focus, so a keyboard user goes down the queue with Tab, digits and Enter.
export const GradingPage = () => {
  usePageTitle(GRADING_TITLE);
  const query = useQuery(EssaysToGradeDocument, {
    variables: { first: GRADING_PAGE_SIZE },
    // Learners keep submitting: what is cached at once, then the queue as it now stands.
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const { nodes, footer } = useConnection(query.data?.essayAnswersToGrade, query, "essays");
  const pointsFields = useRef(new Map<string, HTMLInputElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once the list shows: the first essay on open, the one after a graded one.
  const focusAt = useRef<number | null>(0);
  // Bumped after each saved grade: the list has already lost the essay (the hook's cache update).
  const [saved, setSaved] = useState(0);

  useEffect(() => {
    if (focusAt.current === null || !query.data) return;
    const next = nodes[Math.min(focusAt.current, nodes.length - 1)];
    focusAt.current = null;
    if (next) pointsFields.current.get(keyOf(next))?.focus();
    else headingRef.current?.focus();
  }, [nodes, query.data, saved]);

  const pointsRef = useCallback(
    (key: string) => (input: HTMLInputElement | null) => {
      if (input) pointsFields.current.set(key, input);
      else pointsFields.current.delete(key);
    },
    [],
  );

  const content = () => {
    if (query.error && !query.data) return <LoadError message="Failed to fetch the essays to grade" onRetry={() => query.refetch()} />;
    if (!query.data) return <PageSpinner label="Loading essays to grade" />;
    if (nodes.length === 0) return <EmptyState heading title={NOTHING_TO_GRADE} />;
    return (
      <>
        <Stack as="ol" listStyleType="none" ps="0" gap="5">
          {nodes.map((essay, index) => (
            <li key={keyOf(essay)}>
              <EssayCard
                essay={essay}
                pointsRef={pointsRef(keyOf(essay))}
                onSaved={() => {
                  focusAt.current = index;
                  setSaved((count) => count + 1);
                }}
              />
            </li>
          ))}
        </Stack>
        <LoadMore {...footer} noun="essays" />
      </>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }} px={{ base: "3", sm: "4" }}>
      <PageHeader
        title={GRADING_TITLE}
        description="Answered essays waiting for their grade, oldest first."
        headingRef={headingRef}
        mb="6"
      />
      {content()}
    </Container>
  );
};
