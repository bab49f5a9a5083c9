// The gradebook's screens (routes.tsx) and its CSV download (the API's REST route).
export const gradebookPath = (activityId: string) => `/manage-activities/${encodeURIComponent(activityId)}/gradebook`;
// A cell's quiz: resolves the quiz's chapter, then shows its Manage Quizzes page (the tutor's).
const gradebookQuizPath = (quizId: string) => `/gradebook/quizzes/${encodeURIComponent(quizId)}`;
// A cell: one learner's attempts at the quiz (its tutor and admins).
export const gradebookAttemptsPath = (quizId: string, learnerId: string) =>
  `${gradebookQuizPath(quizId)}/learners/${encodeURIComponent(learnerId)}`;
export const gradebookCsvUrl = (activityId: string) => `/api/activities/${encodeURIComponent(activityId)}/gradebook.csv`;
export const quizAttemptsCsvUrl = (quizId: string) => `/api/quizzes/${encodeURIComponent(quizId)}/attempts.csv`;
