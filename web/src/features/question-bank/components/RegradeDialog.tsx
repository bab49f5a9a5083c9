import { Badge, Box, Button, Fieldset, Heading, HStack, List, Progress, Spinner, Stack, Text } from "@chakra-ui/react";
import { skipToken, useFragment, useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState } from "react";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { ModalDialog } from "../../../components/ModalDialog";
import { SuccessAlert } from "../../../components/SuccessAlert";
import { NativeRadio } from "../../../components/form/NativeRadio";
import {
  PreviewRegradeDocument,
  QuizRegradeFieldsFragmentDoc,
  type BankQuestionUse,
  type QuizRegradeFieldsFragment,
  type RegradeMode,
} from "../../../graphql/__generated__/graphql";
import { getErrorMessage } from "../../../graphql/errors";
import { plural } from "../../../lib/format";
import { useStartRegrade } from "../hooks/useRegrade";
import {
  CHANGES_SHOWN,
  confirmLabel,
  defaultMode,
  modeHint,
  modeLabel,
  passChange,
  previewSummary,
  REGRADE_MODES,
  regradeOutcome,
  scoreChange,
  type RegradePreviewFigures,
} from "../regrade-text";

const REGRADE_START_ERROR = "Failed to start the regrade";
const REGRADE_PREVIEW_ERROR = "Failed to work out what changes";

type Use = Pick<BankQuestionUse, "quizId" | "quizTitle" | "version" | "attemptCount">;

type RegradeDialogProps = {
  // The bank question and its latest version, which the quiz moves to.
  question: { id: string; title: string; version: number };
  // The quiz to update; null keeps the dialog closed.
  use: Use | null;
  // The regrade asked for this quiz (its status polled by the page), once confirmed.
  jobId: string | null;
  onStarted: (job: QuizRegradeFieldsFragment) => void;
  onClose: () => void;
  finalFocusEl?: () => HTMLElement | null;
};

// Moving a quiz to the question's latest version: a mode for its past attempts, what that changes
// (asked again at each choice, nothing stored), then the regrade's job and its outcome. The page
// polls the job, so closing the dialog while it runs loses nothing.
export const RegradeDialog = ({ question, use, jobId, onStarted, onClose, finalFocusEl }: RegradeDialogProps) => {
  const [chosen, setChosen] = useState<RegradeMode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { start, starting } = useStartRegrade(question.id);
  const mode = chosen ?? defaultMode(use?.attemptCount ?? 0);
  const doneRef = useRef<HTMLButtonElement | null>(null);

  const preview = useQuery(
    PreviewRegradeDocument,
    use && jobId === null
      ? { variables: { quizId: use.quizId, questionId: question.id, mode }, fetchPolicy: "network-only" }
      : skipToken,
  );
  const figures = !preview.loading && preview.data?.previewRegrade.mode === mode ? preview.data.previewRegrade : null;

  const job = useFragment({ fragment: QuizRegradeFieldsFragmentDoc, from: jobId ? { __typename: "QuizRegrade", id: jobId } : null });
  const current = jobId && job.complete ? job.data : null;

  // Confirmed: the confirm button is gone, so the focus goes to the one that closes.
  useEffect(() => {
    if (jobId) doneRef.current?.focus();
  }, [jobId]);

  const close = () => {
    setChosen(null);
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!use) return;
    setFailure(null);
    try {
      onStarted(await start(use.quizId, mode));
    } catch (error) {
      setFailure(getErrorMessage(error, REGRADE_START_ERROR));
    }
  };

  const title = use ? `${use.quizTitle}: update to version ${question.version}` : "";
  const footer =
    jobId === null ? (
      <>
        <Button variant="outline" onClick={close} disabled={starting}>
          Cancel
        </Button>
        <Button colorPalette="teal" onClick={() => void confirm()} loading={starting} loadingText="Starting..." disabled={!figures}>
          {figures ? confirmLabel(figures) : `Use version ${question.version}`}
        </Button>
      </>
    ) : (
      <Button ref={doneRef} variant="outline" onClick={close}>
        {current?.status === "QUEUED" ? "Run in background" : "Done"}
      </Button>
    );

  return (
    <ModalDialog open={use !== null} onClose={close} title={title} busy={starting} finalFocusEl={finalFocusEl} footer={footer}>
      {use &&
        (jobId === null ? (
          <Stack gap="5">
            <Text>
              {`It uses version ${use.version} of "${question.title}". Updating it gives new attempts version ${question.version}. `}
              {use.attemptCount > 0 ? `Choose what happens to its ${plural(use.attemptCount, "past attempt")}.` : "No one has attempted it yet."}
            </Text>
            <ModeChoice quizId={use.quizId} mode={mode} toVersion={question.version} disabled={starting} onChange={setChosen} />
            <PreviewPanel
              figures={figures}
              loading={preview.loading}
              error={preview.error ? getErrorMessage(preview.error, REGRADE_PREVIEW_ERROR) : null}
              onRetry={() => void preview.refetch().catch(() => undefined)}
            />
            {failure && <ErrorAlert title={REGRADE_START_ERROR} detail={failure} />}
          </Stack>
        ) : (
          <JobStatus job={current} quizTitle={use.quizTitle} />
        ))}
    </ModalDialog>
  );
};

