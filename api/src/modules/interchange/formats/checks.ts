// The quiz's own rules for a question (quizzes/questions/checks.ts, worded for a preview), applied
// to what any format read, and the few a file can break and a form cannot (several options marked
// correct in a single choice). A question that breaks one is listed as skipped with the reason, so
// the teacher sees why it did not come in.
import { questionProblem } from '../../quizzes/questions/checks';
import type { Question, QuestionOf, TextFormat } from '../../quizzes/questions/types';
import { assertItemCount } from './limits';
import type { ImportedQuestion, QuestionParse, SkippedItem } from './types';

/** Where a question was in its file, to point the teacher at it. */
export type Place = { line: number | null; position: number | null; name: string | null };

/** A question as a format read it (texts converted, not yet trimmed), before the rules. */
export type QuestionDraft = {
  title: string | null;
  question: Question;
  /** Images left out of the question text and of the options (or answers, prompts). */
  images: { text: number; options: number };
  notes: string[];
};

/** What every type has, as a format read it. */
export type QuestionBase = { questionText: string; points: number; generalFeedback: string | null; textFormat: TextFormat };

/** A choice question's options as a file gives them, before it is known whether one or several are right. */
export type ChoicesRead = {
  options: string[];
  /** One per option, a fraction of the points from -1 to 1 (GIFT's %50% is 0.5). */
  credits: number[];
  feedback: (string | null)[];
  /** What the file says: one answer (GIFT's `=`, XML single="true"), several, or nothing (GIFT without `=`). */
  single: boolean | null;
};

/** A file's percent (GIFT's %33.33333%, XML's fraction="50") as a credit, without binary noise (0.3333333). */
export const creditFrom = (percent: number): number => Number((percent / 100).toFixed(9));

export const PARTIAL_CREDITS_NOTE = "Partial and negative credits were left out: a single-choice question gives credit for its correct option only";
export const MORE_THAN_ONE_CORRECT = 'Has more than one correct answer';

/**
 * Moodle's rule for choices: a question marked single (or GIFT's `=`) takes the option with full
 * credit as its answer; one marked multiple, or GIFT's without `=` whose credits are partial or
 * several, is a multiple-response question with each option's credit.
 */
export function choiceQuestion(base: QuestionBase, read: ChoicesRead): { question: Question; notes: string[] } | { reason: string } {
  const full = indexesWhere(read.credits, (credit) => credit === 1);
  const partial = read.credits.some((credit) => credit !== 0 && credit !== 1);
  const positive = indexesWhere(read.credits, (credit) => credit > 0);
  if (read.single === false || (read.single === null && (positive.length > 1 || partial))) {
    return { question: { ...base, type: 'MULTIPLE_RESPONSE', options: read.options, optionCredits: read.credits, optionFeedback: read.feedback }, notes: [] };
  }
  if (full.length > 1) return { reason: MORE_THAN_ONE_CORRECT };
  const question: QuestionOf<'SINGLE_CHOICE'> = { ...base, type: 'SINGLE_CHOICE', options: read.options, correctAnswerIndex: full[0] ?? -1, optionFeedback: read.feedback };
  return { question, notes: full.length === 1 && partial ? [PARTIAL_CREDITS_NOTE] : [] };
}

/** "1 image in the question was left out", "2 images in the options were left out". */
function imageNote(count: number, where: string): string[] {
  if (count === 0) return [];
  return [count === 1 ? `1 image in the ${where} was left out` : `${count} images in the ${where} were left out`];
}

const trimOrNull = (text: string | null): string | null => (text === null ? null : text.trim() || null);

/** Every text of a question trimmed, an empty feedback read as none. */
function trimQuestion(question: Question): Question {
  const base = { ...question, questionText: question.questionText.trim(), generalFeedback: trimOrNull(question.generalFeedback) };
  switch (base.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_RESPONSE':
      return { ...base, options: base.options.map((option) => option.trim()), optionFeedback: base.optionFeedback.map(trimOrNull) };
    case 'TRUE_FALSE':
      return { ...base, optionFeedback: [trimOrNull(base.optionFeedback[0]), trimOrNull(base.optionFeedback[1])] };
    case 'SHORT_ANSWER':
      return { ...base, acceptedAnswers: base.acceptedAnswers.map((answer) => ({ ...answer, text: answer.text.trim(), feedback: trimOrNull(answer.feedback) })) };
    case 'NUMERICAL':
      return { ...base, numericAnswers: base.numericAnswers.map((answer) => ({ ...answer, feedback: trimOrNull(answer.feedback) })) };
    case 'MATCHING':
      return { ...base, pairs: base.pairs.map(({ prompt, match }) => ({ prompt: prompt.trim(), match: match.trim() })), extraMatches: base.extraMatches.map((extra) => extra.trim()) };
    case 'ESSAY':
      return base;
  }
}

/** Collects what a format reads, so every question-like block ends up in one of the two lists. */
export class QuestionCollector {
  private readonly result: QuestionParse = { questions: [], skipped: [] };
  /** The category named last (GIFT's $CATEGORY:, XML's category question): the questions after it are filed there. */
  category: string | null = null;

  /** Trims the draft, applies the rules, and keeps it as a question or a skipped item. */
  add(draft: QuestionDraft, place: Place): void {
    this.countOne();
    const question = trimQuestion(draft.question);
    const problem = questionProblem(question);
    if (problem !== null) {
      this.skip(place, problem);
      return;
    }
    const notes = [...imageNote(draft.images.text, 'question'), ...imageNote(draft.images.options, 'options'), ...draft.notes];
    const imported: ImportedQuestion = { ...question, title: draft.title, line: place.line, position: place.position, notes: [...new Set(notes)], category: this.category };
    this.result.questions.push(imported);
  }

  skip(place: Place, reason: string): void {
    this.countOne();
    const item: SkippedItem = { line: place.line, position: place.position, name: place.name, reason };
    this.result.skipped.push(item);
  }

  /** Reading stops at the first question past the file's limit, before that question is kept. */
  private countOne(): void {
    assertItemCount(this.result.questions.length + this.result.skipped.length + 1, 'questions');
  }

  done(): QuestionParse {
    return this.result;
  }
}

function indexesWhere<T>(items: T[], test: (item: T) => boolean): number[] {
  return items.flatMap((item, i) => (test(item) ? [i] : []));
}
