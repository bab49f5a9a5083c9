// Export, then import, gives back the same questions: every type, in GIFT and in Moodle XML.
import { RANGE, SAMPLES } from '../../../../test/fixtures/interchange/samples';
import type { Question } from '../../quizzes/questions/types';
import { exportGift, parseGift } from './gift';
import { exportMoodleXml, parseMoodleXml } from './moodle-xml';
import type { QuestionParse } from './types';

const FORMATS: [string, (questions: Question[]) => QuestionParse][] = [
  ['GIFT', (questions) => parseGift(exportGift({ title: 'Round trip', instructions: 'Every type', questions }))],
  ['Moodle XML', (questions) => parseMoodleXml(exportMoodleXml({ title: 'Round trip', instructions: 'Every type', questions }))],
];

const questionsOf = ({ questions }: QuestionParse): Question[] => questions.map(({ title, line, position, notes, category, ...question }) => question);

describe.each(FORMATS)('%s round trip', (_format, roundTrip) => {
  it.each(Object.entries(SAMPLES))('gives back a %s question with its credits and feedback', (_type, question) => {
    const parsed = roundTrip([question]);
    expect(parsed.skipped).toEqual([]);
    expect(questionsOf(parsed)).toEqual([question]);
    expect(parsed.questions[0]?.notes).toEqual([]);
  });

  it('gives back every type in one file, in order', () => {
    const all = Object.values(SAMPLES);
    expect(questionsOf(roundTrip(all))).toEqual(all);
  });

  it('gives back a numerical range as the same accepted interval', () => {
    const [back] = questionsOf(roundTrip([RANGE]));
    if (back?.type !== 'NUMERICAL') throw new Error('expected a numerical question');
    const [answer] = back.numericAnswers;
    const interval = answer?.value === null ? [answer.min, answer.max] : [(answer?.value ?? 0) - (answer?.tolerance ?? 0), (answer?.value ?? 0) + (answer?.tolerance ?? 0)];
    expect(interval.map((bound) => Number(bound?.toFixed(9)))).toEqual([3.141, 3.142]);
    expect(answer).toMatchObject({ credit: 1, feedback: 'Yes' });
  });
});

it('GIFT writes a range as a range', () => {
  expect(questionsOf(parseGift(exportGift({ title: 'R', instructions: '', questions: [RANGE] })))).toEqual([RANGE]);
});

it('Moodle XML also keeps points and case sensitivity, which GIFT cannot write', () => {
  const question: Question = { ...SAMPLES.SHORT_ANSWER, points: 2.5, caseSensitive: true } as Question;
  expect(questionsOf(parseMoodleXml(exportMoodleXml({ title: 'P', instructions: '', questions: [question] })))).toEqual([question]);
});
