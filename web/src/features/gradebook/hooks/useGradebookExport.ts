import { useCallback, useRef, useState } from "react";
import { readStoredUser } from "../../../auth/session-user";
import { toaster } from "../../../components/ui/toaster";
import { saveBlob } from "../../../components/downloadFile";
import { fetchCsv, type DownloadProgress } from "../csv-download";
import { gradebookCsvUrl } from "../paths";

export const EXPORT_SUCCESS = "Gradebook exported";
export const EXPORT_FAILURE = "Failed to export the gradebook";

/**
 * "Export CSV": streams GET /api/activities/{id}/gradebook.csv with the session's token, showing
 * what has arrived (`progress`, null when no export runs), and saves the file once its body is
 * complete; only then does the toast say it was exported. A failure (refused, cut short) saves
 * nothing and says so.
 */
export const useGradebookExport = (activityId: string) => {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef(false);

  const exportCsv = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setProgress({ bytes: 0, rows: 0 });
    try {
      const file = await fetchCsv(gradebookCsvUrl(activityId), readStoredUser()?.token ?? null, "gradebook.csv", setProgress);
      saveBlob(file.blob, file.filename);
      toaster.create({
        type: "success",
        title: EXPORT_SUCCESS,
        description: `${file.filename}: ${file.rows} ${file.rows === 1 ? "learner" : "learners"}`,
        closable: true,
      });
    } catch (caught) {
      toaster.create({
        type: "error",
        title: EXPORT_FAILURE,
        description: caught instanceof Error && caught.message ? caught.message : undefined,
        closable: true,
      });
    } finally {
      running.current = false;
      setProgress(null);
    }
  }, [activityId]);

  return { exportCsv, progress, exporting: progress !== null };
};
