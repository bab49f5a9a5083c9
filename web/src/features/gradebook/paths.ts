// The gradebook's screens (routes.tsx) and its CSV download (the API's REST route).
export const gradebookPath = (activityId: string) => `/manage-activities/${encodeURIComponent(activityId)}/gradebook`;
// A cell's quiz: resolves the quiz's chapter, then shows its Manage Quizzes page.
export const gradebookQuizPath = (quizId: string) => `/gradebook/quizzes/${encodeURIComponent(quizId)}`;
export const gradebookCsvUrl = (activityId: string) => `/api/activities/${encodeURIComponent(activityId)}/gradebook.csv`;
