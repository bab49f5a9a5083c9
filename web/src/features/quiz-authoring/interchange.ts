// Importing questions from a file and exporting a quiz: the formats as the screens
// offer them, and the calls. The server reads and writes the formats; nothing here parses them.
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  ExportQuizDocument,
  ImportQuestionsIntoQuizDocument,
  ImportQuizDocument,
  PreviewQuestionImportDocument,
  type ImportQuizMutationVariables,
  type QuestionImportFormat,
  type QuizExportFormat,
} from "../../graphql/__generated__/graphql";
import { dataOf } from "../../graphql/mutation";
import { labelsOf } from "../../lib/format";
import { writeCreatedQuiz } from "./quiz-cache";

// The server's limit of questions in one quiz (an import that would pass it is refused).
export const MAX_QUIZ_QUESTIONS = 100;
export const TOO_MANY_QUESTIONS = "A quiz can have at most 100 questions";

export const QUESTION_IMPORT_FORMATS = labelsOf<QuestionImportFormat>({ GIFT: "GIFT", MOODLE_XML: "Moodle XML", AIKEN: "Aiken" });
export const QUIZ_EXPORT_FORMATS = labelsOf<QuizExportFormat>({ GIFT: "GIFT", MOODLE_XML: "Moodle XML" });

// The extensions that name a format; a .txt keeps the format chosen.
export const QUESTION_FORMAT_BY_EXTENSION: Readonly<Record<string, QuestionImportFormat>> = {
  gift: "GIFT",
  xml: "MOODLE_XML",
  aiken: "AIKEN",
};
export const QUESTION_FILE_ACCEPT = ".gift,.txt,.xml,.aiken";

// What the file would bring in; nothing is stored.
export const usePreviewQuestionImport = () => {
  const [mutate] = useMutation(PreviewQuestionImportDocument);
  return useCallback(
    async (format: QuestionImportFormat, file: File) => dataOf(await mutate({ variables: { format, file } })).previewQuestionImport,
    [mutate],
  );
};

// A new draft quiz with the file's questions; it joins the chapter's cached lists.
export const useImportQuiz = () => {
  const [mutate, { loading }] = useMutation(ImportQuizDocument, {
    update: (cache, { data }) => data && writeCreatedQuiz(cache, data.importQuiz),
  });
  const importQuiz = useCallback(
    async (variables: ImportQuizMutationVariables) => dataOf(await mutate({ variables })).importQuiz,
    [mutate],
  );
  return { importQuiz, loading };
};

// The file's questions after those of a draft: its count and questions change in the normalized cache.
export const useImportQuestionsIntoQuiz = () => {
  const [mutate, { loading }] = useMutation(ImportQuestionsIntoQuizDocument);
  const importIntoQuiz = useCallback(
    async (quizId: string, format: QuestionImportFormat, file: File) =>
      dataOf(await mutate({ variables: { quizId, format, file } })).importQuestionsIntoQuiz,
    [mutate],
  );
  return { importIntoQuiz, loading };
};

// A quiz as a file, made afresh each time (never cached).
export const useExportQuiz = () => {
  const client = useApolloClient();
  return useCallback(
    async (id: string, format: QuizExportFormat) => {
      const { data } = await client.query({ query: ExportQuizDocument, variables: { id, format }, fetchPolicy: "no-cache" });
      if (!data) throw new Error("The export answered no data");
      return data.quizExport;
    },
    [client],
  );
};
