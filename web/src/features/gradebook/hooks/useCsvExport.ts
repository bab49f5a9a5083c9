import { useCallback, useRef, useState } from "react";
import { readStoredUser } from "../../../auth/session-user";
import { toaster } from "../../../components/ui/toaster";
import { saveBlob } from "../../../components/downloadFile";
import { fetchCsv, type DownloadProgress } from "../csv-download";

export type CsvExportCopy = {
  // The API's CSV route.
  url: string;
  // The file's name when the server gives none.
  fallbackName: string;
  success: string;
  failure: string;
  // What a row of the file is: "learner" / "attempt".
  rowNoun: string;
};

const plural = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`;

/**
 * An export button's work: streams `url` with the session's token, showing what has arrived
 * (`progress`, null when no export runs), and saves the file once its body is complete; only then
 * does the toast say it was exported. A failure (refused, cut short) saves nothing and says so.
 */
export const useCsvExport = ({ url, fallbackName, success, failure, rowNoun }: CsvExportCopy) => {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef(false);

  const exportCsv = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setProgress({ bytes: 0, rows: 0 });
    try {
      const file = await fetchCsv(url, readStoredUser()?.token ?? null, fallbackName, setProgress);
      saveBlob(file.blob, file.filename);
      toaster.create({ type: "success", title: success, description: `${file.filename}: ${plural(file.rows, rowNoun)}`, closable: true });
    } catch (caught) {
      toaster.create({
        type: "error",
        title: failure,
        description: caught instanceof Error && caught.message ? caught.message : undefined,
        closable: true,
      });
    } finally {
      running.current = false;
      setProgress(null);
    }
  }, [url, fallbackName, success, failure, rowNoun]);

  return { exportCsv, progress, exporting: progress !== null };
};
