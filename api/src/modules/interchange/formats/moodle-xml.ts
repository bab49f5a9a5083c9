// Moodle XML, the format Moodle's question bank exports by default: <quiz> holding <question>
// elements. Multiple choice, true/false, short answer, numerical, matching and essay are read with
// their credits, feedback and points; every other type is listed as skipped with its name in plain words.
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { type NumericAnswer, type Question, type QuestionType, roundPoints } from '../../quizzes/questions/types';
import { choiceQuestion, creditFrom, type Place, QuestionCollector, type QuestionBase } from './checks';
import { assertItemCount, assertOptionCount, LIMIT_MESSAGES, tooLongToRead } from './limits';
import { normaliseNewlines, readFormatted, type TextFormat, textFormatOf } from './text';
import { type ExportableQuiz, type QuestionParse, UnreadableFile } from './types';

type Node = Record<string, unknown>;

const ATTRIBUTE = '@_';
// Elements that may repeat are always arrays, so one <question> reads like many.
const REPEATED = new Set(['quiz.question', 'quiz.question.answer', 'quiz.question.subquestion']);

export function parseMoodleXml(text: string): QuestionParse {
  const collector = new QuestionCollector();
  let position = 0;
  for (const question of readQuizElement(normaliseNewlines(text))) {
    // A category "question" files the questions after it (Moodle's $course$/top/...); it is not counted.
    if (attribute(question, 'type') === 'category') collector.category = textOf(question.category).trim() || null;
    else readQuestion(question, (position += 1), collector);
  }
  return collector.done();
}

/** The <question> elements of the file's <quiz>; a file that is not such XML cannot be read at all. */
function readQuizElement(xml: string): Node[] {
  // Moodle never writes a DOCTYPE: one here can only declare entities (external files, billion laughs).
  if (/<!DOCTYPE/i.test(xml)) throw new UnreadableFile('This file declares a DOCTYPE or entities, which a Moodle XML question file never has');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new UnreadableFile(`This file is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  // The limits are counted as the parser meets each tag, so reading stops at the first one passed.
  const counted = { questions: 0, answers: 0 };
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE,
    // Moodle writes HTML into XML: &nbsp; and friends are decoded where the parser knows them.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- fast-xml-parser 5's entityDecoder would need a decoder of our own
    htmlEntities: true,
    // Text stays text: an answer "007" or "true" must not become a number or a boolean.
    parseTagValue: false,
    parseAttributeValue: false,
    jPath: true,
    isArray: (_name, jPath) => REPEATED.has(String(jPath)),
    updateTag: (tagName, jPath, attrs) => {
      if (jPath === 'quiz.question' && attrs?.[`${ATTRIBUTE}type`] !== 'category') {
        counted.questions += 1;
        counted.answers = 0;
        assertItemCount(counted.questions, 'questions');
      } else if (jPath === 'quiz.question.answer' || jPath === 'quiz.question.subquestion') {
        counted.answers += 1;
        assertOptionCount(counted.answers, `question ${counted.questions}`);
      }
      return tagName;
    },
  });
  const root = asNode(parseXml(parser, xml));
  if (!('quiz' in root)) throw new UnreadableFile('This file has no <quiz> element: it is not a Moodle XML question file');
  return asNodes(asNode(root.quiz).question);
}

/** The parser's own refusals (nesting, entities) are the file's fault: the user gets their reason. */
function parseXml(parser: XMLParser, xml: string): unknown {
  try {
    return parser.parse(xml);
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    if (error instanceof RangeError) throw new UnreadableFile(LIMIT_MESSAGES.tooDeep);
    throw new UnreadableFile(`This file could not be read as XML: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
}

function asNode(value: unknown): Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : {};
}

function asNodes(value: unknown): Node[] {
  return Array.isArray(value) ? value.map(asNode) : [];
}

function attribute(node: Node, name: string): string {
  const value = node[`${ATTRIBUTE}${name}`];
  return typeof value === 'string' ? value : '';
}

/** The <text> of an element such as <name>, <questiontext> or <answer>. */
function textOf(node: unknown): string {
  const text = asNode(node).text;
  if (typeof text === 'string') return text;
  // <text> with an attribute holds its content under #text.
  const inner = asNode(text)['#text'];
  return typeof inner === 'string' ? inner : '';
}

