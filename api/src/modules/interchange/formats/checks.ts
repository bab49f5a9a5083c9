// The quiz's own rules for a question, applied to what any format read. A question that breaks
// one is listed as skipped with the reason, so the teacher sees why it did not come in.
import { MAX_OPTIONS, MAX_TEXT, MIN_OPTIONS, type QuestionProblem, questionProblem } from '../../quizzes/quiz.validation';
import { assertItemCount } from './limits';
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

// The quiz's rules (quiz.validation.ts), worded for a preview: which question is meant is its line.
const REASONS: Record<QuestionProblem, (draft: QuestionDraft) => string> = {
  missingText: () => 'The question has no text',
  emptyOptions: () => 'An option is empty',
  duplicateOptions: ({ options }) => `Two options are the same: “${duplicateOption(options)}”`,
  optionCount: ({ options }) => `Has ${options.length} option${options.length === 1 ? '' : 's'}; a question needs ${MIN_OPTIONS} to ${MAX_OPTIONS}`,
  correctAnswer: () => 'Has no correct answer',
  tooLong: () => `The question or an option is longer than ${MAX_TEXT} characters`,
};

/**
 * The first rule the draft breaks, in plain words, or null when it can come in: the quiz's own
 * rules, then the one a file can break and a form cannot (several options marked correct).
 */
export function problemWith(draft: QuestionDraft): string | null {
  const problem = questionProblem({ questionText: draft.questionText, options: draft.options, correctAnswerIndex: draft.correct[0] ?? -1 });
  if (problem !== null) return REASONS[problem](draft);
  if (draft.correct.length > 1) return 'Has more than one correct answer';
  return null;
}

/** The option that repeats an earlier one (trimmed, any case). */
function duplicateOption(options: string[]): string {
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.toLowerCase();
    if (seen.has(key)) return option;
    seen.add(key);
  }
  return '';
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
    this.countOne();
    const trimmed = { ...draft, questionText: draft.questionText.trim(), options: draft.options.map((option) => option.trim()) };
    const problem = problemWith(trimmed);
    if (problem !== null) {
      this.skip(place, problem);
      return;
    }
    this.result.questions.push(toQuestion(trimmed, place));
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
