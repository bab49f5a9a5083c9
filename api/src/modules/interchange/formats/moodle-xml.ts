// Moodle XML, the format Moodle's question bank exports by default: <quiz> holding <question>
// elements. Only single-answer multiple choice and true/false fit a quiz; every other type is listed
// as skipped with its name in plain words.
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { FEEDBACK_NOTE, type Place, QuestionCollector, type QuestionDraft } from './checks';
import { assertItemCount, assertOptionCount, LIMIT_MESSAGES, tooLongToRead } from './limits';
import { normaliseNewlines, readFormatted, type TextFormat } from './text';
import { type ExportableQuiz, type QuestionParse, UnreadableFile } from './types';

type Node = Record<string, unknown>;

const ATTRIBUTE = '@_';
// Elements that may repeat are always arrays, so one <question> reads like many.
const REPEATED = new Set(['quiz.question', 'quiz.question.answer']);

export function parseMoodleXml(text: string): QuestionParse {
  const collector = new QuestionCollector();
  const questions = readQuizElement(normaliseNewlines(text)).filter((question) => attribute(question, 'type') !== 'category');
  questions.forEach((question, i) => readQuestion(question, i + 1, collector));
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
      } else if (jPath === 'quiz.question.answer') {
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

/** An element's text as the learner sees it; Moodle's default format is HTML. */
function formatted(node: unknown): { text: string; images: number } {
  const read = readFormatted(textOf(node), FORMATS[attribute(asNode(node), 'format')] ?? 'html');
  // Embedded <file> elements are images (or other media) the text points to.
  const files = asNode(node).file;
  const fileCount = Array.isArray(files) ? files.length : files === undefined ? 0 : 1;
  return { text: read.text, images: Math.max(read.images, fileCount) };
}

const UNSUPPORTED: Record<string, string> = {
  shortanswer: 'Short-answer questions are not supported',
  numerical: 'Numerical questions are not supported',
  essay: 'Essay questions are not supported',
  matching: 'Matching questions are not supported',
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

function readQuestion(question: Node, position: number, collector: QuestionCollector): void {
  const type = attribute(question, 'type');
  const place: Place = { line: null, position, name: textOf(question.name).trim() || null };
  const written = [question.questiontext, ...asNodes(question.answer)].map(textOf);
  if ((type === 'multichoice' || type === 'truefalse') && tooLongToRead(...written)) return collector.skip(place, LIMIT_MESSAGES.tooLong);
  if (type === 'multichoice') return collector.add(multipleChoice(question, place.name), place);
  if (type === 'truefalse') return collector.add(trueFalse(question, place.name), place);
  collector.skip(place, UNSUPPORTED[type] ?? (type === '' ? 'The question has no type' : `Questions of type “${type}” are not supported`));
}

function fraction(answer: Node): number {
  return Number(attribute(answer, 'fraction')) || 0;
}

/**
 * The answer with fraction 100 is the correct one. Whatever <single> says, two answers with a
 * positive fraction make a multiple-answer question, which a quiz cannot hold.
 */
function multipleChoice(question: Node, name: string | null): QuestionDraft {
  const answers = asNodes(question.answer);
  const stem = formatted(question.questiontext);
  const options = answers.map((answer) => formatted(answer));
  const positive = indexesWhere(answers, (answer) => fraction(answer) > 0);
  return {
    title: name,
    questionText: stem.text,
    options: options.map((option) => option.text),
    correct: positive.length > 1 ? positive : indexesWhere(answers, (answer) => fraction(answer) === 100),
    images: { text: stem.images, options: options.reduce((sum, option) => sum + option.images, 0) },
    notes: hasFeedback(question, answers) ? [FEEDBACK_NOTE] : [],
  };
}

/** Moodle's true/false has two answers, "true" and "false"; the one with fraction 100 is right. */
function trueFalse(question: Node, name: string | null): QuestionDraft {
  const answers = asNodes(question.answer);
  const stem = formatted(question.questiontext);
  const right = answers.filter((answer) => fraction(answer) === 100).map((answer) => textOf(answer).trim().toLowerCase());
  return {
    title: name,
    questionText: stem.text,
    options: ['True', 'False'],
    correct: right.length === 1 ? [right[0] === 'true' ? 0 : 1] : [],
    images: { text: stem.images, options: 0 },
    notes: hasFeedback(question, answers) ? [FEEDBACK_NOTE] : [],
  };
}

/** Per-answer and general feedback; Moodle's stock "Your answer is correct." texts are not counted. */
function hasFeedback(question: Node, answers: Node[]): boolean {
  return [question.generalfeedback, ...answers.map((answer) => answer.feedback)].some((node) => textOf(node).trim() !== '');
}

function indexesWhere<T>(items: T[], test: (item: T) => boolean): number[] {
  return items.flatMap((item, i) => (test(item) ? [i] : []));
}

/**
 * Moodle XML that Moodle imports into a category named after the quiz, and parseMoodleXml reads back
 * to the same questions. Plain-text format, so `<b>` in a question stays as written.
 */
export function exportMoodleXml(quiz: ExportableQuiz): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: ATTRIBUTE, format: true, indentBy: '  ' });
  const category = {
    [`${ATTRIBUTE}type`]: 'category',
    category: { text: `$course$/top/${categoryName(quiz.title)}` },
    info: { [`${ATTRIBUTE}format`]: 'plain_text', text: quiz.instructions },
  };
  const questions = quiz.questions.map((question, i) => ({
    [`${ATTRIBUTE}type`]: 'multichoice',
    name: { text: `Q${i + 1}` },
    questiontext: { [`${ATTRIBUTE}format`]: 'plain_text', text: question.questionText },
    defaultgrade: 1,
    single: 'true',
    shuffleanswers: 'true',
    answernumbering: 'abc',
    answer: question.options.map((option, k) => ({
      [`${ATTRIBUTE}fraction`]: k === question.correctAnswerIndex ? '100' : '0',
      [`${ATTRIBUTE}format`]: 'plain_text',
      text: option,
    })),
  }));
  const body = builder.build({ quiz: { question: [category, ...questions] } });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

/** Moodle reads "/" in a category path as a sub-category; "//" is a slash in the name. */
function categoryName(title: string): string {
  return title.replace(/\s+/g, ' ').trim().replace(/\//g, '//');
}