const FORMATS: Record<string, TextFormat> = { html: 'html', moodle_auto_format: 'moodle', plain_text: 'plain', markdown: 'markdown' };

/** How an element's text is written; Moodle's default format is HTML. */
const formatOf = (node: unknown): TextFormat => FORMATS[attribute(asNode(node), 'format')] ?? 'html';

/** An element's text as the learner sees it. */
function formatted(node: unknown): { text: string; images: number } {
  const read = readFormatted(textOf(node), formatOf(node));
  // Embedded <file> elements are images (or other media) the text points to.
  const files = asNode(node).file;
  const fileCount = Array.isArray(files) ? files.length : files === undefined ? 0 : 1;
  return { text: read.text, images: Math.max(read.images, fileCount) };
}

const UNSUPPORTED: Record<string, string> = {
  cloze: 'Cloze (embedded answers) questions are not supported',
  multianswer: 'Cloze (embedded answers) questions are not supported',
  description: 'A description, not a question',
  ddwtos: 'Drag-and-drop into text questions are not supported',
  gapselect: 'Select-missing-words questions are not supported',
  ddimageortext: 'Drag-and-drop onto image questions are not supported',
  ddmarker: 'Drag-and-drop marker questions are not supported',
  calculated: 'Calculated questions are not supported',
  calculatedsimple: 'Calculated questions are not supported',
  calculatedmulti: 'Calculated multiple-choice questions are not supported',
  randomsamatch: 'Random short-answer matching questions are not supported',
  random: 'Random questions are not supported',
  ordering: 'Ordering questions are not supported',
};
const READ = new Set(['multichoice', 'truefalse', 'shortanswer', 'numerical', 'matching', 'essay']);
export const UNITS_NOTE = 'Units were left out: the answer is the number alone';
export const ANY_ANSWER_NOTE = 'The answer “*” (any other answer) was left out';

function readQuestion(question: Node, position: number, collector: QuestionCollector): void {
  const type = attribute(question, 'type');
  const place: Place = { line: null, position, name: textOf(question.name).trim() || null };
  if (!READ.has(type)) return collector.skip(place, UNSUPPORTED[type] ?? (type === '' ? 'The question has no type' : `Questions of type “${type}” are not supported`));
  const subquestions = asNodes(question.subquestion);
  const answers = asNodes(question.answer);
  const written = [question.questiontext, question.generalfeedback, ...answers, ...answers.map((answer) => answer.feedback), ...subquestions, ...subquestions.map((sub) => asNode(sub).answer)].map(textOf);
  if (tooLongToRead(...written)) return collector.skip(place, LIMIT_MESSAGES.tooLong);
  const stem = formatted(question.questiontext);
  const base: QuestionBase = {
    questionText: stem.text,
    points: pointsOf(question.defaultgrade),
    generalFeedback: feedbackOf(question.generalfeedback),
    textFormat: textFormatOf(formatOf(question.questiontext)),
  };
  const read = readAnswers(type, question, base);
  if ('reason' in read) return collector.skip(place, read.reason);
  collector.add({ title: place.name, question: read.question, images: { text: stem.images, options: read.images }, notes: read.notes }, place);
}

type Read = { question: Question; images: number; notes: string[] } | { reason: string };

