// GIFT, Moodle's text format for questions. The file is cut into questions the way Moodle does
// (comment lines out, then blank lines between questions) and each block is parsed on its own, so
// one broken question is skipped and the others still come in.
import { type GIFTQuestion, type TextFormat as GiftText, type NumericalFormat, parse, type TrueFalse } from 'gift-pegjs';
import type { NumericAnswer, Question } from '../../quizzes/questions/types';
import { choiceQuestion, creditFrom, type Place, QuestionCollector, type QuestionBase } from './checks';
import { assertOptionCount, LIMIT_MESSAGES, tooLongToRead } from './limits';
import { normaliseNewlines, readFormatted, textFormatOf } from './text';
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

const NO_POINTS = 1; // GIFT has no points: every question is worth 1, as in Moodle
const BLANK_NOTE = 'The answer blank in the text is shown as _____';

function readQuestion(question: GIFTQuestion, line: number, collector: QuestionCollector): void {
  // $CATEGORY: names where Moodle files the questions after it; each question keeps it.
  if (question.type === 'Category') {
    collector.category = question.title.trim() || null;
    return;
  }
  const place: Place = { line, position: null, name: question.title || null };
  if (question.type === 'Description') return collector.skip(place, 'A description, not a question');
  // Limits first: converting thousands of options' HTML is what made a small file cost seconds.
  const { count, texts } = writtenParts(question);
  assertOptionCount(count, `line ${line}`);
  if (tooLongToRead(...texts)) return collector.skip(place, LIMIT_MESSAGES.tooLong);
  const read = readAnswers(question);
  if ('reason' in read) return collector.skip(place, read.reason);
  // Text around the answers is Moodle's missing word: gift-pegjs leaves _____ in its place.
  const notes = [...(question.hasEmbeddedAnswers ? [BLANK_NOTE] : []), ...read.notes];
  collector.add({ title: question.title || null, question: read.question, images: { text: read.images.text, options: read.images.options }, notes }, place);
}

type Read = { question: Question; images: { text: number; options: number }; notes: string[] } | { reason: string };
type Asked = Exclude<GIFTQuestion, { type: 'Category' | 'Description' }>;

/** What a question holds as written, for the limits: how many answers, and its texts. */
function writtenParts(question: Asked): { count: number; texts: string[] } {
  const feedback = [question.globalFeedback?.text ?? ''];
  switch (question.type) {
    case 'MC':
    case 'Short':
      return { count: question.choices.length, texts: [question.stem.text, ...feedback, ...question.choices.flatMap((choice) => [choice.text.text, choice.feedback?.text ?? ''])] };
    case 'Numerical': {
      const choices = Array.isArray(question.choices) ? question.choices : [];
      return { count: choices.length, texts: [question.stem.text, ...feedback, ...choices.map((choice) => choice.feedback?.text ?? '')] };
    }
    case 'Matching':
      return { count: question.matchPairs.length, texts: [question.stem.text, ...feedback, ...question.matchPairs.flatMap((pair) => [pair.subquestion.text, pair.subanswer])] };
    case 'TF':
      return { count: 2, texts: [question.stem.text, ...feedback, question.trueFeedback?.text ?? '', question.falseFeedback?.text ?? ''] };
    case 'Essay':
      return { count: 0, texts: [question.stem.text, ...feedback] };
  }
}

