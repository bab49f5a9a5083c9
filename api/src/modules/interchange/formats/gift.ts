// GIFT, Moodle's text format for questions. The file is cut into questions the way Moodle does
// (comment lines out, then blank lines between questions) and each block is parsed on its own, so
// one broken question is skipped and the others still come in.
import { parse, type GIFTQuestion, type MultipleChoice, type TextFormat as GiftText, type TrueFalse } from 'gift-pegjs';
import { FEEDBACK_NOTE, type Place, QuestionCollector, type QuestionDraft } from './checks';
import { assertOptionCount, LIMIT_MESSAGES, tooLongToRead } from './limits';
import { normaliseNewlines, readFormatted } from './text';
import type { ExportableQuiz, QuestionParse } from './types';

type Block = { text: string; line: number };

export function parseGift(text: string): QuestionParse {
  const collector = new QuestionCollector();
  for (const block of giftBlocks(text)) readBlock(block, collector);
  return collector.done();
}

/** Moodle drops `//` comment lines first (they do not end a question), then splits on blank lines. */
export function giftBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  normaliseNewlines(text)
    .split('\n')
    .forEach((line, i) => {
      if (/^\s*\/\//.test(line)) return;
      if (line.trim() === '') {
        current = null;
        return;
      }
      if (current === null) {
        current = { text: line, line: i + 1 };
        blocks.push(current);
      } else {
        current.text += `\n${line}`;
      }
    });
  return blocks;
}

function readBlock(block: Block, collector: QuestionCollector): void {
  let parsed: GIFTQuestion[];
  try {
    parsed = parse(block.text);
  } catch (error) {
    collector.skip({ line: block.line, position: null, name: titleGuess(block.text) }, `Could not read this question: ${syntaxReason(error, block.line)}`);
    return;
  }
  for (const question of parsed) readQuestion(question, block.line, collector);
}

/** A broken block still shows its ::title:: when it has one, to help find it. */
function titleGuess(text: string): string | null {
  return /^\s*::(.*?)::/.exec(text)?.[1]?.trim() || null;
}

/** gift-pegjs says what it expected; the teacher needs what is wrong and on which line. */
function syntaxReason(error: unknown, firstLine: number): string {
  if (!isSyntaxError(error)) return error instanceof Error ? error.message : 'unknown error';
  const line = firstLine + error.location.start.line - 1;
  const wantsBrace = error.expected.some((expectation) => expectation.type === 'literal' && expectation.text === '}');
  if (error.found === null) return wantsBrace ? `the answers are not closed with } (line ${line})` : `it ends too soon (line ${line})`;
  return `unexpected “${error.found}” (line ${line})`;
}

type GiftSyntaxError = Error & { location: { start: { line: number } }; expected: { type: string; text?: string }[]; found: string | null };

function isSyntaxError(error: unknown): error is GiftSyntaxError {
  return error instanceof Error && 'location' in error && 'expected' in error && 'found' in error;
}

const UNSUPPORTED: Record<string, string> = {
  Short: 'Short-answer questions are not supported',
  Numerical: 'Numerical questions are not supported',
  Essay: 'Essay questions are not supported',
  Matching: 'Matching questions are not supported',
};
const CLOZE = 'Cloze (embedded answers) questions are not supported';

function readQuestion(question: GIFTQuestion, line: number, collector: QuestionCollector): void {
  if (question.type === 'Category') return; // $CATEGORY: names where Moodle files questions, not a question
  const place: Place = { line, position: null, name: question.title || null };
  if (question.type === 'Description') return collector.skip(place, 'A description, not a question');
  if (question.type === 'MC') {
    // Limits first: converting thousands of options' HTML is what made a small file cost seconds.
    assertOptionCount(question.choices.length, `line ${line}`);
    if (tooLongToRead(question.stem.text, ...question.choices.map((choice) => choice.text.text))) return collector.skip(place, LIMIT_MESSAGES.tooLong);
    return collector.add(multipleChoice(question), place);
  }
  // Text around an answer block that is not a multiple choice is Moodle's missing-word short answer.
  if (question.hasEmbeddedAnswers) return collector.skip(place, CLOZE);
  if (question.type === 'TF') return tooLongToRead(question.stem.text) ? collector.skip(place, LIMIT_MESSAGES.tooLong) : collector.add(trueFalse(question), place);
  collector.skip(place, UNSUPPORTED[question.type] ?? `${question.type} questions are not supported`);
}

/**
 * The choice marked `=` (or weighted 100%) is the answer. Two choices with a positive weight make a
 * multiple-answer question, which a quiz cannot hold. gift-pegjs reads "text {~a =b} more text"
 * (Moodle's missing word) as a multiple choice with a blank, so it comes in with a note.
 */
function multipleChoice(question: MultipleChoice): QuestionDraft {
  const stem = readFormatted(question.stem.text, question.stem.format);
  const choices = question.choices.map((choice) => readFormatted(choice.text.text, choice.text.format));
  const positive = indexesWhere(question.choices, (choice) => choice.isCorrect || (choice.weight ?? 0) > 0);
  const full = indexesWhere(question.choices, (choice) => choice.isCorrect || choice.weight === 100);
  const hasFeedback = question.globalFeedback !== null || question.choices.some((choice) => hasText(choice.feedback));
  return {
    title: question.title || null,
    questionText: stem.text,
    options: choices.map((choice) => choice.text),
    correct: positive.length > 1 ? positive : full,
    images: { text: stem.images, options: choices.reduce((sum, choice) => sum + choice.images, 0) },
    notes: [
      ...(question.hasEmbeddedAnswers ? ['The answer blank in the text is shown as _____'] : []),
      ...(hasFeedback ? [FEEDBACK_NOTE] : []),
    ],
  };
}

function trueFalse(question: TrueFalse): QuestionDraft {
  const stem = readFormatted(question.stem.text, question.stem.format);
  const hasFeedback = [question.trueFeedback, question.falseFeedback, question.globalFeedback].some(hasText);
  return {
    title: question.title || null,
    questionText: stem.text,
    options: ['True', 'False'],
    correct: [question.isTrue ? 0 : 1],
    images: { text: stem.images, options: 0 },
    notes: hasFeedback ? [FEEDBACK_NOTE] : [],
  };
}

function hasText(feedback: GiftText | null): boolean {
  return feedback !== null && feedback.text.trim() !== '';
}

function indexesWhere<T>(items: T[], test: (item: T) => boolean): number[] {
  return items.flatMap((item, i) => (test(item) ? [i] : []));
}

/**
 * GIFT that Moodle and parseGift read back to the same questions: [plain] so `<b>` stays as written,
 * every special character escaped, and newlines as `\n` so a question never holds a blank line.
 */
export function exportGift(quiz: ExportableQuiz): string {
  const header = [quiz.title, ...quiz.instructions.split(/\r?\n/)].map(commentLine).join('\n');
  const questions = quiz.questions.map((question, i) => {
    const options = question.options.map((option, k) => `\t${k === question.correctAnswerIndex ? '=' : '~'}${escapeGift(option)}`);
    return [`::Q${i + 1}::[plain]${escapeGift(question.questionText)}{`, ...options, '}'].join('\n');
  });
  return `${[header, ...questions].join('\n\n')}\n`;
}

function commentLine(text: string): string {
  return text.trim() === '' ? '//' : `// ${text}`;
}

/** Moodle's own escapes: the backslash first, so the ones added after are not doubled. */
export function escapeGift(text: string): string {
  return normaliseNewlines(text)
    .replace(/\\/g, '\\\\')
    .replace(/[~=#{}:]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n');
}
