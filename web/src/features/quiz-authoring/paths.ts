// The tutor's quiz routes (SPEC.md section 2), built in one place.
export const manageQuizzesPath = (chapterId: string) => `/manage-chapters/${chapterId}/quizzes`;
export const createQuizPath = (chapterId: string) => `/manage-chapters/${chapterId}/create-quiz`;
export const importQuizPath = (chapterId: string) => `/manage-chapters/${chapterId}/import-quiz`;
export const editQuizPath = (chapterId: string, quizId: string) => `/manage-chapters/${chapterId}/quizzes/${quizId}/edit`;
export const manageChaptersPath = (activityId: string) => `/manage-activities/${activityId}/chapters`;
