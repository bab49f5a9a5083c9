import { Button, Stack } from "@chakra-ui/react";
import { useCsvExport } from "../hooks/useCsvExport";
import { quizAttemptsCsvUrl } from "../paths";
import { ExportProgress } from "./ExportProgress";

const ATTEMPTS_EXPORT_SUCCESS = "Attempts exported";
const ATTEMPTS_EXPORT_FAILURE = "Failed to export the attempts";

/**
 * "Export attempts (CSV)" on a quiz with attempts: every attempt (learner, times, points, passed,
 * status, counted), streamed from GET /api/quizzes/{id}/attempts.csv with its progress shown.
 */
export const QuizAttemptsExport = ({ quizId, describedBy }: { quizId: string; describedBy?: string }) => {
  const { exportCsv, progress, exporting } = useCsvExport({
    url: quizAttemptsCsvUrl(quizId),
    fallbackName: "attempts.csv",
    success: ATTEMPTS_EXPORT_SUCCESS,
    failure: ATTEMPTS_EXPORT_FAILURE,
    rowNoun: "attempt",
  });
  return (
    <Stack gap="2">
      <Button variant="outline" size="sm" aria-describedby={describedBy} aria-busy={exporting} onClick={() => void exportCsv()}>
        {exporting ? "Exporting..." : "Export attempts (CSV)"}
      </Button>
      {progress && <ExportProgress progress={progress} what="the attempts" rowNoun="attempt" />}
    </Stack>
  );
};
