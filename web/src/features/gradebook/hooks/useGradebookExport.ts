import { gradebookCsvUrl } from "../paths";
import { useCsvExport } from "./useCsvExport";

const EXPORT_SUCCESS = "Gradebook exported";
const EXPORT_FAILURE = "Failed to export the gradebook";

/** "Export CSV" of the gradebook: GET /api/activities/{id}/gradebook.csv, streamed (useCsvExport). */
export const useGradebookExport = (activityId: string) =>
  useCsvExport({ url: gradebookCsvUrl(activityId), fallbackName: "gradebook.csv", success: EXPORT_SUCCESS, failure: EXPORT_FAILURE, rowNoun: "learner" });
