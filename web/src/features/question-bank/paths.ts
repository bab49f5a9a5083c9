// The bank's screens (routes.tsx).
export const QUESTION_BANK_PATH = "/question-bank";
export const NEW_BANK_QUESTION_PATH = `${QUESTION_BANK_PATH}/new`;
export const IMPORT_BANK_PATH = `${QUESTION_BANK_PATH}/import`;
export const bankQuestionPath = (id: string) => `${QUESTION_BANK_PATH}/${encodeURIComponent(id)}`;