function readAnswers(question: Asked): Read {
  const stem = readFormatted(question.stem.text, question.stem.format);
  const base: QuestionBase = {
    questionText: stem.text,
    points: NO_POINTS,
    generalFeedback: feedbackOf(question.globalFeedback),
    textFormat: textFormatOf(question.stem.format),
  };
  const withStem = (question: Question, options = 0, notes: string[] = []): Read => ({ question, images: { text: stem.images, options }, notes });
  switch (question.type) {
    case 'MC': {
      const options = question.choices.map((choice) => readFormatted(choice.text.text, choice.text.format));
      const choices = choiceQuestion(base, {
        options: options.map((option) => option.text),
        credits: question.choices.map(creditOf),
        feedback: question.choices.map((choice) => feedbackOf(choice.feedback)),
        // Moodle: an answer marked = makes a single-answer question.
        single: question.choices.some((choice) => choice.isCorrect) ? true : null,
      });
      return 'reason' in choices ? choices : withStem(choices.question, sum(options.map((option) => option.images)), choices.notes);
    }
    case 'TF':
      return withStem({ ...base, type: 'TRUE_FALSE', correctBoolean: question.isTrue, optionFeedback: trueFalseFeedback(question) });
    case 'Short': {
      const answers = question.choices.map((choice) => ({ read: readFormatted(choice.text.text, choice.text.format), credit: creditOf(choice), feedback: feedbackOf(choice.feedback) }));
      // GIFT has no case flag: Moodle imports short answers case-insensitive.
      const acceptedAnswers = answers.map(({ read, credit, feedback }) => ({ text: read.text, credit, feedback }));
      return withStem({ ...base, type: 'SHORT_ANSWER', acceptedAnswers, caseSensitive: false }, sum(answers.map(({ read }) => read.images)));
    }
    case 'Numerical': {
      const choices = Array.isArray(question.choices) ? question.choices : [{ isCorrect: true, weight: null, text: question.choices, feedback: null }];
      return withStem({ ...base, type: 'NUMERICAL', numericAnswers: choices.map((choice) => ({ ...numberOf(choice.text), credit: creditOf(choice), feedback: feedbackOf(choice.feedback) })) });
    }
    case 'Matching': {
      // A pair with no prompt (`= -> answer`) is an extra match that belongs to no prompt.
      const prompts = question.matchPairs.map((pair) => ({ prompt: readFormatted(pair.subquestion.text, pair.subquestion.format), match: matchText(pair.subanswer) }));
      const pairs = prompts.filter(({ prompt }) => prompt.text.trim() !== '').map(({ prompt, match }) => ({ prompt: prompt.text, match }));
      const extraMatches = prompts.filter(({ prompt }) => prompt.text.trim() === '').map(({ match }) => match);
      return withStem({ ...base, type: 'MATCHING', pairs, extraMatches }, sum(prompts.map(({ prompt }) => prompt.images)));
    }
    case 'Essay':
      return withStem({ ...base, type: 'ESSAY' });
  }
}

/** `=` is full credit, `~` none, `%50%` (or `%-100%`) a fraction of the points. */
function creditOf(choice: { isCorrect: boolean; weight: number | null }): number {
  if (choice.weight !== null) return creditFrom(choice.weight);
  return choice.isCorrect ? 1 : 0;
}

function feedbackOf(feedback: GiftText | null): string | null {
  if (feedback === null) return null;
  return readFormatted(feedback.text, feedback.format).text || null;
}

/**
 * Moodle's {TRUE#a#b}: `a` is shown to a wrong answer, `b` to a right one (gift-pegjs names them
 * trueFeedback and falseFeedback whatever the answer); LearnHub keeps [when True, when False].
 */
function trueFalseFeedback(question: TrueFalse): [string | null, string | null] {
  const wrong = feedbackOf(question.trueFeedback);
  const right = feedbackOf(question.falseFeedback);
  return question.isTrue ? [right, wrong] : [wrong, right];
}

/** 1822 (exact), 1822:2 (a tolerance) or 3.141..3.142 (a range). */
function numberOf(text: NumericalFormat): Pick<NumericAnswer, 'value' | 'tolerance' | 'min' | 'max'> {
  if (text.type === 'high-low') return { value: null, tolerance: null, min: text.numberLow ?? null, max: text.numberHigh ?? null };
  return { value: text.number ?? null, tolerance: text.type === 'range' ? (text.range ?? null) : null, min: null, max: null };
}

/** gift-pegjs leaves a match's escapes as `&&061;` (the character's code): Moodle reads plain text. */
function matchText(subanswer: string): string {
  return subanswer.replace(/&&(\d{3});/g, (_all, code: string) => String.fromCharCode(Number(code))).trim();
}

const sum = (counts: number[]): number => counts.reduce((total, count) => total + count, 0);

