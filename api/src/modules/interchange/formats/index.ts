// The question and flash-card formats: pure parsers and exporters (text in, result out).
export { parseAiken } from './aiken';
export { exportCardsCsv, parseCardsCsv, parseCardsTsv } from './cards';
export { exportGift, parseGift } from './gift';
export { exportMoodleXml, parseMoodleXml } from './moodle-xml';
export { htmlToPlain } from './text';
export * from './types';