function readAnswers(type: string, question: Node, base: QuestionBase): Read {
  const answers = asNodes(question.answer);
  const feedback = answers.map((answer) => feedbackOf(answer.feedback));
  switch (type) {
    case 'multichoice': {
      const options = answers.map((answer) => formatted(answer));
      const single = textOf({ text: question.single }).trim().toLowerCase();
      const read = choiceQuestion(base, {
        options: options.map((option) => option.text),
        credits: answers.map(fraction),
        feedback,
        // Moodle's default is single.
        single: !(single === 'false' || single === '0'),
      });
      return 'reason' in read ? read : { question: read.question, images: sum(options.map((option) => option.images)), notes: read.notes };
    }
    case 'truefalse': {
      // Two answers, "true" and "false", each with the feedback for that answer; the one with fraction 100 is right.
      const named = (name: string) => answers.findIndex((answer) => textOf(answer).trim().toLowerCase() === name);
      const right = answers.filter((answer) => fraction(answer) === 1).map((answer) => textOf(answer).trim().toLowerCase());
      if (right.length !== 1 || (right[0] !== 'true' && right[0] !== 'false')) return { reason: 'Has no correct answer' };
      const optionFeedback: [string | null, string | null] = [feedback[named('true')] ?? null, feedback[named('false')] ?? null];
      return { question: { ...base, type: 'TRUE_FALSE', correctBoolean: right[0] === 'true', optionFeedback }, images: 0, notes: [] };
    }
    case 'shortanswer': {
      const texts = answers.map((answer) => formatted(answer));
      const acceptedAnswers = texts.map((text, k) => ({ text: text.text, credit: fraction(answers[k] ?? {}), feedback: feedback[k] ?? null }));
      const usecase = textOf({ text: question.usecase }).trim();
      return { question: { ...base, type: 'SHORT_ANSWER', acceptedAnswers, caseSensitive: usecase === '1' || usecase === 'true' }, images: 0, notes: [] };
    }
    case 'numerical':
      return numerical(question, base, answers, feedback);
    case 'matching': {
      // A subquestion with no text is an extra match (a distractor), as Moodle reads it.
      const subquestions = asNodes(question.subquestion).map((sub) => ({ prompt: formatted(sub), match: textOf(sub.answer).trim() }));
      const pairs = subquestions.filter(({ prompt }) => prompt.text !== '').map(({ prompt, match }) => ({ prompt: prompt.text, match }));
      const extraMatches = subquestions.filter(({ prompt }) => prompt.text === '').map(({ match }) => match);
      return { question: { ...base, type: 'MATCHING', pairs, extraMatches }, images: sum(subquestions.map(({ prompt }) => prompt.images)), notes: [] };
    }
    default:
      return { question: { ...base, type: 'ESSAY' }, images: 0, notes: [] };
  }
}

/** Moodle's accepted numbers are a value and a tolerance; "*" accepts anything else (left out). */
function numerical(question: Node, base: QuestionBase, answers: Node[], feedback: (string | null)[]): Read {
  const notes: string[] = [];
  const numericAnswers: NumericAnswer[] = [];
  for (const [k, answer] of answers.entries()) {
    const written = textOf(answer).trim();
    if (written === '*') {
      notes.push(ANY_ANSWER_NOTE);
      continue;
    }
    const value = decimal(written);
    const tolerance = textOf({ text: answer.tolerance }).trim();
    if (value === null) return { reason: `The accepted number “${written}” is not a number` };
    numericAnswers.push({ value, tolerance: tolerance === '' ? null : decimal(tolerance), min: null, max: null, credit: fraction(answer), feedback: feedback[k] ?? null });
  }
  const units = asNodes(asNode(question.units).unit);
  if (units.length > 0 || asNode(question.units).unit !== undefined) notes.push(UNITS_NOTE);
  return { question: { ...base, type: 'NUMERICAL', numericAnswers }, images: 0, notes };
}

/** A number as Moodle writes it (a dot for decimals); anything else is not one. */
function decimal(text: string): number | null {
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : null;
}

/** A fraction of the points: Moodle's fraction="50" is 0.5. */
function fraction(answer: Node): number {
  return creditFrom(Number(attribute(answer, 'fraction')) || 0);
}

/** <defaultgrade>, 1 when the file gives none. */
function pointsOf(node: unknown): number {
  const text = typeof node === 'string' ? node.trim() : '';
  const points = Number(text);
  return text === '' || !Number.isFinite(points) ? 1 : roundPoints(points);
}

function feedbackOf(node: unknown): string | null {
  return formatted(node).text || null;
}

const sum = (counts: number[]): number => counts.reduce((total, count) => total + count, 0);

/**
 * Moodle XML that Moodle imports into a category named after the quiz, and parseMoodleXml reads back
 * to the same questions. Plain-text (or Markdown) format, so `<b>` in a question stays as written.
 * A numerical range is written as its middle ± half its width (Moodle has no range).
 */
