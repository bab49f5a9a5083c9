// What the question and card formats read and write. Parsers are pure: text in, questions or
// cards and a skipped list out; they never throw on a file's content (a broken question is
// skipped with its reason, the rest still read).
import type { Question } from '../../quizzes/questions/types';

/**
 * A question as read from a file: any type, with its credits, feedback, points and text format
 * (HTML is always converted to plain text; Markdown stays Markdown), and where it was in the file.
 */
export type ImportedQuestion = Question & {
  /** GIFT's ::title::, Moodle XML's <name>; null when the file gives none. */
  title: string | null;
  /** Where it was: the first line of the question (GIFT, Aiken), or null (XML). */
  line: number | null;
  /** Its 1-based position among the file's questions (XML), or null. */
  position: number | null;
  /** What a reader of the preview should know, e.g. "An image in the question text was left out". */
  notes: string[];
  /** The category the file files it in (GIFT's $CATEGORY:, Moodle XML's category question), or null. */
  category: string | null;
};

/** A question or a row that did not come in, and why, in plain words. */
export type SkippedItem = {
  /** The line it starts on (GIFT, Aiken, CSV, TSV), or null. */
  line: number | null;
  /** Its 1-based position among the file's <question> elements (XML), or null. */
  position: number | null;
  /** Its title or name when the file gives one, or null. */
  name: string | null;
  reason: string;
};

export type QuestionParse = { questions: ImportedQuestion[]; skipped: SkippedItem[] };

/** A course question (a flash card): question, answer and category. */
export type ImportedCard = { question: string; answer: string; category: string; line: number };

export type CardParse = { cards: ImportedCard[]; skipped: SkippedItem[] };

/** What the exporters read: a quiz with its correct answers. */
export type ExportableQuiz = {
  title: string;
  instructions: string;
  questions: Question[];
};

export type ExportableCard = { question: string; answer: string; category: string };

/**
 * A file that cannot be read as a whole (not XML, no CSV header, not UTF-8): the service turns
 * its message into a 400 for the user. A broken question inside a readable file is skipped instead.
 */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
}
