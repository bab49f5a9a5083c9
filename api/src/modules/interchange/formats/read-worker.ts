// The entry of the worker threads that read import files (piscina loads it as api/dist's compiled
// JS): a file that is slow to read takes this thread's time, never the event loop's.
import 'reflect-metadata'; // the quiz's rules (checks.ts) reach entities that use decorators
import { parseAiken } from './aiken';
import { parseCardsCsv, parseCardsTsv } from './cards';
import { parseGift } from './gift';
import { LIMIT_MESSAGES } from './limits';
import { parseMoodleXml } from './moodle-xml';
import { type CardParse, type QuestionParse, UnreadableFile } from './types';

export type ReadTask =
  | { kind: 'questions'; format: 'GIFT' | 'MOODLE_XML' | 'AIKEN'; text: string }
  | { kind: 'cards'; format: 'CSV' | 'TSV'; text: string; category: string };

// Errors lose their class on the way back to the main thread, so a file's fault travels as data.
export type ReadResult = { ok: true; parse: QuestionParse | CardParse } | { ok: false; unreadable: string };

const QUESTION_PARSERS = { GIFT: parseGift, MOODLE_XML: parseMoodleXml, AIKEN: parseAiken };

export function readTask(task: ReadTask): QuestionParse | CardParse {
  if (task.kind === 'questions') return QUESTION_PARSERS[task.format](task.text);
  return task.format === 'CSV' ? parseCardsCsv(task.text) : parseCardsTsv(task.text, task.category);
}

/** A file the parsers refuse, or one nested so deeply it overflows the stack, is the user's to fix. */
export default function read(task: ReadTask): ReadResult {
  try {
    return { ok: true, parse: readTask(task) };
  } catch (error) {
    if (error instanceof UnreadableFile) return { ok: false, unreadable: error.message };
    if (error instanceof RangeError && /call stack/i.test(error.message)) return { ok: false, unreadable: LIMIT_MESSAGES.tooDeep };
    throw error;
  }
}
