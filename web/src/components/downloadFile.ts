import { toaster } from "./ui/toaster";

// Saves text made by the server as a file: a Blob behind a temporary object URL and <a download>.
export type DownloadableFile = { filename: string; mimeType: string; content: string };

const downloadFile = ({ filename, mimeType, content }: DownloadableFile): void => saveBlob(new Blob([content], { type: mimeType }), filename);

/** Saves a Blob as a file: a temporary object URL behind a hidden <a download>. */
export const saveBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has handed the URL to the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

/**
 * Fetches a file from the server and saves it: "Downloaded <filename>" when it is saved, `failure`
 * when it cannot be fetched. Resolves either way (a button's busy state ends with it).
 */
export const fetchAndDownload = async (fetchFile: () => Promise<DownloadableFile>, failure: string): Promise<void> => {
  try {
    const file = await fetchFile();
    downloadFile(file);
    toaster.create({ type: "success", title: `Downloaded ${file.filename}`, closable: true });
  } catch {
    toaster.create({ type: "error", title: failure, closable: true });
  }
};
