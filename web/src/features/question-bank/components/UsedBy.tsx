import { Button, Heading, HStack, List, Spinner, Stack, Text } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useRef, useState } from "react";
import { toaster } from "../../../components/ui/toaster";
import type { BankQuestionWithVersionsFragment, QuizRegradeFieldsFragment } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";
import { markQuizMoved } from "../bank-cache";
import { isSettled, useRegradePolling } from "../hooks/useRegrade";
import { regradeOutcome } from "../regrade-text";
import { RegradeDialog } from "./RegradeDialog";

type Question = BankQuestionWithVersionsFragment;
// A regrade asked for from this page, by quiz: polled while it runs.
type Job = { id: string; quizTitle: string; settled: boolean };

const withoutSettled = (jobs: Record<string, Job>): Record<string, Job> => Object.fromEntries(Object.entries(jobs).filter(([, job]) => !job.settled));

// Polls one running regrade; renders nothing.
const RegradePoller = ({ id, onSettled }: { id: string; onSettled: (job: QuizRegradeFieldsFragment) => void }) => {
  useRegradePolling(id, onSettled);
  return null;
};

// The quizzes using a version of the question: each keeps the version it has until updated here,
// choosing what happens to its past attempts.
export const UsedBy = ({ question }: { question: Question }) => {
  const { cache } = useApolloClient();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [jobs, setJobs] = useState<Record<string, Job>>({});
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const open = question.usedBy.find((use) => use.quizId === openFor) ?? null;
  // Back to the button that opened the dialog; the row's new one when a regrade's progress replaced
  // it; the heading once a done regrade took the row's update away.
  const returnFocus = () => {
    if (opener.current?.isConnected) return opener.current;
    const quizId = opener.current?.dataset.quizId;
    const again = quizId ? heading.current?.parentElement?.querySelector<HTMLElement>(`[data-quiz-id="${CSS.escape(quizId)}"]`) : null;
    return again ?? heading.current;
  };

  // A regrade ended: DONE moves the quiz's row to its version (its update offered no more); FAILED
  // says why and changes nothing. Either is told in a toast, as the dialog may be closed.
  const settle = useCallback(
    (quizId: string, quizTitle: string, job: QuizRegradeFieldsFragment) => {
      setJobs((held) => (held[quizId]?.id === job.id ? { ...held, [quizId]: { ...held[quizId], settled: true } } : held));
      if (job.status === "DONE") {
        markQuizMoved(cache, question.id, quizId, job.toVersion);
        toaster.create({ type: "success", title: regradeOutcome(job), description: `${quizTitle} now uses version ${job.toVersion}.`, closable: true });
      } else {
        toaster.create({ type: "error", title: `The regrade of ${quizTitle} failed`, description: job.error ?? undefined, closable: true });
      }
    },
    [cache, question.id],
  );

  const started = (quizId: string, quizTitle: string, job: QuizRegradeFieldsFragment) => {
    setJobs((held) => ({ ...held, [quizId]: { id: job.id, quizTitle, settled: false } }));
    // Done at once (a quiz without attempts): nothing to poll.
    if (isSettled(job)) settle(quizId, quizTitle, job);
  };

  // A finished regrade is forgotten once its dialog closes: a failed one can be tried again.
  const close = () => {
    setJobs(withoutSettled);
    setOpenFor(null);
  };

  return (
    <Stack as="section" aria-labelledby="bank-used-by" gap="3">
      <Heading as="h2" size="lg" id="bank-used-by" ref={heading} tabIndex={-1}>
        Used by
      </Heading>
      {question.usedBy.length === 0 ? (
        <Text color="fg.muted">No quiz uses this question yet.</Text>
      ) : (
        <>
          <List.Root as="ul" gap="2" ps="0" listStyleType="none">
            {question.usedBy.map((use) => {
              const job = jobs[use.quizId];
              const running = job !== undefined && !job.settled;
              return (
                <List.Item key={use.quizId} borderWidth="1px" borderRadius="md" p="3" display="block">
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <Stack gap="0" minW="0">
                      <Text fontWeight="semibold" overflowWrap="anywhere">
                        {use.quizTitle}
                      </Text>
                      <Text color="fg.muted" fontSize="sm">
                        Version {use.version}, {plural(use.attemptCount, "attempt")}
                      </Text>
                    </Stack>
                    {running ? (
                      <HStack gap="2" color="fg.muted" fontSize="sm">
                        <Spinner size="xs" aria-hidden="true" />
                        <Text>Regrading...</Text>
                      </HStack>
                    ) : (
                      use.version < question.version && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Update to version ${question.version}: ${use.quizTitle}`}
                          data-quiz-id={use.quizId}
                          onClick={(event) => {
                            opener.current = event.currentTarget;
                            setJobs(withoutSettled);
                            setOpenFor(use.quizId);
                          }}
                        >
                          Update to version {question.version}…
                        </Button>
                      )
                    )}
                  </HStack>
                </List.Item>
              );
            })}
          </List.Root>
          {question.quizCount > question.usedBy.length && (
            <Text color="fg.muted" fontSize="sm">
              And {plural(question.quizCount - question.usedBy.length, "more quiz", "more quizzes")}.
            </Text>
          )}
          <Text color="fg.muted" fontSize="sm">
            A used question cannot be deleted: retire it instead.
          </Text>
        </>
      )}
      {Object.entries(jobs).map(([quizId, job]) => !job.settled && <RegradePoller key={job.id} id={job.id} onSettled={(done) => settle(quizId, job.quizTitle, done)} />)}
      <RegradeDialog
        question={question}
        use={open}
        jobId={open ? (jobs[open.quizId]?.id ?? null) : null}
        onStarted={(job) => open && started(open.quizId, open.quizTitle, job)}
        onClose={close}
        finalFocusEl={returnFocus}
      />
    </Stack>
  );
};