type ModeChoiceProps = { quizId: string; mode: RegradeMode; toVersion: number; disabled: boolean; onChange: (mode: RegradeMode) => void };

// The four modes as native radios (arrow keys move, the hint read after each label).
const ModeChoice = ({ quizId, mode, toVersion, disabled, onChange }: ModeChoiceProps) => {
  const id = useId();
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontWeight="semibold" mb="2">
        Past attempts
      </Fieldset.Legend>
      <Stack gap="3">
        {REGRADE_MODES.map((value) => (
          <Stack key={value} gap="0.5">
            <Box as="label" display="flex" alignItems="center" gap="2" cursor="pointer">
              <NativeRadio
                name={`regrade-mode-${quizId}`}
                value={value}
                checked={mode === value}
                aria-describedby={`${id}-${value}`}
                onChange={() => onChange(value)}
              />
              <Text as="span">{modeLabel(value)}</Text>
            </Box>
            <Text id={`${id}-${value}`} color="fg.muted" fontSize="sm" ps="calc(1.1rem + var(--chakra-spacing-2))">
              {modeHint(value, toVersion)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Fieldset.Root>
  );
};

type PreviewPanelProps = { figures: RegradePreviewFigures | null; loading: boolean; error: string | null; onRetry: () => void };

// What the chosen mode changes: the figures in words, then the attempts (the first few, the rest counted).
const PreviewPanel = ({ figures, loading, error, onRetry }: PreviewPanelProps) => {
  const headingId = useId();
  const shown = figures?.changes.slice(0, CHANGES_SHOWN) ?? [];
  const more = figures ? figures.changes.length - shown.length : 0;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="md" id={headingId}>
        What changes
      </Heading>
      <Box aria-live="polite" aria-busy={loading}>
        {loading ? (
          <HStack gap="2">
            <Spinner size="sm" color="teal.solid" aria-hidden="true" />
            <Text>Working out what changes...</Text>
          </HStack>
        ) : error ? (
          <ErrorAlert title={REGRADE_PREVIEW_ERROR} detail={error}>
            <Button size="sm" variant="outline" mt="2" alignSelf="flex-start" onClick={onRetry}>
              Try again
            </Button>
          </ErrorAlert>
        ) : (
          figures && (
            <Stack gap="3">
              <Text data-testid="regrade-summary">{previewSummary(figures)}</Text>
              {figures.mode !== "KEEP" && shown.length > 1 && (
                <List.Root as="ul" gap="2" ps="0" listStyleType="none" aria-label="Attempts that change">
                  {shown.map((change) => {
                    const pass = passChange(change);
                    return (
                      <List.Item key={change.attemptId} borderWidth="1px" borderRadius="md" px="3" py="2" display="block">
                        <HStack justify="space-between" gap="2" wrap="wrap">
                          <Text overflowWrap="anywhere">{change.learnerName}</Text>
                          <HStack gap="2" wrap="wrap">
                            <Text fontVariantNumeric="tabular-nums">{scoreChange(change)}</Text>
                            {pass && (
                              <Badge colorPalette={change.newPassed ? "green" : "red"} variant="subtle">
                                {pass}
                              </Badge>
                            )}
                          </HStack>
                        </HStack>
                      </List.Item>
                    );
                  })}
                </List.Root>
              )}
              {figures.mode !== "KEEP" && more > 0 && (
                <Text color="fg.muted" fontSize="sm">
                  And {plural(more, "more attempt")}.
                </Text>
              )}
            </Stack>
          )
        )}
      </Box>
    </Stack>
  );
};

// The regrade once confirmed: running (polled by the page), done (the server's counts) or failed (its reason).
const JobStatus = ({ job, quizTitle }: { job: QuizRegradeFieldsFragment | null; quizTitle: string }) => (
  <Stack gap="4" aria-live="polite">
    {job?.status === "DONE" ? (
      <SuccessAlert title={`${regradeOutcome(job)}.`}>{`${quizTitle} now uses version ${job.toVersion}.`}</SuccessAlert>
    ) : job?.status === "FAILED" ? (
      <ErrorAlert title="The regrade failed: nothing was changed" detail={job.error} />
    ) : (
      <Stack gap="3" role="status">
        <HStack gap="2">
          <Spinner size="sm" color="teal.solid" aria-hidden="true" />
          <Text>Regrading...</Text>
        </HStack>
        <Progress.Root value={null} colorPalette="teal" size="sm" striped animated>
          <Progress.Track aria-label="Regrade progress" aria-valuetext="Regrading">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text color="fg.muted" fontSize="sm">
          You can close this: the regrade goes on, and this page tells its outcome.
        </Text>
      </Stack>
    )}
  </Stack>
);
