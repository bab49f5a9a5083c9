// Aiken, the simplest of Moodle's formats: the question, options "A) text" or "A. text", then
// "ANSWER: A". Text is plain: `<b>` stays as written. Aiken has single choice only, worth 1 point.
import type { Question } from '../../quizzes/questions/types';
import { type Place, QuestionCollector } from './checks';
import { normaliseNewlines } from './text';
import type { QuestionParse } from './types';

type Pending = { line: number; text: string[]; letters: string[]; options: string[] };

const OPTION = /^([A-Z])[.)](?:\s+(.*))?$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

export function parseAiken(text: string): QuestionParse {
  const collector = new QuestionCollector();
  let pending: Pending | null = null;
  normaliseNewlines(text)
    .split('\n')
    .forEach((raw, i) => {
      pending = readLine(raw.trim(), i + 1, pending, collector);
    });
  if (pending !== null) unfinished(pending, collector);
  return collector.done();
}

/** Reads one line into the question being read; returns that question, or null once it is done. */
function readLine(line: string, lineNumber: number, pending: Pending | null, collector: QuestionCollector): Pending | null {
  if (line === '') {
    if (pending !== null) unfinished(pending, collector);
    return null;
  }
  const answer = ANSWER.exec(line);
  if (answer) {
    finish(pending, answer[1] ?? '', lineNumber, collector);
    return null;
  }
  const option = OPTION.exec(line);
  // An option-like first line ("A. Lincoln was…") is the question, not an option.
  if (pending !== null && pending.text.length > 0 && option) {
    pending.letters.push(option[1] ?? '');
    pending.options.push(option[2] ?? '');
    return pending;
  }
  if (pending === null) return { line: lineNumber, text: [line], letters: [], options: [] };
  if (pending.options.length === 0) {
    pending.text.push(line);
    return pending;
  }
  // Text after the options without an ANSWER line: that question is unfinished, a new one starts.
  unfinished(pending, collector);
  return { line: lineNumber, text: [line], letters: [], options: [] };
}

function placeOf(pending: Pending): Place {
  return { line: pending.line, position: null, name: null };
}

/** A question that ended (blank line, end of file, new text) without its ANSWER line. */
function unfinished(pending: Pending, collector: QuestionCollector): void {
  const reason = pending.options.length === 0 ? 'No options (lines such as “A) text”)' : 'Missing ANSWER line';
  collector.skip(placeOf(pending), reason);
}

function finish(pending: Pending | null, answer: string, lineNumber: number, collector: QuestionCollector): void {
  if (pending === null) return collector.skip({ line: lineNumber, position: null, name: null }, 'An ANSWER line with no question before it');
  if (pending.options.length === 0) return collector.skip(placeOf(pending), 'No options (lines such as “A) text”)');
  const letter = answer.trim().toUpperCase();
  const index = pending.letters.indexOf(letter);
  if (index < 0) return collector.skip(placeOf(pending), `The answer “${answer.trim()}” is not one of the options`);
  const question: Question = {
    type: 'SINGLE_CHOICE',
    questionText: pending.text.join('\n'),
    options: pending.options,
    correctAnswerIndex: index,
    optionFeedback: pending.options.map(() => null),
    points: 1,
    generalFeedback: null,
    textFormat: 'PLAIN',
  };
  collector.add({ title: null, question, images: { text: 0, options: 0 }, notes: [] }, placeOf(pending));
}