export function exportMoodleXml(quiz: ExportableQuiz): string {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- still in fast-xml-parser 5; moving to fast-xml-builder is a dependency change of its own
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: ATTRIBUTE, format: true, indentBy: '  ' });
  const category = {
    [`${ATTRIBUTE}type`]: 'category',
    category: { text: `$course$/top/${categoryName(quiz.title)}` },
    info: { [`${ATTRIBUTE}format`]: 'plain_text', text: quiz.instructions },
  };
  const questions = quiz.questions.map((question, i) => {
    const format = { [`${ATTRIBUTE}format`]: question.textFormat === 'MARKDOWN' ? 'markdown' : 'plain_text' };
    const text = (value: string | null) => ({ ...format, text: value ?? '' });
    const answer = (fractionOf: number, value: string, feedback: string | null, more: Node = {}) => ({
      [`${ATTRIBUTE}fraction`]: String(Number((fractionOf * 100).toFixed(5))),
      ...format,
      text: value,
      ...more,
      feedback: text(feedback),
    });
    const head = {
      name: { text: `Q${i + 1}` },
      questiontext: text(question.questionText),
      generalfeedback: text(question.generalFeedback),
      defaultgrade: question.points,
    };
    return { [`${ATTRIBUTE}type`]: XML_TYPES[question.type], ...head, ...xmlAnswers(question, answer, text) };
  });
  const body = builder.build({ quiz: { question: [category, ...questions] } });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

const XML_TYPES: Record<QuestionType, string> = {
  SINGLE_CHOICE: 'multichoice',
  MULTIPLE_RESPONSE: 'multichoice',
  TRUE_FALSE: 'truefalse',
  SHORT_ANSWER: 'shortanswer',
  NUMERICAL: 'numerical',
  MATCHING: 'matching',
  ESSAY: 'essay',
};

type AnswerOf = (fraction: number, value: string, feedback: string | null, more?: Node) => Node;

function xmlAnswers(question: Question, answer: AnswerOf, text: (value: string | null) => Node): Node {
  switch (question.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_RESPONSE': {
      const single = question.type === 'SINGLE_CHOICE';
      const credits = single ? question.options.map((_, k) => (k === question.correctAnswerIndex ? 1 : 0)) : question.optionCredits;
      return {
        single: String(single),
        shuffleanswers: 'true',
        answernumbering: 'abc',
        answer: question.options.map((option, k) => answer(credits[k] ?? 0, option, question.optionFeedback[k] ?? null)),
      };
    }
    case 'TRUE_FALSE':
      return {
        answer: [answer(question.correctBoolean ? 1 : 0, 'true', question.optionFeedback[0]), answer(question.correctBoolean ? 0 : 1, 'false', question.optionFeedback[1])],
      };
    case 'SHORT_ANSWER':
      return { usecase: question.caseSensitive ? 1 : 0, answer: question.acceptedAnswers.map((accepted) => answer(accepted.credit, accepted.text, accepted.feedback)) };
    case 'NUMERICAL':
      return {
        answer: question.numericAnswers.map((accepted) => {
          const [value, tolerance] = accepted.value === null ? [((accepted.min ?? 0) + (accepted.max ?? 0)) / 2, ((accepted.max ?? 0) - (accepted.min ?? 0)) / 2] : [accepted.value, accepted.tolerance];
          return answer(accepted.credit, String(tidyNumber(value)), accepted.feedback, tolerance === null ? {} : { tolerance: tidyNumber(tolerance) });
        }),
      };
    case 'MATCHING':
      return {
        shuffleanswers: 'true',
        subquestion: [...question.pairs.map(({ prompt, match }) => ({ ...text(prompt), answer: { text: match } })), ...question.extraMatches.map((extra) => ({ ...text(''), answer: { text: extra } }))],
      };
    case 'ESSAY':
      return { responseformat: 'editor', responserequired: 1, responsefieldlines: 15, attachments: 0 };
  }
}

/** A range's middle and half-width without binary noise (3.1415, not 3.1415000000000002). */
const tidyNumber = (value: number): number => Number(value.toPrecision(12));

/** Moodle reads "/" in a category path as a sub-category; "//" is a slash in the name. */
function categoryName(title: string): string {
  return title.replace(/\s+/g, ' ').trim().replace(/\//g, '//');
}