/**
 * GIFT that Moodle and parseGift read back to the same questions: [plain] or [markdown] so `<b>`
 * stays as written, every special character escaped, and newlines as `\n` so a question never
 * holds a blank line. GIFT has no points nor case flag: Moodle reads every question as worth 1,
 * short answers case-insensitive.
 */
export function exportGift(quiz: ExportableQuiz): string {
  const header = [quiz.title, ...quiz.instructions.split(/\r?\n/)].map(commentLine).join('\n');
  const questions = quiz.questions.map((question, i) => {
    const format = question.textFormat === 'MARKDOWN' ? '[markdown]' : '[plain]';
    const general = question.generalFeedback === null ? [] : [`\t####${escapeGift(question.generalFeedback)}`];
    return [`::Q${i + 1}::${format}${escapeGift(question.questionText)}{`, ...giftAnswers(question), ...general, '}'].join('\n');
  });
  return `${[header, ...questions].join('\n\n')}\n`;
}

function giftAnswers(question: Question): string[] {
  switch (question.type) {
    case 'SINGLE_CHOICE':
      return question.options.map((option, k) => `\t${k === question.correctAnswerIndex ? '=' : '~'}${escapeGift(option)}${giftFeedback(question.optionFeedback[k])}`);
    case 'MULTIPLE_RESPONSE':
      // No `=`: Moodle then reads the credits as a multiple-answer question.
      return question.options.map((option, k) => `\t~${weight(question.optionCredits[k] ?? 0)}${escapeGift(option)}${giftFeedback(question.optionFeedback[k])}`);
    case 'TRUE_FALSE': {
      // Moodle's order: the feedback for a wrong answer, then for a right one.
      const [whenTrue, whenFalse] = question.optionFeedback;
      const [wrong, right] = question.correctBoolean ? [whenFalse, whenTrue] : [whenTrue, whenFalse];
      const feedback = wrong === null && right === null ? '' : `#${escapeGift(wrong ?? '')}#${escapeGift(right ?? '')}`;
      return [`\t${question.correctBoolean ? 'TRUE' : 'FALSE'}${feedback}`];
    }
    case 'SHORT_ANSWER':
      return question.acceptedAnswers.map((answer) => `\t=${answer.credit === 1 ? '' : weight(answer.credit)}${escapeGift(answer.text)}${giftFeedback(answer.feedback)}`);
    case 'NUMERICAL':
      return [
        '\t#',
        ...question.numericAnswers.map((answer) => {
          const accepted = answer.value === null ? `${plainNumber(answer.min ?? 0)}..${plainNumber(answer.max ?? 0)}` : `${plainNumber(answer.value)}${answer.tolerance === null ? '' : `:${plainNumber(answer.tolerance)}`}`;
          return `\t=${answer.credit === 1 ? '' : weight(answer.credit)}${accepted}${giftFeedback(answer.feedback)}`;
        }),
      ];
    case 'MATCHING':
      // An extra match is a pair with no prompt, as Moodle reads a matching question's empty subquestion.
      return [...question.pairs.map(({ prompt, match }) => `\t=${escapeGift(prompt)} -> ${escapeGift(match)}`), ...question.extraMatches.map((extra) => `\t= -> ${escapeGift(extra)}`)];
    case 'ESSAY':
      return [];
  }
}

const giftFeedback = (feedback: string | null | undefined): string => (feedback ? `#${escapeGift(feedback)}` : '');

/** A credit as GIFT's weight: 0.5 is %50%, up to 5 decimals of a percent (Moodle's 33.33333%). */
const weight = (credit: number): string => (credit === 0 ? '' : `%${Number((credit * 100).toFixed(5))}%`);

/** Numbers as GIFT reads them: never in exponent form (1e-7 is 0.0000001). */
function plainNumber(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

function commentLine(text: string): string {
  return text.trim() === '' ? '//' : `// ${text}`;
}

/** Moodle's own escapes: the backslash first, so the ones added after are not doubled. */
function escapeGift(text: string): string {
  return normaliseNewlines(text)
    .replace(/\\/g, '\\\\')
    .replace(/[~=#{}:]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n');
}
