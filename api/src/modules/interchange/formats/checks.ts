// The quiz's own rules for a question, applied to what any format read. A question that breaks
// one is listed as skipped with the reason, so the teacher sees why it did not come in.
import { MAX_OPTIONS, MAX_TEXT, MIN_OPTIONS } from '../../quizzes/quiz.validation';
import type { ImportedQuestion, QuestionParse, SkippedItem } from './types';

/** Where a question was in its file, to point the teacher at it. */
export type Place = { line: number | null; position: number | null; name: string | null };

/** A question as a format read it, before the quiz's rules. */
export type QuestionDraft = {
  title: string | null;
  questionText: string;
  options: string[];
  /** Indexes of the options marked correct: exactly one is needed. */
  correct: number[];
  /** Images left out of the question text and of the options. */
  images: { text: number; options: number };
  notes: string[];
};

export const FEEDBACK_NOTE = 'Feedback was left out';

/** The first rule the draft breaks, in plain words, or null when it can come in. */
export function problemWith(draft: QuestionDraft): string | null {
  const { questionText, options, correct } = draft;
  if (questionText === '') return 'The question has no text';
  if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) {
    return `Has ${options.length} option${options.length === 1 ? '' : 's'}; a question needs ${MIN_OPTIONS} to ${MAX_OPTIONS}`;
  }
  if (options.some((option) => option === '')) return 'An option is empty';
  const twin = duplicateOption(options);
  if (twin !== null) return `Two options are the same: “${twin}”`;
  if (correct.length === 0) return 'Has no correct answer';
  if (correct.length > 1) return 'Has more than one correct answer';
  if (questionText.length > MAX_TEXT) return `The question text is longer than ${MAX_TEXT} characters`;
  if (options.some((option) => option.length > MAX_TEXT)) return `An option is longer than ${MAX_TEXT} characters`;
  return null;
}

/** The quiz compares options trimmed and case-insensitively: "Yes" and "yes" are one to a learner. */
function duplicateOption(options: string[]): string | null {
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.toLowerCase();
    if (seen.has(key)) return option;
    seen.add(key);
  }
  return null;
}

/** "1 image in the question was left out", "2 images in the options were left out". */
function imageNote(count: number, where: string): string[] {
  if (count === 0) return [];
  return [count === 1 ? `1 image in the ${where} was left out` : `${count} images in the ${where} were left out`];
}

/** Collects what a format reads, so every question-like block ends up in one of the two lists. */
export class QuestionCollector {
  private readonly result: QuestionParse = { questions: [], skipped: [] };

  /** Trims the draft, applies the rules, and keeps it as a question or a skipped item. */
  add(draft: QuestionDraft, place: Place): void {
    const trimmed = { ...draft, questionText: draft.questionText.trim(), options: draft.options.map((option) => option.trim()) };
    const problem = problemWith(trimmed);
    if (problem !== null) {
      this.skip(place, problem);
      return;
    }
    this.result.questions.push(toQuestion(trimmed, place));
  }

  skip(place: Place, reason: string): void {
    const item: SkippedItem = { line: place.line, position: place.position, name: place.name, reason };
    this.result.skipped.push(item);
  }

  done(): QuestionParse {
    return this.result;
  }
}

function toQuestion(draft: QuestionDraft, place: Place): ImportedQuestion {
  const notes = [...imageNote(draft.images.text, 'question'), ...imageNote(draft.images.options, 'options'), ...draft.notes];
  return {
    title: draft.title,
    questionText: draft.questionText,
    options: draft.options,
    // problemWith() made sure there is exactly one.
    correctAnswerIndex: draft.correct[0] ?? 0,
    line: place.line,
    position: place.position,
    notes: [...new Set(notes)],
  };
}
